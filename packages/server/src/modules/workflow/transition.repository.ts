/**
 * The one transaction of a workflow transition (decisions.md): the tale's status, its history row, the
 * advisory board's record, the compiler's payment and the mails, with the audit rows. All or nothing.
 */
import { ACTION, type AdvisoryBoardDecision, paymentAmountKurus, rolesWith } from '@masal/shared';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit-row.ts';
import type { Db } from '../../db/db.ts';
import {
  advisoryBoardApprovals,
  paymentCoefficients,
  payments,
  taleAbstracts,
  taleHistory,
  tales,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import { enqueueMails, type MailJobKind } from '../../mail/mail-job.repository.ts';

/**
 * One mail of a transition: to these people, and to every active advisory board member when `advisoryBoard`; the one
 * who took the decision only when it is their `receipt`.
 */
export interface TransitionMail {
  kind: MailJobKind;
  userIds: readonly number[];
  advisoryBoard: boolean;
  receipt?: boolean;
}

export interface TransitionWrite {
  taleId: number;
  from: number;
  to: number;
  actorUserId: number;
  note?: string | undefined;
  /** The note is meant for the compiler (decisions.md); other notes stay between staff. */
  noteForOwner?: boolean | undefined;
  /** The version the checks were made on: a tale changed since is not moved (someone acted meanwhile). */
  version?: number | undefined;
  /** The editor the tale is given to (assignment, reassignment, an admin's change to 3). */
  editorId?: number | undefined;
  /** The advisory board's decision, written into the tale's one approval record. */
  advisoryBoardDecision?: AdvisoryBoardDecision | undefined;
  /** Reaching 6 or 7: the compiler's payment, once per tale however often it gets there. */
  accruePayment?: boolean | undefined;
  /** The transition's mails. */
  mails?: readonly TransitionMail[] | undefined;
  /** More writes of the same transaction, after the move (the copy check of a submit). */
  alsoWrite?: ((tx: Db) => Promise<unknown>) | undefined;
}

type Executor = Pick<Db, 'select' | 'selectDistinct' | 'insert'>;

/** Every active holder of an advisory board role. */
async function advisoryBoardMemberIds(tx: Executor): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.userId, userRoles.userId))
    .where(and(inArray(userRoles.roleId, rolesWith('advisoryBoard')), eq(users.isActive, true)));
  return rows.map((r) => r.userId);
}

/**
 * The payment with the word count and the coefficient in force now, frozen on the record. The partial unique
 * index payments_one_per_tale makes a second arrival at 6 or 7 a no-op; only a new row is audited.
 */
async function accruePayment(
  tx: Executor,
  tale: { taleId: number; userId: number; numberOfWord: number },
  audit: AuditEntry,
): Promise<void> {
  const [coefficient] = await tx
    .select({ value: paymentCoefficients.value })
    .from(paymentCoefficients)
    .orderBy(desc(paymentCoefficients.changedAt), desc(paymentCoefficients.coefficientId))
    .limit(1);
  if (!coefficient) throw new Error('no payment coefficient in force');
  const amountKurus = paymentAmountKurus(tale.numberOfWord, coefficient.value);
  const [created] = await tx
    .insert(payments)
    .values({ ...tale, coefficient: coefficient.value, amountKurus })
    .onConflictDoNothing({ target: payments.taleId, where: sql`adjusts_payment_id is null` })
    .returning({ paymentId: payments.paymentId });
  if (!created) return;
  await writeAudit(tx, {
    actorUserId: audit.actorUserId,
    ip: audit.ip,
    action: 'payment.create',
    entityId: created.paymentId,
    details: {
      taleId: tale.taleId,
      numberOfWord: tale.numberOfWord,
      coefficient: coefficient.value,
      amountKurus,
    },
  });
}

/** Moves the tale and records everything the move means; false when it was no longer at `from` (or `version`). */
async function writeTransition(db: Db, input: TransitionWrite, audit: AuditEntry): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(tales)
      .set({
        actionId: input.to,
        version: sql`${tales.version} + 1`,
        updatedAt: now,
        ...(input.from === ACTION.draft ? { submittedAt: now } : {}),
        ...(input.editorId ? { editorId: input.editorId } : {}),
        // The lists show the latest note; a transition without one leaves it as it was.
        ...(input.note ? { lastNote: input.note } : {}),
        ...(input.note && input.noteForOwner ? { ownerNote: input.note } : {}),
      })
      .where(
        and(
          eq(tales.taleId, input.taleId),
          eq(tales.actionId, input.from),
          input.version === undefined ? undefined : eq(tales.version, input.version),
        ),
      )
      .returning({ userId: tales.userId, numberOfWord: tales.numberOfWord });
    if (!row) return false;
    await tx.insert(taleHistory).values({
      taleId: input.taleId,
      actorUserId: input.actorUserId,
      fromActionId: input.from,
      toActionId: input.to,
      note: input.note || null,
      noteForOwner: Boolean(input.note && input.noteForOwner),
    });
    if (input.advisoryBoardDecision) {
      const record = {
        decision: input.advisoryBoardDecision,
        memberUserId: input.actorUserId,
        note: input.note || null,
        decidedAt: now,
      };
      await tx
        .insert(advisoryBoardApprovals)
        .values({ taleId: input.taleId, ...record })
        .onConflictDoUpdate({ target: advisoryBoardApprovals.taleId, set: record });
    }
    if (input.accruePayment) {
      await accruePayment(tx, { taleId: input.taleId, ...row }, audit);
    }
    for (const { kind, userIds, advisoryBoard, receipt } of input.mails ?? []) {
      const recipients = new Set([...userIds, ...(advisoryBoard ? await advisoryBoardMemberIds(tx) : [])]);
      // Whoever took the decision knows of it; a receipt is for the very person who sent the tale.
      if (!receipt) recipients.delete(input.actorUserId);
      await enqueueMails(
        tx,
        [...recipients].map((userId) => ({ kind, userId, taleId: input.taleId })),
      );
    }
    if (input.alsoWrite) await input.alsoWrite(tx);
    await writeAudit(tx, audit);
    return true;
  });
}

/** What a transition checks and writes: the editor it names, the abstract it needs, then the move itself. */
export function transitionRepository(db: Db) {
  return {
    /** An active account holding an editor-type role: whom a tale may be assigned to. */
    async isActiveEditor(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: users.userId })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.userId))
        .where(
          and(
            eq(users.userId, userId),
            eq(users.isActive, true),
            isNull(users.anonymizedAt),
            inArray(userRoles.roleId, rolesWith('review')),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async hasAbstract(taleId: number): Promise<boolean> {
      const [row] = await db
        .select({ abstractId: taleAbstracts.abstractId })
        .from(taleAbstracts)
        .where(eq(taleAbstracts.taleId, taleId));
      return row !== undefined;
    },

    /** A workflow transition and everything it records, in one transaction. */
    transition: (input: TransitionWrite, audit: AuditEntry) => writeTransition(db, input, audit),
  };
}
export type TransitionRepository = ReturnType<typeof transitionRepository>;
