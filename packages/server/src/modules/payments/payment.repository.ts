/**
 * Queries of the admin's payments. Every batch runs in one transaction on rows it holds locked in
 * id order, with the service's guard deciding on them and one audit row per payment: all or nothing, and
 * of two admins acting on the same payments at once the second sees the first's result and is refused.
 */
import type { PaymentFilter, PaymentStatus } from '@masal/shared';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../db/audit-row.ts';
import type { Db } from '../../db/db.ts';
import { paymentColumns } from '../../db/payment-columns.ts';
import { auditLog, institutions, payments, tales, users } from '../../db/schema/index.ts';
import { filterOf, orderOf } from './payment-filter.ts';

/** A payment locked for a batch. */
export interface LockedPayment {
  paymentId: number;
  status: PaymentStatus;
  userId: number;
  taleId: number;
  numberOfWord: number;
  coefficient: string;
  amountKurus: number;
  adjustsPaymentId: number | null;
}

const lockedColumns = {
  paymentId: payments.paymentId,
  status: payments.status,
  userId: payments.userId,
  taleId: payments.taleId,
  numberOfWord: payments.numberOfWord,
  coefficient: payments.coefficient,
  amountKurus: payments.amountKurus,
  adjustsPaymentId: payments.adjustsPaymentId,
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const lock = (tx: Tx, paymentIds: number[]): Promise<LockedPayment[]> =>
  tx
    .select(lockedColumns)
    .from(payments)
    .where(inArray(payments.paymentId, paymentIds))
    .orderBy(asc(payments.paymentId))
    .for('update');

/** One audit row per payment, in one insert. */
const auditEach = (
  tx: Tx,
  actor: AuditActor,
  action: 'payment.approve' | 'payment.pay',
  paymentIds: number[],
  details: Record<string, unknown>,
) =>
  tx.insert(auditLog).values(
    paymentIds.map((paymentId) => ({
      actorUserId: actor.userId,
      entity: 'payment',
      entityId: String(paymentId),
      action,
      details,
      ip: actor.ip,
    })),
  );

export function paymentRepository(db: Db) {
  return {
    async list(filter: PaymentFilter & { page: number; pageSize: number }) {
      const where = filterOf(filter);
      const page = db
        .select({
          ...paymentColumns,
          name: users.name,
          surname: users.surname,
          institutionName: institutions.name,
          area: payments.area,
          identityNoEnc: users.identityNoEnc,
          ibanEnc: users.ibanEnc,
          bankName: users.bankName,
        })
        .from(payments)
        .innerJoin(tales, eq(tales.taleId, payments.taleId))
        .innerJoin(users, eq(users.userId, payments.userId))
        .leftJoin(institutions, eq(institutions.institutionId, payments.institutionId))
        .where(where)
        .orderBy(...orderOf(filter))
        .limit(filter.pageSize)
        .offset(filter.page * filter.pageSize);
      // The sums of the whole filter read payments alone.
      const sums = db
        .select({
          status: payments.status,
          count: count(),
          amountKurus: sql<string>`coalesce(sum(${payments.amountKurus}), 0)`,
        })
        .from(payments)
        .where(where)
        .groupBy(payments.status);
      const [rows, byStatus] = await Promise.all([page, sums]);
      return {
        rows,
        byStatus: byStatus.map((s) => ({ ...s, amountKurus: Number(s.amountKurus) })),
      };
    },

    /**
     * Moves the payments on in one transaction: `guard` sees them locked (missing ones absent) and throws to
     * refuse; then every one gets `set`, with an audit row each.
     */
    async advance(
      paymentIds: number[],
      guard: (locked: LockedPayment[]) => void,
      set: Partial<typeof payments.$inferInsert>,
      audit: {
        actor: AuditActor;
        action: 'payment.approve' | 'payment.pay';
        details: Record<string, unknown>;
      },
    ): Promise<number> {
      return db.transaction(async (tx) => {
        guard(await lock(tx, paymentIds));
        const updated = await tx
          .update(payments)
          .set(set)
          .where(inArray(payments.paymentId, paymentIds))
          .returning({ paymentId: payments.paymentId });
        await auditEach(tx, audit.actor, audit.action, paymentIds, audit.details);
        return updated.length;
      });
    },

    /**
     * A linked adjustment of `paymentId`: `decide` sees the original locked and the sums of its earlier
     * adjustments, and answers the new row's words and kuruş (or throws). Undefined when there is no payment.
     */
    async adjust(
      paymentId: number,
      decide: (
        original: LockedPayment,
        earlier: { numberOfWord: number; amountKurus: number },
      ) => { numberOfWord: number; amountKurus: number },
      reason: string,
      actor: AuditActor,
    ): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const [original] = await lock(tx, [paymentId]);
        if (!original) return undefined;
        const [earlier] = await tx
          .select({
            numberOfWord: sql<string>`coalesce(sum(${payments.numberOfWord}), 0)`,
            amountKurus: sql<string>`coalesce(sum(${payments.amountKurus}), 0)`,
          })
          .from(payments)
          .where(eq(payments.adjustsPaymentId, paymentId));
        const change = decide(original, {
          numberOfWord: Number(earlier?.numberOfWord ?? 0),
          amountKurus: Number(earlier?.amountKurus ?? 0),
        });
        const [row] = await tx
          .insert(payments)
          .values({
            taleId: original.taleId,
            userId: original.userId,
            coefficient: original.coefficient,
            ...change,
            adjustsPaymentId: paymentId,
            reason,
            createdBy: actor.userId,
          })
          .returning({ paymentId: payments.paymentId });
        if (!row) throw new Error('adjustment not inserted');
        await writeAudit(tx, {
          actorUserId: actor.userId,
          entityId: row.paymentId,
          action: 'payment.adjust',
          details: { adjustsPaymentId: paymentId, ...change, reason },
          ip: actor.ip,
        });
        return row.paymentId;
      });
    },

    /** One payment as decisions.md's row. */
    async byId(paymentId: number) {
      const [row] = await db
        .select(paymentColumns)
        .from(payments)
        .innerJoin(tales, eq(tales.taleId, payments.taleId))
        .where(eq(payments.paymentId, paymentId));
      return row;
    },

    /** The payments that exist of `paymentIds`, with their status. */
    statusesOf(paymentIds: number[]) {
      return db
        .select({ paymentId: payments.paymentId, status: payments.status })
        .from(payments)
        .where(inArray(payments.paymentId, paymentIds));
    },
  };
}
export type PaymentRepository = ReturnType<typeof paymentRepository>;
