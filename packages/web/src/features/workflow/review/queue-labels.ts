import type { WorkQueueRow } from '@masal/shared';
import { t } from '../../../i18n/i18n.ts';

/** Why a tale waits for the reader: their review, or the advisory board's decision. */
export function reasonLabel(reason: WorkQueueRow['reason']): string {
  return reason === 'advisoryBoard' ? t('review.reasonAdvisoryBoard') : t('review.reasonReview');
}

/** "Karadeniz / Trabzon", what of it is known, or a dash. */
export function placeOf(row: { area: string | null; city: string | null }): string {
  return [row.area, row.city].filter((v) => v?.trim()).join(' / ') || '—';
}
