/** Turkish text helpers: case mapping, search folding, sort keys, word count (formatting is in format.ts). */
import { READING_ROOM_PATH } from './constants.ts';

const TR = 'tr-TR';

export const upperTr = (s: string) => s.toLocaleUpperCase(TR);
export const lowerTr = (s: string) => s.toLocaleLowerCase(TR);

/**
 * The one folding table, for accent-insensitive search: foldTr applies it in JavaScript and the server
 * generates its SQL `translate(...)` from it. An explicit map, because NFD decomposition turns İ into
 * I + a combining dot and breaks matching.
 */
export const FOLD_TR: Readonly<Record<string, string>> = {
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
const FOLDED = new RegExp(`[${Object.keys(FOLD_TR).join('')}]`, 'g');
/** Folds Turkish letters to ASCII for accent-insensitive search. */
export function foldTr(s: string): string {
  return s.replace(FOLDED, (ch) => FOLD_TR[ch] ?? ch).toLowerCase();
}

// Letters of the Turkish alphabet that byte order misplaces, moved just after their base letter.
export const SORT_TR: Readonly<Record<string, string>> = {
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
  return lowerTr(s.trim()).replace(/[çğıöşüâîû]/g, (ch) => SORT_TR[ch] ?? ch);
}

const wordSegmenter = new Intl.Segmenter('tr', { granularity: 'word' });
/** Segmenting one long string takes quadratic time in V8 (17 s for 200 000 characters): pieces of about this size. */
const SEGMENT_PIECE = 2000;
/** Word count as the server computes numberOfWord (decisions.md). */
export function countWords(text: string | null | undefined): number {
  if (!text) return 0;
  let n = 0;
  for (let start = 0; start < text.length; ) {
    let end = Math.min(start + SEGMENT_PIECE, text.length);
    // Cut before a whitespace, so no word is split; a piece without any is cut where it is, off a surrogate pair.
    let cut = end;
    while (cut > start && cut < text.length && !/\s/.test(text.charAt(cut))) cut--;
    if (cut > start) end = cut;
    else if (/[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end--;
    for (const s of wordSegmenter.segment(text.slice(start, end))) if (s.isWordLike) n++;
    start = end;
  }
  return n;
}

/**
 * The slug of a public address (the reading room's `/arsiv/masal/{id}-{slug}`): Turkish letters folded to
 * ASCII by FOLD_TR (ç→c ğ→g ı→i ö→o ş→s ü→u), lower case, any other run of characters one hyphen. The id
 * before it finds the tale, so the slug only has to read well; a name with nothing left gives `masal`.
 */
export function slugTr(s: string, max = 80): string {
  const slug = foldTr(s.normalize('NFC'))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, max)
    .replace(/^-+|-+$/g, '');
  return slug || 'masal';
}

/** A published tale's page in the reading room, on the portal's origin: `/arsiv/masal/12-keloglan-ile-dev`. */
export const publicTalePath = (taleId: number, taleName: string) =>
  `${READING_ROOM_PATH}/masal/${taleId}-${slugTr(taleName)}`;

/** A file published with a published tale, for anyone, on the portal's origin (no signature: it is public). */
export const publicFilePath = (attachmentId: number) => `/uploads/public/${attachmentId}`;

/** Text made safe inside HTML, in an element or a quoted attribute. */
export const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A text's paragraphs, separated by blank lines; a single line break stays inside its paragraph. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
