import { formatCount, formatKurus, type PaymentAdminRow } from '@masal/shared';
import { t } from '../../i18n/i18n.ts';

/** Up to this many payees are named in a confirmation; more are counted. */
const NAMED_PAYEES = 3;

/** What a batch moves, for its confirmation: "2 ödeme, toplam 1.234,56 ₺; alıcı: Ayşe Yılmaz, Ali Kaya". */
export function batchSummary(rows: readonly PaymentAdminRow[]): string {
  const payees = new Map(rows.map((r) => [r.userId, `${r.name} ${r.surname}`]));
  const amount = formatKurus(rows.reduce((s, r) => s + r.amountKurus, 0));
  return t('payments.admin.confirmSummary', {
    count: formatCount(rows.length),
    amount,
    payees:
      payees.size <= NAMED_PAYEES
        ? t('payments.admin.confirmPayeesNamed', { names: [...payees.values()].join(', ') })
        : t('payments.admin.confirmPayeesCounted', { count: formatCount(payees.size) }),
  });
}
