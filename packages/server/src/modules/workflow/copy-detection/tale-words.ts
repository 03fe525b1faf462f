/**
 * The words copy detection compares, as 32-bit hashes of their folded form: foldTr's table (FOLD_TR) and lower
 * case, so a text re-typed without Turkish letters or in other case reads the same; an apostrophe joins its word
 * ("Keloğlan'ın" and "Keloğlanın" are one). One pass over the characters, no strings made: regular expressions
 * and foldTr over a whole tale cost ten times more, and the backfill and the bench fingerprint 100,000 tales.
 */
import { FOLD_TR } from '@masal/shared';

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const APOSTROPHE = 0x27;
const RIGHT_QUOTE = 0x2019;

/** Per UTF-16 unit: 0 not yet known, 1 not part of a word, else (folded unit + 2). */
const FOLDED_UNIT = new Int32Array(0x10000);
const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

function foldedUnit(code: number): number {
  const known = FOLDED_UNIT[code] as number;
  if (known !== 0) return known;
  const ch = String.fromCharCode(code);
  let value = 1;
  // A lone surrogate is half of a letter outside the basic plane: kept as it is.
  if (code >= 0xd800 && code <= 0xdfff) value = code + 2;
  else if (WORD_CHAR.test(ch)) {
    const lower = (FOLD_TR[ch] ?? ch).toLowerCase();
    // A letter lower case writes as two units (only İ, which FOLD_TR maps): its first.
    value = lower.charCodeAt(0) + 2;
  }
  FOLDED_UNIT[code] = value;
  return value;
}
for (let code = 0; code < 0x80; code++) foldedUnit(code);

/**
 * Calls `word` for every word of the text, in order, with the FNV-1a hash of its folded units and where it stands
 * (start inclusive, end exclusive, in the text as written).
 */
function forEachWord(text: string, word: (hash: number, start: number, end: number) => void): void {
  let hash = FNV_OFFSET;
  let start = -1;
  let end = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const unit = FOLDED_UNIT[code] || foldedUnit(code);
    if (unit > 1) {
      if (start < 0) {
        start = i;
        hash = FNV_OFFSET;
      }
      hash = Math.imul(hash ^ (unit - 2), FNV_PRIME);
      end = i + 1;
    } else if (start >= 0 && !(code === APOSTROPHE || code === RIGHT_QUOTE)) {
      word(hash, start, end);
      start = -1;
    }
  }
  if (start >= 0) word(hash, start, end);
}

/** The word hashes of a text: what its fingerprint is made of. */
export function wordHashes(text: string): Int32Array {
  const hashes: number[] = [];
  forEachWord(text, (hash) => hashes.push(hash));
  return Int32Array.from(hashes);
}

/** The word hashes with where each word stands, to show a passage as it was typed. */
export interface WordSpans {
  hashes: Int32Array;
  starts: Int32Array;
  ends: Int32Array;
}

export function wordSpans(text: string): WordSpans {
  const hashes: number[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  forEachWord(text, (hash, start, end) => {
    hashes.push(hash);
    starts.push(start);
    ends.push(end);
  });
  return { hashes: Int32Array.from(hashes), starts: Int32Array.from(starts), ends: Int32Array.from(ends) };
}
