/** Today in Istanbul as YYYY-MM-DD: the latest date the shared schema accepts. */
export function todayIso(): string {
  return new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
}
