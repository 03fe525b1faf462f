/**
 * Queries of the written publication requests (db/schema/desk.ts). Each write runs in one transaction with its
 * audit entry (and, for a decision, its mail job); the rules are the service's guards, called on rows this
 * transaction holds locked, so two proposals or two decisions at once are decided one after the other.
 */
import type { WrittenPubRequestStatus } from '@masal/shared';
import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type AuditEntry, writeAudit } from '../../../db/audit-row.ts';
import type { Db } from '../../../db/db.ts';
import { tales, users, writtenPubRequests, writtenPubRequestTales } from '../../../db/schema/index.ts';
import { enqueueMails, mailRecipient } from '../../../mail/mail-job.repository.ts';

const proposer = alias(users, 'proposer');
const decider = alias(users, 'decider');

const requestColumns = {
  requestId: writtenPubRequests.requestId,
  proposerUserId: writtenPubRequests.proposerUserId,
  proposerName: proposer.name,
  proposerSurname: proposer.surname,
  reason: writtenPubRequests.reason,
  status: writtenPubRequests.status,
  decidedByUserId: writtenPubRequests.decidedByUserId,
  deciderName: decider.name,
  deciderSurname: decider.surname,
  decisionNote: writtenPubRequests.decisionNote,
  decidedAt: writtenPubRequests.decidedAt,
  createdAt: writtenPubRequests.createdAt,
};

interface RequestTale {
  taleId: number;
  taleName: string;
  actionId: number;
}

/** A tale as a proposal or a decision checks it, read with its row locked. */
export interface LockedTale extends RequestTale {
  userId: number;
  editorId: number | null;
}

/** What a proposal's guard decides on: the tales asked for (missing ones absent) and where they already are. */
export interface ProposalState {
  tales: LockedTale[];
  /** Tales of an accepted request. */
  acceptedTaleIds: number[];
  /** Tales of a pending request of the same proposer. */
  pendingOwnTaleIds: number[];
}

/** What a decision's guard decides on: the request as locked, its tales, and those accepted in another request. */
export interface DecisionState {
  status: WrittenPubRequestStatus;
  proposerUserId: number | null;
  tales: LockedTale[];
  acceptedElsewhereTaleIds: number[];
}

export interface RequestFilter {
  page: number;
  pageSize: number;
  status?: WrittenPubRequestStatus | undefined;
  /** Only this proposer's requests (an editor's own list). */
  proposerUserId?: number | undefined;
}

type Reader = Pick<Db, 'select' | 'selectDistinct'>;

const baseQuery = (tx: Reader, where: SQL | undefined) =>
  tx
    .select(requestColumns)
    .from(writtenPubRequests)
    .leftJoin(proposer, eq(proposer.userId, writtenPubRequests.proposerUserId))
    .leftJoin(decider, eq(decider.userId, writtenPubRequests.decidedByUserId))
    .where(where);
type RequestRowBase = Awaited<ReturnType<typeof baseQuery>>[number];
export type RequestRow = RequestRowBase & { tales: RequestTale[] };

/** The tales of these requests, by request, in Turkish alphabetical order. */
async function talesOf(tx: Reader, requestIds: number[]): Promise<Map<number, RequestTale[]>> {
  const byRequest = new Map<number, RequestTale[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await tx
    .select({
      requestId: writtenPubRequestTales.requestId,
      taleId: tales.taleId,
      taleName: tales.taleName,
      actionId: tales.actionId,
    })
    .from(writtenPubRequestTales)
    .innerJoin(tales, eq(tales.taleId, writtenPubRequestTales.taleId))
    .where(inArray(writtenPubRequestTales.requestId, requestIds))
    .orderBy(asc(tales.taleNameKey), asc(tales.taleId));
  for (const { requestId, ...tale } of rows) {
    const list = byRequest.get(requestId) ?? [];
    list.push(tale);
    byRequest.set(requestId, list);
  }
  return byRequest;
}

async function withTales(tx: Reader, rows: RequestRowBase[]): Promise<RequestRow[]> {
  const byRequest = await talesOf(
    tx,
    rows.map((r) => r.requestId),
  );
  return rows.map((r) => ({ ...r, tales: byRequest.get(r.requestId) ?? [] }));
}

/** The tales, locked in id order (two transactions locking overlapping sets never wait for each other in a cycle). */
const lockTales = (tx: Reader, taleIds: number[]): Promise<LockedTale[]> =>
  taleIds.length === 0
    ? Promise.resolve([])
    : tx
        .select({
          taleId: tales.taleId,
          taleName: tales.taleName,
          actionId: tales.actionId,
          userId: tales.userId,
          editorId: tales.editorId,
        })
        .from(tales)
        .where(inArray(tales.taleId, taleIds))
        .orderBy(asc(tales.taleId))
        .for('update');

/** Which of the tales are in a request of `status` (other than `exceptRequestId`, by `proposerUserId` if given). */
async function talesInRequests(
  tx: Reader,
  taleIds: number[],
  status: WrittenPubRequestStatus,
  options: { proposerUserId?: number; exceptRequestId?: number } = {},
): Promise<number[]> {
  if (taleIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ taleId: writtenPubRequestTales.taleId })
    .from(writtenPubRequestTales)
    .innerJoin(writtenPubRequests, eq(writtenPubRequests.requestId, writtenPubRequestTales.requestId))
    .where(
      and(
        inArray(writtenPubRequestTales.taleId, taleIds),
        eq(writtenPubRequests.status, status),
        options.proposerUserId === undefined
          ? undefined
          : eq(writtenPubRequests.proposerUserId, options.proposerUserId),
        options.exceptRequestId === undefined
          ? undefined
          : ne(writtenPubRequests.requestId, options.exceptRequestId),
      ),
    );
  return rows.map((r) => r.taleId);
}

export function writtenPubRequestRepository(db: Db) {
  return {
    async list(filter: RequestFilter): Promise<{ rows: RequestRow[]; total: number }> {
      const where = and(
        filter.status ? eq(writtenPubRequests.status, filter.status) : undefined,
        filter.proposerUserId === undefined
          ? undefined
          : eq(writtenPubRequests.proposerUserId, filter.proposerUserId),
      );
      const [rows, [total]] = await Promise.all([
        baseQuery(db, where)
          .orderBy(desc(writtenPubRequests.createdAt), desc(writtenPubRequests.requestId))
          .limit(filter.pageSize)
          .offset(filter.page * filter.pageSize),
        db.select({ n: count() }).from(writtenPubRequests).where(where),
      ]);
      return { rows: await withTales(db, rows), total: Number(total?.n ?? 0) };
    },

    async byId(requestId: number): Promise<RequestRow | undefined> {
      const rows = await baseQuery(db, eq(writtenPubRequests.requestId, requestId));
      return (await withTales(db, rows))[0];
    },

    /** Creates the request after `guard` accepted the proposal as the locked tales show it; answers its id. */
    create: (
      input: { proposerUserId: number; reason: string; taleIds: number[] },
      guard: (state: ProposalState) => void,
      audit: Omit<AuditEntry, 'entityId'>,
    ) =>
      db.transaction(async (tx) => {
        const locked = await lockTales(tx, input.taleIds);
        const found = locked.map((t) => t.taleId);
        guard({
          tales: locked,
          acceptedTaleIds: await talesInRequests(tx, found, 'accepted'),
          pendingOwnTaleIds: await talesInRequests(tx, found, 'pending', {
            proposerUserId: input.proposerUserId,
          }),
        });
        const [created] = await tx
          .insert(writtenPubRequests)
          .values({ proposerUserId: input.proposerUserId, reason: input.reason })
          .returning({ requestId: writtenPubRequests.requestId });
        if (!created) throw new Error('request insert returned nothing');
        await tx
          .insert(writtenPubRequestTales)
          .values(input.taleIds.map((taleId) => ({ requestId: created.requestId, taleId })));
        await writeAudit(tx, { ...audit, entityId: created.requestId });
        return created.requestId;
      }),

    /**
     * Records the admin's decision and queues the proposer's mail; false when there is no such request. The
     * request row is locked first: of two decisions at once the second sees the first's and its guard refuses.
     */
    decide: (
      requestId: number,
      decision: { status: 'accepted' | 'declined'; note: string | null; deciderUserId: number },
      guard: (state: DecisionState) => void,
      audit: AuditEntry,
    ) =>
      db.transaction(async (tx) => {
        const [request] = await tx
          .select({ status: writtenPubRequests.status, proposerUserId: writtenPubRequests.proposerUserId })
          .from(writtenPubRequests)
          .where(eq(writtenPubRequests.requestId, requestId))
          .for('update');
        if (!request) return false;
        const links = await tx
          .select({ taleId: writtenPubRequestTales.taleId })
          .from(writtenPubRequestTales)
          .where(eq(writtenPubRequestTales.requestId, requestId));
        const taleIds = links.map((l) => l.taleId);
        const locked = await lockTales(tx, taleIds);
        guard({
          ...request,
          tales: locked,
          acceptedElsewhereTaleIds:
            decision.status === 'accepted'
              ? await talesInRequests(tx, taleIds, 'accepted', { exceptRequestId: requestId })
              : [],
        });
        await tx
          .update(writtenPubRequests)
          .set({
            status: decision.status,
            decisionNote: decision.note,
            decidedByUserId: decision.deciderUserId,
            decidedAt: new Date(),
          })
          .where(eq(writtenPubRequests.requestId, requestId));
        await writeAudit(tx, audit);
        if (request.proposerUserId !== null) {
          await enqueueMails(tx, [
            {
              kind: 'written_pub_request_decided',
              userId: request.proposerUserId,
              writtenPubRequestId: requestId,
            },
          ]);
        }
        return true;
      }),

    /** The proposer a decision mail goes to: an active account, not anonymised; undefined otherwise. */
    recipient: (userId: number) => mailRecipient(db, userId),
  };
}
export type WrittenPubRequestRepository = ReturnType<typeof writtenPubRequestRepository>;
