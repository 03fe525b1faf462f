/**
 * Near-copies: tales that are another tale of the archive again — the same tale typed again (typos,
 * punctuation, paragraphs run together), lightly edited (about a tenth of its words changed), or copied from
 * another compiler (a run of its paragraphs, barely touched, under a new name).
 */
import { upperTr } from '@masal/shared';
import { type Random, weighted } from './random.ts';
import { VOCABULARY } from './turkish.ts';

export type CopyKind = 'retyped' | 'edited' | 'cross-compiler';

/** Of all tales, this part is a near-copy of an older one: retyped, edited and cross-compiler in turn. */
export const NEAR_COPY_SHARE = 0.02;
const KIND_WEIGHTS: ReadonlyArray<[CopyKind, number]> = [
  ['retyped', 35],
  ['edited', 35],
  ['cross-compiler', 30],
];

/** Words of an edited copy changed (replaced, dropped or joined by a new one). */
const EDITED_WORD_SHARE = 0.1;

const ASCII_FOR: Readonly<Record<string, string>> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' };

/** One typing slip: two letters swapped, one dropped or doubled, or a Turkish letter typed as plain ASCII. */
function typo(random: Random, word: string): string {
  const letters = [...word];
  if (letters.length < 3) return word;
  const i = random.int(1, letters.length - 2);
  switch (random.int(0, 3)) {
    case 0:
      [letters[i], letters[i + 1]] = [letters[i + 1] as string, letters[i] as string];
      break;
    case 1:
      letters.splice(i, 1);
      break;
    case 2:
      letters.splice(i, 0, letters[i] as string);
      break;
    default:
      return word.replace(/[çğıöşü]/g, (ch) => ASCII_FOR[ch] ?? ch);
  }
  return letters.join('');
}

/** Words and the whitespace between them, in order: words at even indexes. */
const tokens = (text: string) => text.split(/(\s+)/);

/** The same tale typed again: a few typos, punctuation changed, some paragraphs run together. */
function retype(random: Random, text: string, typoShare = 0.03): string {
  const parts = tokens(text);
  for (let i = 0; i < parts.length; i += 2) {
    let word = parts[i] as string;
    if (random.chance(typoShare)) word = typo(random, word);
    if (word.endsWith(',') && random.chance(0.4)) word = word.slice(0, -1);
    else if (word.endsWith('.') && random.chance(0.1)) word = `${word.slice(0, -1)}!`;
    else if (word.endsWith('!') && random.chance(0.5)) word = `${word.slice(0, -1)}.`;
    parts[i] = word;
    const space = parts[i + 1];
    if (space?.includes('\n') && random.chance(0.3)) parts[i + 1] = random.chance(0.5) ? ' ' : '\n';
  }
  return parts.join('');
}

/** Lightly edited: about `share` of the words replaced by another, dropped, or followed by a new one. */
function edit(random: Random, text: string, share = EDITED_WORD_SHARE): string {
  const parts = tokens(text);
  for (let i = 0; i < parts.length; i += 2) {
    if (!random.chance(share)) continue;
    const word = parts[i] as string;
    const [, letters = word, punctuation = ''] = /^(.*?)([.,!?…:;]*)$/su.exec(word) ?? [];
    const capital = letters !== '' && letters.charAt(0) !== letters.charAt(0).toLocaleLowerCase('tr-TR');
    const other = random.pick(VOCABULARY);
    const replacement = capital ? upperTr(other.charAt(0)) + other.slice(1) : other;
    const action = random.int(0, 4);
    if (action <= 2) parts[i] = replacement + punctuation;
    else if (action === 3 && parts[i + 1] === ' ') {
      // Dropped (with the space after it): only inside a sentence, so the paragraphs stay.
      parts[i] = '';
      parts[i + 1] = '';
    } else parts[i] = `${word} ${random.pick(VOCABULARY)}`;
  }
  return parts.join('');
}

/** Copied from another compiler: a run of the tale's paragraphs (at least half), retyped with few slips. */
function copyAcross(random: Random, text: string): string {
  const paragraphs = text.split('\n\n');
  const keep = Math.max(1, Math.ceil(paragraphs.length * (0.5 + random.next() * 0.5)));
  const from = random.int(0, paragraphs.length - keep);
  return retype(random, paragraphs.slice(from, from + keep).join('\n\n'), 0.01);
}

/** Makes a near-copy of `text` of the given kind. */
export function nearCopy(random: Random, kind: CopyKind, text: string): string {
  if (kind === 'retyped') return retype(random, text);
  if (kind === 'edited') return edit(random, text);
  return copyAcross(random, text);
}

export const copyKind = (random: Random): CopyKind => weighted(random, KIND_WEIGHTS);
