/**
 * How the portal writes numbers, dates and money for Turkish readers, and how it orders Turkish words: one
 * module for the web, the server's files and mails, and the shared schemas, so a figure reads the same everywhere.
 */
const TR = 'tr-TR';
/** The portal's calendar: days, months and "today" are Istanbul's, whatever the machine's zone. */
export const ISTANBUL = 'Europe/Istanbul';

const collatorTr = new Intl.Collator('tr');
/** Turkish alphabetical order (ç after c, ı before i…), for `Array.prototype.sort`. */
export const compareTr = (a: string, b: string) => collatorTr.compare(a, b);

const countFormat = new Intl.NumberFormat(TR);
/** A count with Turkish grouping: 12.345. */
export const formatCount = (n: number) => countFormat.format(n);

const decimalFormat = new Intl.NumberFormat(TR, { maximumFractionDigits: 2, useGrouping: false });
const fixedDecimalFormat = new Intl.NumberFormat(TR, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});
/**
 * A number as a file writes it for a Turkish spreadsheet or a bank's import, "2,5": the decimal comma and no
 * thousands separator (they would read a grouping dot as part of the number). `fixed` writes both decimals, as
 * an amount is written: "1234,50".
 */
export const formatDecimal = (n: number, fixed?: 'fixed') =>
  (fixed ? fixedDecimalFormat : decimalFormat).format(n);

const fileSizeFormats = (['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const).map(
  (unit) => new Intl.NumberFormat(TR, { style: 'unit', unit, maximumFractionDigits: 1 }),
);
/** A file size, e.g. "1,5 MB", "820 bayt". */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  for (const [i, format] of fileSizeFormats.entries()) {
    if (value < 1024 || i === fileSizeFormats.length - 1) return format.format(value);
    value /= 1024;
  }
  return '';
}

const percentFormat = new Intl.NumberFormat(TR, { style: 'percent', maximumFractionDigits: 0 });
/** A share (0–1) as a whole percentage written the Turkish way: "%57". */
export const formatPercent = (share: number) => percentFormat.format(share);

const durationUnits = (['hour', 'minute', 'second'] as const).map(
  (unit) => new Intl.NumberFormat(TR, { style: 'unit', unit, unitDisplay: 'short' }),
);
/** A length of time in its two largest units, as an upload's time left reads: "1 sa. 5 dk.", "40 sn.". */
export function formatDurationTr(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const counts = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  const largest = counts.findIndex((n) => n > 0);
  const first = largest === -1 ? counts.length - 1 : largest;
  return [first, first + 1]
    .filter((unit, i) => unit < counts.length && (i === 0 || (counts[unit] ?? 0) > 0))
    .map((unit) => durationUnits[unit]?.format(counts[unit] ?? 0))
    .join(' ');
}

const isoDayFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: ISTANBUL });
/** The Istanbul calendar day of a moment as YYYY-MM-DD (what `<input type="date">` and the database take). */
export const istanbulDay = (moment: Date | string | number) => isoDayFormat.format(new Date(moment));
/** Today in Istanbul as YYYY-MM-DD: the latest date a past date may be, and the day in a file's name. */
export const todayIso = () => istanbulDay(new Date());

const dateFormat = new Intl.DateTimeFormat(TR, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: ISTANBUL,
});
/** dd.MM.yyyy in Istanbul time. */
export function formatDateTr(value: Date | string | number): string {
  return dateFormat.format(new Date(value));
}

const dateTimeFormat = new Intl.DateTimeFormat(TR, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: ISTANBUL,
});
/** dd.MM.yyyy HH:mm in Istanbul time. */
export function formatDateTimeTr(value: Date | string | number): string {
  return dateTimeFormat.format(new Date(value));
}

const timeFormat = new Intl.DateTimeFormat(TR, { hour: '2-digit', minute: '2-digit', timeZone: ISTANBUL });
/** HH:mm in Istanbul time. */
export function formatTimeTr(value: Date | string | number): string {
  return timeFormat.format(new Date(value));
}

// A `YYYY-MM` month is already Istanbul's (the server grouped it so): read at noon UTC, no zone moves it.
const monthFormat = new Intl.DateTimeFormat(TR, { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** `YYYY-MM` as Turkish readers name it, "Kasım 2026"; anything else is shown as it is. */
export function formatMonthTr(month: string): string {
  if (!/^\d{4}-\d{2}$/.test(month)) return month;
  return monthFormat.format(new Date(`${month}-01T12:00:00Z`));
}

const liraFormat = new Intl.NumberFormat(TR, { maximumFractionDigits: 0 });
/**
 * Kuruş as the payments screens write money, "1.234,56 ₺": the lira grouped the Turkish way, the kuruş after a comma,
 * the sign after the number. From the integer, so no float ever rounds a kuruş away.
 */
export function formatKurus(amountKurus: number): string {
  const sign = amountKurus < 0 ? '-' : '';
  const abs = Math.abs(amountKurus);
  return `${sign}${liraFormat.format(Math.trunc(abs / 100))},${String(abs % 100).padStart(2, '0')} ₺`;
}
