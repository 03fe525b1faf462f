/** How long something has waited, as a person says it: "2 saat", "3 gün" (issue 26: the inbox showed a date). */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function waitingText(sinceIso: string, now: number = Date.now()): string {
  const waited = Math.max(0, now - Date.parse(sinceIso));
  if (waited < HOUR) return '1 saatten az';
  if (waited < DAY) return `${Math.floor(waited / HOUR)} saat`;
  return `${Math.floor(waited / DAY).toLocaleString('tr-TR')} gün`;
}
