/** A search text as the SQL of the search repository takes it: its words, and its folded form for trigrams. */
import { foldTr } from '@masal/shared';
import type { SearchText } from './search-sql.ts';

/** More words than this add nothing a person means to find, and each costs a stemming. */
const WORDS_MAX = 12;
/** A word runs on letters and digits; an apostrophe ends it ("Keloğlan'ın" is "Keloğlan"). */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]*)?/gu;

/** The words of a search text, each without what follows an apostrophe. */
export function searchWords(text: string): string[] {
  const words = (text.match(WORD) ?? []).map((word) => word.replace(/['’].*$/u, ''));
  return words.filter((word) => word.length > 0).slice(0, WORDS_MAX);
}

/**
 * Case and possessive endings a word typed without its Turkish letters may carry: the stemmer, needing the real
 * vowels, leaves "kizlar" or "koyde" whole; their roots (kiz, koy) still find "kızlar" and "köyde".
 */
const ENDING =
  /(?:lar|ler)?(?:indan|inden|undan|unden|inda|inde|unda|unde|ndan|nden|nda|nde|nin|nun|dan|den|tan|ten|da|de|ta|te|in|un|na|ne|ya|ye|yi|yu|i|u|a|e)?$/;

/** A word folded, without the ending it seems to carry (a one-letter ending only from a root of 4 letters). */
export function rootOf(word: string): string {
  const folded = foldTr(word);
  const root = folded.replace(ENDING, '');
  const cut = folded.length - root.length;
  return root.length < 3 || (cut === 1 && root.length < 4) ? folded : root;
}

/** The words folded the Turkish way and joined: matched by trigram against the folded names. */
export const foldedWords = (words: readonly string[]): string => foldTr(words.join(' '));

/** A search text as the search statements take it (words, roots, folded); null when it has no word. */
export function searchTextOf(raw: string | undefined): SearchText | null {
  const words = searchWords(raw ?? '');
  if (words.length === 0) return null;
  return { words, roots: words.map(rootOf), folded: foldedWords(words) };
}
