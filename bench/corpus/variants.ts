/**
 * Variants: tales of one tale type, as tellers tell the same tale again and again — in their own words, but
 * drawing on the type's stock phrases (its motifs and set sentences: "Keloğlan annesine demiş ki…"), some of
 * which nearly every variant holds. A share of the archive belongs to a tale type, the types' sizes falling off
 * from thousands of tales to tens; how much of its phrasing a variant takes from its type differs per type, so
 * some types are close-knit. Which tales are variants, of which type, and their texts follow from the tale's id
 * alone: the bench makes new variants of a type and knows the corpus's.
 */

import { type Random, seededRandom } from './random.ts';
import { HEROES, type SentenceWords, taleText, VOCABULARY } from './turkish.ts';

/** Of all tales (near-copies aside), this part is a variant of a tale type. */
const VARIANT_SHARE = 0.4;
/** Tale types; the k-th most told holds 1/k as many variants as the first (at 100,000 tales: 6,800 down to 34). */
const TALE_TYPES = 200;
const SEED = 0x7a1e7e5;

/** A tale type: its stock phrases, the most told first, and how often a variant of it turns to one of them. */
export interface TaleType {
  index: number;
  phrases: readonly string[][];
  stockChance: number;
}

const types = new Map<number, TaleType>();

/** The type's phrases and its closeness, the same on every run. */
export function taleType(index: number): TaleType {
  const known = types.get(index);
  if (known) return known;
  const random = seededRandom(SEED + index * 7919);
  const hero = (HEROES[index % HEROES.length] as string).split(' ');
  const phrases = Array.from({ length: random.int(40, 240) }, () => {
    const words = Array.from({ length: random.int(3, 8) }, () => random.pick(VOCABULARY));
    // Half of them name the type's hero, as its motifs do.
    if (random.chance(0.5)) words.splice(random.int(0, words.length), 0, ...hero);
    return words;
  });
  // The chance that the next words are a stock phrase: from 0.2 (three fifths of the words are stock phrases) to
  // 0.95 (nearly all), spread over the types by the golden ratio, so there are large types of each kind.
  const type = { index, phrases, stockChance: 0.2 + 0.75 * (((index + 3) * 0.618034) % 1) };
  types.set(index, type);
  return type;
}

/** Cumulative weights 1, 1/2, 1/3 … of the types. */
const TYPE_WEIGHTS = (() => {
  let sum = 0;
  return Array.from({ length: TALE_TYPES }, (_, k) => {
    sum += 1 / (k + 1);
    return sum;
  });
})();

function pickType(random: Random): number {
  const r = random.next() * (TYPE_WEIGHTS.at(-1) as number);
  const k = TYPE_WEIGHTS.findIndex((w) => r < w);
  return k < 0 ? TALE_TYPES - 1 : k;
}

/** A variant's sentence: words of the vocabulary and the type's phrases, the most told ones most often. */
const stockWords =
  (type: TaleType): SentenceWords =>
  (random, n) => {
    const words: string[] = [];
    while (words.length < n) {
      if (random.chance(type.stockChance)) {
        const phrase = type.phrases[Math.floor(random.next() ** 3 * type.phrases.length)] as string[];
        words.push(...phrase.slice(0, n - words.length));
      } else words.push(random.pick(VOCABULARY));
    }
    return words;
  };

/** A variant of the type of exactly `wordCount` words (formulas included). */
export const variantText = (random: Random, type: TaleType, wordCount: number): string =>
  taleText(random, wordCount, stockWords(type));

/**
 * Whether tale `taleId` of the corpus is a variant, and of which type, with the sequence its text is drawn from:
 * a function of the id, so the bench knows it without reading anything.
 */
export function variantOf(taleId: number): { type: TaleType; random: Random } | null {
  const random = seededRandom(SEED ^ Math.imul(taleId, 0x9e3779b1));
  if (!random.chance(VARIANT_SHARE)) return null;
  return { type: taleType(pickType(random)), random };
}
