/**
 * A word-level comparison of two texts with jsdiff's `diffArrays` over Turkish-aware tokens: a word keeps
 * its apostrophe suffix ("İstanbul'dan", "Keloğlan’ın"), which jsdiff's own word splitting cuts in two,
 * and its letters whatever the script ("ağaç", "ışığı"). Intl.Segmenter would split the same way but
 * takes seconds on a long tale, so the tokens come from one Unicode regular expression.
 *
 * jsdiff's cost grows with the text's length times the number of edits, which for a long, much edited
 * tale is many seconds. So sentences are compared first; only the stretches of changed sentences are
 * compared word by word, and a stretch changed throughout sentence by sentence, in order.
 */
import { diffArrays } from 'diff';

type DiffKind = 'same' | 'added' | 'removed';

export interface DiffPart {
  kind: DiffKind;
  text: string;
}

export interface WordDiff {
  parts: DiffPart[];
  /** Words only, not punctuation. */
  addedWords: number;
  removedWords: number;
}

const LETTERS = '\\p{L}\\p{M}\\p{N}';
/** A word (with apostrophe suffixes) or one other character, each with the whitespace after it. */
const TOKEN = new RegExp(`^\\s+|(?:[${LETTERS}]+(?:['’ʼ][${LETTERS}]+)*|[^\\s${LETTERS}])\\s*`, 'gu');
const WORD = new RegExp(`^[${LETTERS}]`, 'u');
const SENTENCE_END = /^[.!?…]/;

/** Past this many edits a comparison gives up (and a smaller one is tried): it keeps each under ~0.1 s. */
const MAX_EDITS = 300;

/** The text's tokens, every character kept; exported for the tests. */
export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/** Tokens grouped into sentences: up to a full stop, question or exclamation mark, or a line break. */
function sentences(tokens: readonly string[]): string[][] {
  const all: string[][] = [];
  let current: string[] = [];
  for (const token of tokens) {
    current.push(token);
    if (SENTENCE_END.test(token) || token.includes('\n')) {
      all.push(current);
      current = [];
    }
  }
  if (current.length > 0) all.push(current);
  return all;
}

/** How tokens compare: a changed space or line break alone is no change of words. */
type Key = (token: string) => string;
const exactKey: Key = (token) => token.trimEnd();

type Piece = [DiffKind, readonly string[]];

/**
 * `before` → `after` as pieces of the original tokens (unchanged ones as `after` writes them), or
 * undefined past MAX_EDITS.
 */
function compare<T>(
  before: readonly T[],
  after: readonly T[],
  keyOf: (item: T) => string,
): [DiffKind, T[]][] | undefined {
  const changes = diffArrays(before.map(keyOf), after.map(keyOf), { maxEditLength: MAX_EDITS });
  if (!changes) return undefined;
  let b = 0;
  let a = 0;
  return changes.map(({ added, removed, count }): [DiffKind, T[]] => {
    const start = removed ? b : a;
    const items = (removed ? before : after).slice(start, start + count);
    if (!added) b += count;
    if (!removed) a += count;
    return [added ? 'added' : removed ? 'removed' : 'same', items];
  });
}

const replaced = (before: readonly string[], after: readonly string[]): Piece[] => [
  ['removed', before],
  ['added', after],
];

/** Changed sentences: word by word as a whole, or else sentence by sentence. */
function compareStretch(before: string[][], after: string[][], key: Key): Piece[] {
  const whole = compare(before.flat(), after.flat(), key);
  if (whole) return whole;
  return Array.from({ length: Math.max(before.length, after.length) }, (_, i) => {
    const [b = [], a = []] = [before[i], after[i]];
    return compare(b, a, key) ?? replaced(b, a);
  }).flat();
}

function compareSentences(before: string[][], after: string[][], key: Key): Piece[] {
  const sentenceKey = (sentence: readonly string[]) => sentence.map(key).join(' ');
  const changes: [DiffKind, string[][]][] = compare(before, after, sentenceKey) ?? [
    ['removed', before],
    ['added', after],
  ];
  const pieces: Piece[] = [];
  for (let i = 0; i < changes.length; i++) {
    const [kind, items] = changes[i] as [DiffKind, string[][]];
    const next = changes[i + 1];
    if (kind === 'removed' && next?.[0] === 'added') {
      pieces.push(...compareStretch(items, next[1], key));
      i++;
    } else {
      pieces.push([kind, items.flat()]);
    }
  }
  return pieces;
}

/**
 * What changed from `before` to `after`, with the number of words added and removed. `fold` makes tokens alike
 * that fold alike (copy detection compares words as foldTr folds them).
 */
export function wordDiff(before: string, after: string, fold?: (token: string) => string): WordDiff {
  const key: Key = fold ? (token) => fold(token.trimEnd()) : exactKey;
  const pieces = compareSentences(sentences(tokenize(before)), sentences(tokenize(after)), key);
  const diff: WordDiff = { parts: [], addedWords: 0, removedWords: 0 };
  for (const [kind, tokens] of pieces) {
    if (tokens.length === 0) continue;
    const words = tokens.filter((token) => WORD.test(token)).length;
    if (kind === 'added') diff.addedWords += words;
    if (kind === 'removed') diff.removedWords += words;
    const text = tokens.join('');
    const last = diff.parts.at(-1);
    if (last?.kind === kind) last.text += text;
    else diff.parts.push({ kind, text });
  }
  return diff;
}
