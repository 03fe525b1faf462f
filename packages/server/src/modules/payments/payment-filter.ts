/**
 * The admin's payment filters as SQL on the payments table alone (region and institution are copies kept by
 * triggers, the compiler a semi-join on users), shared by the list and the bank export; and the order a
 * period's list goes in, newest first by the date the period reads.
 */
import { foldTr, type PaymentFilter } from '@masal/shared';
import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { istanbulMidnight } from '../../db/istanbul-day.ts';
import { containsPattern } from '../../db/like.ts';
import { payments, users } from '../../db/schema/index.ts';

function periodOf(f: PaymentFilter): SQL | undefined {
  if (f.period === 'paid') {
    return and(
      isNotNull(payments.paidAt),
      f.from ? sql`${payments.paidAt} >= ${f.from}::date` : undefined,
      f.to ? sql`${payments.paidAt} <= ${f.to}::date` : undefined,
    );
  }
  const at = f.period === 'approved' ? payments.approvedAt : payments.createdAt;
  return and(
    f.period === 'approved' ? isNotNull(payments.approvedAt) : undefined,
    f.from ? sql`${at} >= ${istanbulMidnight(f.from)}` : undefined,
    f.to ? sql`${at} < ${istanbulMidnight(f.to, 1)}` : undefined,
  );
}

export function filterOf(f: PaymentFilter): SQL | undefined {
  return and(
    f.status ? eq(payments.status, f.status) : undefined,
    periodOf(f),
    f.userId ? eq(payments.userId, f.userId) : undefined,
    f.compiler
      ? sql`${payments.userId} in (select ${users.userId} from ${users} where ${users.searchFolded} like ${containsPattern(foldTr(f.compiler))})`
      : undefined,
    f.institutionId ? eq(payments.institutionId, f.institutionId) : undefined,
    f.area ? eq(payments.area, f.area) : undefined,
  );
}

/** Newest first by the period's date (its index gives the order), ties by id. */
export function orderOf(f: Pick<PaymentFilter, 'period'>): SQL[] {
  const at = { created: payments.createdAt, approved: payments.approvedAt, paid: payments.paidAt }[f.period];
  return [desc(at), desc(payments.paymentId)];
}
