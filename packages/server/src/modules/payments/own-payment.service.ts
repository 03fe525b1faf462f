/** The signed-in user's own payments: the rows as the API shows them, with the totals per year and status. */
import type { PaymentListAnswer } from '@masal/shared';
import { toPayment } from '../../db/payment-columns.ts';
import type { OwnPaymentRepository } from './own-payment.repository.ts';

export function ownPaymentService(repo: OwnPaymentRepository) {
  return {
    async list(userId: number, paging: { page: number; pageSize: number }): Promise<PaymentListAnswer> {
      const { rows, totals, total } = await repo.list(userId, paging);
      return { rows: rows.map(toPayment), total, totals };
    },
  };
}
export type OwnPaymentService = ReturnType<typeof ownPaymentService>;
