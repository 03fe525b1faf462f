/**
 * Word 3-shingles as 32-bit hashes (Math.imul: fast and the same on every machine). The storytellers'
 * formulas (tekerleme) every teller opens and closes with are left out: sharing them is no copying.
 */
import { wordHashes } from './tale-words.ts';

/** Words per shingle: three keep word order without making one changed word cost too much. */
export const SHINGLE_WORDS = 3;

/** MurmurHash3's finaliser: every input bit moves every output bit. */
export function mix32(x: number): number {
  let h = x ^ (x >>> 16);
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** The shingle of three consecutive words' hashes (order matters). */
const shingleHash = (a: number, b: number, c: number): number =>
  mix32((Math.imul(a, 0x9e3779b1) + Math.imul(b, 0x85ebca77) + c) | 0);

/** The shingle hashes of a text's words (wordHashes), one per position: position i starts at word i. */
export function shingleHashes(words: Int32Array): Int32Array {
  const n = words.length - SHINGLE_WORDS + 1;
  if (n <= 0) return new Int32Array(0);
  const shingles = new Int32Array(n);
  for (let i = 0; i < n; i++)
    shingles[i] = shingleHash(words[i] as number, words[i + 1] as number, words[i + 2] as number);
  return shingles;
}

/**
 * Openings and closings of Turkish tales, as tellers say them. Each one's shingles are ignored wherever they
 * stand, so two tales that share only these formulas and a hero's name do not look alike.
 */
const FORMULAS = [
  'bir varmış bir yokmuş',
  'evvel zaman içinde kalbur saman içinde',
  'develer tellal iken pireler berber iken',
  'ben annemin beşiğini tıngır mıngır sallar iken',
  'ben anamın beşiğini tıngır mıngır sallar iken',
  'allahın kulu çok günahı çok',
  'az gitmişler uz gitmişler dere tepe düz gitmişler',
  'altı ay bir güz gitmişler bir de dönüp baktılar ki bir arpa boyu yol gitmişler',
  'onlar ermiş muradına biz çıkalım kerevetine',
  'gökten üç elma düşmüş biri anlatana biri dinleyene biri de çocuğa öğüt verene',
  'gökten üç elma düşmüş biri bana biri anlatana biri de dinleyene',
  'kırk gün kırk gece düğün yapmışlar',
];

const FORMULA_SHINGLES: ReadonlySet<number> = new Set(
  FORMULAS.flatMap((formula) => [...shingleHashes(wordHashes(formula))]),
);

export const isFormulaShingle = (hash: number): boolean => FORMULA_SHINGLES.has(hash);

/** The distinct shingles of a text's words, formulas left out. */
export function shingleSet(words: Int32Array): Set<number> {
  const set = new Set<number>();
  for (const hash of shingleHashes(words)) if (!FORMULA_SHINGLES.has(hash)) set.add(hash);
  return set;
}
