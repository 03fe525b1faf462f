/**
 * A tale's copy fingerprint (tale_fingerprints): a MinHash signature of its word 3-shingles and the
 * locality-sensitive band keys of that signature. Two tales whose shingle sets have Jaccard index s agree on
 * one signature value with probability s, on a band of BAND_ROWS values with s^BAND_ROWS, so they share at
 * least one band key with 1 − (1 − s^BAND_ROWS)^BANDS: see the measurements in README.md.
 */
import { mix32, shingleSet } from './shingles.ts';
import { wordHashes } from './tale-words.ts';

/** Signature length: COPY_HASHES buckets, each holding the least hash of the shingles that fall in it. */
export const COPY_HASHES = 128;
/**
 * Rows per band. Two rows in 64 bands: a tale with 10 % of its words changed (Jaccard about 0.57) shares a band
 * with its original at 1 − (1 − 0.57²)^64 ≈ 1, one with 30 % changed (0.2) at 0.93, a fifth of a longer tale
 * too; tales sharing only common phrases (0.02) at 2.5 %, which the exact score then clears.
 */
const BAND_ROWS = 2;
export const BANDS = Math.floor(COPY_HASHES / BAND_ROWS);

/** Stands for "no shingle" in a signature: a text under three words (or only formulas) has none. */
const EMPTY = 0x7fffffff;

export interface Fingerprint {
  /** COPY_HASHES signed 32-bit values (integer[]). */
  minhash: number[];
  /** BANDS keys, made distinct per band; empty when the text has no shingle (never a candidate). */
  bands: number[];
  /** Distinct shingles (formulas left out): the set size the estimates need. */
  shingleCount: number;
}

/** Bits of a shingle's hash that choose its bucket: 2^7 = COPY_HASHES buckets. */
const BUCKET_SHIFT = 32 - Math.log2(COPY_HASHES);
const VALUE_MASK = (1 << BUCKET_SHIFT) - 1;

/**
 * The signature of a set of shingle hashes, by one-permutation hashing: each shingle is hashed once, its top bits
 * choose one of COPY_HASHES buckets and each bucket keeps its least value — as many values as COPY_HASHES hash
 * functions would give, at the cost of one (a tale of 3,000 words in well under a millisecond). An empty bucket
 * (a short text) borrows the value of the bucket a fixed sequence of hashes of its number leads to ("optimal
 * densification", Shrivastava 2017), the same sequence for every text, so two texts still agree with
 * probability about their Jaccard index.
 */
function signatureOf(shingles: Iterable<number>): Int32Array {
  const signature = new Int32Array(COPY_HASHES).fill(EMPTY);
  let filled = 0;
  for (const x of shingles) {
    const h = mix32(x ^ 0x5bd1e995);
    const bucket = h >>> BUCKET_SHIFT;
    const value = h & VALUE_MASK;
    const held = signature[bucket] as number;
    if (held === EMPTY) filled++;
    if (value < held) signature[bucket] = value;
  }
  if (filled === 0 || filled === COPY_HASHES) return signature;
  const own = signature.slice();
  for (let bucket = 0; bucket < COPY_HASHES; bucket++) {
    if (own[bucket] !== EMPTY) continue;
    for (let attempt = 1; ; attempt++) {
      const from = mix32(Math.imul(bucket + 1, 0x9e3779b1) + attempt) >>> BUCKET_SHIFT;
      const value = own[from] as number;
      if (value !== EMPTY) {
        signature[bucket] = value;
        break;
      }
    }
  }
  return signature;
}

/** The band keys of a signature: a band's rows hashed together with the band's number. */
function bandKeysOf(signature: Int32Array): number[] {
  const keys: number[] = [];
  for (let band = 0; band < BANDS; band++) {
    let h = Math.imul(band + 1, 0x9e3779b1);
    for (let row = 0; row < BAND_ROWS; row++) {
      h = Math.imul(h ^ (signature[band * BAND_ROWS + row] as number), 0x01000193);
      h = mix32(h);
    }
    keys.push(h);
  }
  return keys;
}

/**
 * The fingerprint of a tale's text (the compiler's taleText). Pure and deterministic: the server writes it
 * with the text, the backfill for older tales, the bench for its corpus. About 0.1 ms per 1,000 words.
 */
export function fingerprintOf(text: string | null | undefined): Fingerprint {
  const shingles = shingleSet(wordHashes(text ?? ''));
  if (shingles.size === 0) return { minhash: new Array(COPY_HASHES).fill(EMPTY), bands: [], shingleCount: 0 };
  const signature = signatureOf(shingles);
  return { minhash: Array.from(signature), bands: bandKeysOf(signature), shingleCount: shingles.size };
}

/**
 * The similarity two fingerprints suggest, as the exact score measures it (copy-score.ts): the larger of the
 * estimated Jaccard index and the estimated part of `tale`'s shingles found in `other`.
 */
export function estimatedScore(
  tale: Pick<Fingerprint, 'minhash' | 'shingleCount'>,
  other: Pick<Fingerprint, 'minhash' | 'shingleCount'>,
): number {
  if (tale.shingleCount === 0 || other.shingleCount === 0) return 0;
  const n = Math.min(tale.minhash.length, other.minhash.length);
  let same = 0;
  for (let k = 0; k < n; k++) if (tale.minhash[k] === other.minhash[k]) same++;
  const jaccard = n === 0 ? 0 : same / n;
  // |A ∩ B| = J (|A| + |B|) / (1 + J)
  const shared = (jaccard * (tale.shingleCount + other.shingleCount)) / (1 + jaccard);
  return Math.max(jaccard, Math.min(1, shared / tale.shingleCount));
}
