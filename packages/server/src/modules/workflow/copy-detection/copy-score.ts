/**
 * The exact comparison of two tale texts, for the handful of candidates the fingerprints chose: the score and
 * the passages both hold, each side as it was typed.
 */
import type { CopyPassage } from '@masal/shared';
import { isFormulaShingle, SHINGLE_WORDS, shingleHashes } from './shingles.ts';
import { type WordSpans, wordSpans } from './tale-words.ts';

/** A passage sharing fewer words than this is a common phrase, not one worth showing. */
export const PASSAGE_MIN_WORDS = 8;
/** Words changed, dropped or added between two shared runs that still make one passage. */
const PASSAGE_GAP_WORDS = 3;
/** Passages shown per similar tale: the longest ones, in the order they stand in the tale. */
const PASSAGES_MAX = 10;
/** Words shown of one passage: a tale copied whole is one passage, and the answer stays small. */
export const PASSAGE_WORDS_SHOWN = 400;
/** Places of one shingle in the other text tried as a passage's start (a repeated phrase has many). */
const STARTS_TRIED = 4;

/** A text prepared for comparison: its words with their places, its shingles and their set (formulas out). */
export interface ComparedText {
  text: string;
  words: WordSpans;
  shingles: Int32Array;
  set: Set<number>;
}

export function comparedText(text: string | null | undefined): ComparedText {
  const value = text ?? '';
  const words = wordSpans(value);
  const shingles = shingleHashes(words.hashes);
  const set = new Set<number>();
  for (const hash of shingles) if (!isFormulaShingle(hash)) set.add(hash);
  return { text: value, words, shingles, set };
}

/**
 * Similarity 0–1: the larger of the shingle sets' Jaccard index (the same tale, edited) and the part of
 * `tale`'s shingles found in `other` (a tale copied out of a longer one).
 */
export function copyScore(tale: ComparedText, other: ComparedText): number {
  if (tale.set.size === 0 || other.set.size === 0) return 0;
  let shared = 0;
  for (const hash of tale.set) if (other.set.has(hash)) shared++;
  const jaccard = shared / (tale.set.size + other.set.size - shared);
  return Math.max(jaccard, shared / tale.set.size);
}

/** The words `from`…`from + count − 1` as written, cut after PASSAGE_WORDS_SHOWN words. */
function writtenRun(text: ComparedText, from: number, count: number): string {
  const shown = Math.min(count, PASSAGE_WORDS_SHOWN);
  const written = text.text.slice(text.words.starts[from], text.words.ends[from + shown - 1]);
  return shown < count ? `${written} …` : written;
}

/** Shingles of the run of `words` words from `from` that are not formulas. */
function ownShingles(shingles: Int32Array, from: number, words: number): number {
  let n = 0;
  for (let i = from; i <= from + words - SHINGLE_WORDS; i++)
    if (!isFormulaShingle(shingles[i] as number)) n++;
  return n;
}

interface Passage {
  /** Its words in the tale, `from` to before `fromEnd`, and in the other text, `to` to before `toEnd`. */
  from: number;
  fromEnd: number;
  to: number;
  toEnd: number;
  /** Words both hold, and shingles of those that are not formulas. */
  shared: number;
  own: number;
}

/**
 * The passages both texts hold, read through `tale` from its start: the maximal runs of words both hold in the
 * same order (greedy: a run is taken whole, then the search goes on after it), joined across edits of up to
 * PASSAGE_GAP_WORDS words on either side, so a copy with a word changed here and there is one passage whose two
 * sides show the edits. A passage shares at least PASSAGE_MIN_WORDS words, and as many words' worth of shingles
 * that are not the tellers' formulas: the formulas alone make no passage.
 */
export function passagesOf(tale: ComparedText, other: ComparedText): CopyPassage[] {
  const starts = new Map<number, number[]>();
  other.shingles.forEach((hash, at) => {
    if (isFormulaShingle(hash)) return;
    const places = starts.get(hash);
    if (!places) starts.set(hash, [at]);
    else if (places.length < STARTS_TRIED) places.push(at);
  });
  const a = tale.words.hashes;
  const b = other.words.hashes;
  const passages: Passage[] = [];
  for (let i = 0; i < tale.shingles.length; ) {
    let best = 0;
    let bestAt = -1;
    for (const at of starts.get(tale.shingles[i] as number) ?? []) {
      let n = 0;
      while (i + n < a.length && at + n < b.length && a[i + n] === b[at + n]) n++;
      if (n > best) {
        best = n;
        bestAt = at;
      }
    }
    if (best < SHINGLE_WORDS) {
      i++;
      continue;
    }
    const own = ownShingles(tale.shingles, i, best);
    const last = passages.at(-1);
    const otherGap = last ? bestAt - last.toEnd : -1;
    if (last && i - last.fromEnd <= PASSAGE_GAP_WORDS && otherGap >= 0 && otherGap <= PASSAGE_GAP_WORDS) {
      last.fromEnd = i + best;
      last.toEnd = bestAt + best;
      last.shared += best;
      last.own += own;
    } else {
      // A run begun by a formula started where the first shingle that is not one did: it reaches back to it.
      let back = 0;
      const floor = last?.fromEnd ?? 0;
      while (i - back > floor && bestAt - back > 0 && a[i - back - 1] === b[bestAt - back - 1]) back++;
      passages.push({
        from: i - back,
        fromEnd: i + best,
        to: bestAt - back,
        toEnd: bestAt + best,
        shared: best + back,
        own,
      });
    }
    i += best;
  }
  return passages
    .filter((p) => p.shared >= PASSAGE_MIN_WORDS && p.own >= PASSAGE_MIN_WORDS - SHINGLE_WORDS + 1)
    .sort((x, y) => y.shared - x.shared)
    .slice(0, PASSAGES_MAX)
    .sort((x, y) => x.from - y.from)
    .map((p) => ({
      tale: writtenRun(tale, p.from, p.fromEnd - p.from),
      match: writtenRun(other, p.to, p.toEnd - p.to),
      words: p.fromEnd - p.from,
    }));
}
