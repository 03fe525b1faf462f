/**
 * A found tale's snippet: up to two passages of its text around the words searched for, each word that has one of
 * the search's roots marked as the tale writes it ("köylüler" for koylu). Made here rather than by PostgreSQL's
 * ts_headline, which parsed the whole text of every row of a page through the dictionaries (about 2 ms a tale, a
 * fifth of a search's time); the statements send the start of the text instead (snippetSourceSql).
 */
import { foldTr, type SnippetPart } from '@masal/shared';
import { type SQL, sql } from 'drizzle-orm';

/** A snippet comes from the start of a text: a long text's later passages are not looked for. */
const SOURCE_CHARS = 20_000;
/** At most this many passages, of at most MAX_WORDS words each, the first hit BEFORE words into its passage. */
const PASSAGES = 2;
const MAX_WORDS = 24;
const BEFORE = 8;
/** A text without a hit (the tale was found by its name or head) shows its first words. */
const MIN_WORDS = 10;
const PASSAGE_DELIMITER = ' … ';

const WORD = /[\p{L}\p{N}]+/gu;

/** The SQL of the part of `texts` a snippet is made from. */
export const snippetSourceSql = (texts: SQL): SQL => sql`left(${texts}, ${SOURCE_CHARS})`;

interface Word {
  start: number;
  end: number;
  hit: boolean;
}

/** The words of `source` from its start until the last passage is whole, and the passages (word ranges). */
function passagesOf(source: string, roots: readonly string[]) {
  const folded = foldTr(source);
  // Folding keeps every letter's place but for a few rare ones; then each word is folded on its own.
  const aligned = folded.length === source.length;
  const foldedWord = (start: number, end: number) =>
    aligned ? folded.slice(start, end) : foldTr(source.slice(start, end));
  // A text holding none of the roots anywhere shows its first words: no need to read it all.
  const mayHit = !aligned || roots.some((root) => folded.includes(root));
  const words: Word[] = [];
  const passages: Array<{ from: number; to: number }> = [];
  for (const match of source.matchAll(WORD)) {
    if (!mayHit && words.length === MIN_WORDS) break;
    const start = match.index;
    const end = start + match[0].length;
    const word = foldedWord(start, end);
    const hit = roots.some((root) => word.startsWith(root));
    const index = words.push({ start, end, hit }) - 1;
    const last = passages.at(-1);
    if (last && index < last.to) continue;
    if (last && passages.length === PASSAGES) break;
    if (hit) {
      const from = Math.max(last?.to ?? 0, index - BEFORE);
      passages.push({ from, to: from + MAX_WORDS });
    }
  }
  for (const passage of passages) passage.to = Math.min(passage.to, words.length);
  if (passages.length === 0 && words.length > 0)
    passages.push({ from: 0, to: Math.min(MIN_WORDS, words.length) });
  return { words, passages };
}

/** The snippet of `source` (the start of a tale's text) for the search's `roots` (folded): text and hits in order. */
export function snippetOf(source: string | null, roots: readonly string[]): SnippetPart[] {
  if (!source) return [];
  const { words, passages } = passagesOf(source, roots);
  const parts: SnippetPart[] = [];
  const add = (text: string, hit: boolean) => {
    const previous = parts.at(-1);
    if (previous && !previous.hit && !hit) previous.text += text;
    else parts.push({ text, hit });
  };
  passages.forEach(({ from, to }, n) => {
    if (n > 0) add(PASSAGE_DELIMITER, false);
    for (let i = from; i < to; i++) {
      const word = words[i] as Word;
      const next = words[i + 1];
      add(source.slice(word.start, word.end), word.hit);
      // What stands between two words (punctuation, a line break) as one line; after the last, its punctuation.
      const between = source
        .slice(word.end, i + 1 < to && next ? next.start : word.end + 1)
        .replace(/\s+/g, ' ');
      if (i + 1 < to) add(between, false);
      else if (/^[.,;:!?…]$/u.test(between)) add(between, false);
    }
  });
  return parts;
}
