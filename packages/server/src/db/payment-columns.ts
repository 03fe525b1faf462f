/**
 * The columns of a payment row of decisions.md (payments joined to tales), and how the answer shows them. The
 * payments and the personal-data export both read them, so they sit below the modules.
 */
import type { Payment } from '@masal/shared';
import { payments, tales } from './schema/index.ts';

export const paymentColumns = {
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
  adjustsPaymentId: payments.adjustsPaymentId,
  reason: payments.reason,
};

interface PaymentRow {
  coefficient: string;
  createdAt: Date;
  approvedAt: Date | null;
}

/** The database prints numeric(10,4) as "25.1000"; the coefficient travels as it is written, "25.1". */
export const coefficientText = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

export const toPayment = <R extends PaymentRow & Omit<Payment, 'coefficient' | 'createdAt' | 'approvedAt'>>(
  row: R,
) => ({
  ...row,
  coefficient: coefficientText(row.coefficient),
  createdAt: row.createdAt.toISOString(),
  approvedAt: row.approvedAt?.toISOString() ?? null,
});
