/** Turkish text helpers: case mapping, collation, search folding, word count, dates and money. */
const TR = 'tr-TR';
const TIME_ZONE = 'Europe/Istanbul';

export const upperTr = (s: string) => s.toLocaleUpperCase(TR);
export const lowerTr = (s: string) => s.toLocaleLowerCase(TR);

export const collatorTr = new Intl.Collator('tr');
export const compareTr = (a: string, b: string) => collatorTr.compare(a, b);

// An explicit map: NFD decomposition turns İ into I + a combining dot and breaks matching.
const FOLD: Record<string, string> = {
  ç: 'c',
  Ç: 'c',
  ğ: 'g',
  Ğ: 'g',
  ı: 'i',
  İ: 'i',
  I: 'i',
  ö: 'o',
  Ö: 'o',
  ş: 's',
  Ş: 's',
  ü: 'u',
  Ü: 'u',
  â: 'a',
  Â: 'a',
  î: 'i',
  Î: 'i',
  û: 'u',
  Û: 'u',
};
/** Folds Turkish letters to ASCII for accent-insensitive search. */
export function foldTr(s: string): string {
  return s.replace(/[çÇğĞıİIöÖşŞüÜâÂîÎûÛ]/g, (ch) => FOLD[ch] ?? ch).toLowerCase();
}

// Letters of the Turkish alphabet that byte order misplaces, moved just after their base letter.
const SORT: Record<string, string> = {
  ç: 'c{',
  ğ: 'g{',
  ı: 'h{',
  ö: 'o{',
  ş: 's{',
  ü: 'u{',
  â: 'a',
  î: 'i',
  û: 'u',
};
/**
 * A key whose plain byte order (SQL `COLLATE "C"`) is Turkish alphabetical order, for sorting in the
 * database whatever its collation: a b c ç d e f g ğ h ı i … o ö … s ş … u ü ….
 */
export function sortKeyTr(s: string): string {
  return lowerTr(s.trim()).replace(/[çğıöşüâîû]/g, (ch) => SORT[ch] ?? ch);
}

const wordSegmenter = new Intl.Segmenter('tr', { granularity: 'word' });
/** Word count as the server computes numberOfWord (decisions.md). */
export function countWords(text: string | null | undefined): number {
  if (!text) return 0;
  let n = 0;
  for (const s of wordSegmenter.segment(text)) if (s.isWordLike) n++;
  return n;
}

const dateFormat = new Intl.DateTimeFormat(TR, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
/** dd.MM.yyyy in Istanbul time. */
export function formatDateTr(value: Date | string | number): string {
  return dateFormat.format(new Date(value));
}

const moneyFormat = new Intl.NumberFormat(TR, { style: 'currency', currency: 'TRY' });
export function formatMoneyTr(amount: number): string {
  return moneyFormat.format(amount);
}
