/** The signed-in user's own payments, newest first (payments_user), with the tale's name. */
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, tales } from '../../db/schema/index.ts';

export function ownPaymentRepository(db: Db) {
  return {
    async list(userId: number, paging: { page: number; pageSize: number }) {
      const own = eq(payments.userId, userId);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            paymentId: payments.paymentId,
            taleId: payments.taleId,
            taleName: tales.taleName,
            userId: payments.userId,
            numberOfWord: payments.numberOfWord,
            coefficient: payments.coefficient,
            amountKurus: payments.amountKurus,
            status: payments.status,
            createdAt: payments.createdAt,
            approvedAt: payments.approvedAt,
            paidAt: payments.paidAt,
          })
          .from(payments)
          .innerJoin(tales, eq(tales.taleId, payments.taleId))
          .where(own)
          .orderBy(desc(payments.createdAt), desc(payments.paymentId))
          .limit(paging.pageSize)
          .offset(paging.page * paging.pageSize),
        db.select({ n: count() }).from(payments).where(own),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}
export type OwnPaymentRepository = ReturnType<typeof ownPaymentRepository>;
