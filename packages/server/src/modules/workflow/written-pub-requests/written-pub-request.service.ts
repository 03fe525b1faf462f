/**
 * Written publication requests: editor-type roles propose completed or published tales for the
 * printed book series; admins see every request and accept or decline it; the proposer hears by e-mail.
 * A tale of an accepted request is never proposed (or accepted) again; a proposer's pending request holds its
 * tales for them. Every refusal is taken on rows the write's transaction holds locked.
 */
import {
  ACTION,
  canSeeTale,
  hasPermission,
  MSG,
  type Viewer,
  type WrittenPubRequest,
  type WrittenPubRequestStatus,
} from '@masal/shared';
import type { AuditActor } from '../../../db/audit-row.ts';
import { Conflict, NotAllowed, NotFound, WrongState } from '../../../errors.ts';
import type { MailQueue } from '../../../mail/mail-queue.ts';
import type {
  LockedTale,
  RequestRow,
  WrittenPubRequestRepository,
} from './written-pub-request.repository.ts';

/** The statuses a proposed tale may have: completed (6) or published (9). */
const PROPOSABLE: readonly number[] = [ACTION.completed, ACTION.published];

const person = (userId: number | null, name: string | null, surname: string | null) =>
  userId !== null && name !== null && surname !== null ? { userId, name, surname } : null;

const toWrittenPubRequest = (row: RequestRow): WrittenPubRequest => ({
  requestId: row.requestId,
  proposer: person(row.proposerUserId, row.proposerName, row.proposerSurname),
  reason: row.reason,
  status: row.status,
  decidedBy: person(row.decidedByUserId, row.deciderName, row.deciderSurname),
  decisionNote: row.decisionNote,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  tales: row.tales,
});

/** The message of a refusal, naming the tales it is about. */
const naming = (message: string, tales: readonly LockedTale[], ids: readonly number[]) =>
  `${message} (${tales
    .filter((t) => ids.includes(t.taleId))
    .map((t) => `“${t.taleName}”`)
    .join(', ')})`;

const isAdmin = (viewer: Viewer) => hasPermission(viewer.roleIds, 'administer');

export function writtenPubRequestService(deps: {
  repo: WrittenPubRequestRepository;
  mailQueue: Pick<MailQueue, 'kick'>;
}) {
  const { repo, mailQueue } = deps;

  return {
    /** Admins read every request; an editor only their own (the status filter on top). */
    async list(
      viewer: Viewer,
      query: { page: number; pageSize: number; status?: WrittenPubRequestStatus | undefined },
    ) {
      const { rows, total } = await repo.list({
        ...query,
        proposerUserId: isAdmin(viewer) ? undefined : viewer.userId,
      });
      return { rows: rows.map(toWrittenPubRequest), total };
    },

    /** 404 no such request; 401 someone else's request for an editor who is not an admin. */
    async get(viewer: Viewer, requestId: number): Promise<WrittenPubRequest> {
      const row = await repo.byId(requestId);
      if (!row) throw new NotFound();
      if (!isAdmin(viewer) && row.proposerUserId !== viewer.userId) throw new NotAllowed();
      return toWrittenPubRequest(row);
    },

    /**
     * Proposes the tales: 404 a tale that does not exist or the viewer may not see; 409 one that is not
     * completed or published, one already accepted, or one of the proposer's own pending requests.
     */
    async create(
      viewer: Viewer & AuditActor,
      input: { taleIds: number[]; reason: string },
    ): Promise<WrittenPubRequest> {
      const requestId = await repo.create(
        { proposerUserId: viewer.userId, reason: input.reason, taleIds: input.taleIds },
        (state) => {
          const visible = state.tales.filter((t) => canSeeTale(t, viewer));
          if (visible.length !== input.taleIds.length) throw new NotFound();
          const unfinished = visible.filter((t) => !PROPOSABLE.includes(t.actionId)).map((t) => t.taleId);
          if (unfinished.length > 0) {
            throw new WrongState(naming(MSG.writtenPubRequestTaleNotCompleted, visible, unfinished));
          }
          if (state.acceptedTaleIds.length > 0) {
            throw new Conflict(naming(MSG.writtenPubRequestTaleAccepted, visible, state.acceptedTaleIds));
          }
          if (state.pendingOwnTaleIds.length > 0) {
            throw new Conflict(naming(MSG.writtenPubRequestTalePending, visible, state.pendingOwnTaleIds));
          }
        },
        {
          actorUserId: viewer.userId,
          ip: viewer.ip,
          action: 'writtenPubRequest.create',
          details: { taleIds: input.taleIds },
        },
      );
      return this.get(viewer, requestId);
    },

    /**
     * The admin's decision: 404 no such request; 409 already decided (also the loser of two decisions at once),
     * or, when accepting, a tale accepted in another request meanwhile or no longer completed or published.
     */
    async decide(
      viewer: Viewer & AuditActor,
      requestId: number,
      input: { decision: 'accepted' | 'declined'; note?: string | undefined },
    ): Promise<WrittenPubRequest> {
      const note = input.note?.trim() || null;
      const decided = await repo.decide(
        requestId,
        { status: input.decision, note, deciderUserId: viewer.userId },
        (state) => {
          if (state.status !== 'pending') throw new WrongState(MSG.writtenPubRequestAlreadyDecided);
          if (input.decision !== 'accepted') return;
          if (state.acceptedElsewhereTaleIds.length > 0) {
            throw new Conflict(
              naming(MSG.writtenPubRequestTaleAccepted, state.tales, state.acceptedElsewhereTaleIds),
            );
          }
          const unfinished = state.tales.filter((t) => !PROPOSABLE.includes(t.actionId)).map((t) => t.taleId);
          if (unfinished.length > 0) {
            throw new WrongState(naming(MSG.writtenPubRequestTaleNotCompleted, state.tales, unfinished));
          }
        },
        {
          actorUserId: viewer.userId,
          ip: viewer.ip,
          action: 'writtenPubRequest.decide',
          entityId: requestId,
          details: { decision: input.decision },
        },
      );
      if (!decided) throw new NotFound();
      mailQueue.kick();
      return this.get(viewer, requestId);
    },
  };
}
export type WrittenPubRequestService = ReturnType<typeof writtenPubRequestService>;
