/** The signed-in user's own payments, newest first (payments_user), with the tale's name and their totals. */
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { ISTANBUL_SQL } from '../../db/istanbul-day.ts';
import { paymentColumns } from '../../db/payment-columns.ts';
import { payments, tales } from '../../db/schema/index.ts';

/** The year of accrual in Istanbul. */
const year = sql<number>`extract(year from ${payments.createdAt} at time zone ${ISTANBUL_SQL})::int`;

export function ownPaymentRepository(db: Db) {
  return {
    async list(userId: number, paging: { page: number; pageSize: number }) {
      const own = eq(payments.userId, userId);
      const [rows, [total], totals] = await Promise.all([
        db
          .select(paymentColumns)
          .from(payments)
          .innerJoin(tales, eq(tales.taleId, payments.taleId))
          .where(own)
          .orderBy(desc(payments.createdAt), desc(payments.paymentId))
          .limit(paging.pageSize)
          .offset(paging.page * paging.pageSize),
        db.select({ n: count() }).from(payments).where(own),
        db
          .select({
            year,
            status: payments.status,
            count: count(),
            amountKurus: sql<string>`sum(${payments.amountKurus})`,
          })
          .from(payments)
          .where(own)
          .groupBy(year, payments.status)
          .orderBy(desc(year), payments.status),
      ]);
      return {
        rows,
        total: Number(total?.n ?? 0),
        totals: totals.map((t) => ({ ...t, year: Number(t.year), amountKurus: Number(t.amountKurus) })),
      };
    },
  };
}
export type OwnPaymentRepository = ReturnType<typeof ownPaymentRepository>;
