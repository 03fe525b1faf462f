/** How long something has waited, as a person says it: "2 saat", "3 gün" (the inbox showed a date). */
import { formatCount } from '@masal/shared';
import { t } from '../i18n/i18n.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function waitingText(sinceIso: string, now: number = Date.now()): string {
  const waited = Math.max(0, now - Date.parse(sinceIso));
  if (waited < HOUR) return t('app.waitedUnderHour');
  if (waited < DAY) return t('app.waitedHours', { count: Math.floor(waited / HOUR) });
  return t('app.waitedDays', { count: formatCount(Math.floor(waited / DAY)) });
}
