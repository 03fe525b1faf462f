/**
 * The fingerprint's parameters, measured: on generated tales, a copy with 10 % of its words changed shares a
 * band with its original every time, and unrelated tales almost never do.
 */
import { describe, expect, it } from 'vitest';
import { comparedText, copyScore } from './copy-score.ts';
import { BANDS, COPY_HASHES, estimatedScore, fingerprintOf } from './fingerprint.ts';

/** mulberry32: the same texts on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VOCABULARY = (
  'bir gün padişah kızı oğlu çoban dağ ağaç köy saray ırmak çeşme değirmen yol yürümüş gitmiş gelmiş görmüş ' +
  'demiş sormuş ağlamış gülmüş şaşırmış korkmuş sevinmiş düşünmüş beklemiş uyumuş çıkmış girmiş dönmüş ışık ' +
  'gece sabah akşam kış yaz rüzgâr yağmur kar güneş yıldız ekmek peynir üzüm elma bal süt çorba kazan ocak ' +
  'kapı oda ev kuyu öküz at eşek keçi kuzu kurt tilki ayı kartal bülbül karga yılan dev peri cadı ihtiyar ' +
  'delikanlı kız oğlan ana baba kardeş komşu tüccar usta oduncu balıkçı avcı vezir sultan şehzade altın ' +
  'gümüş yüzük ayna sandık kılıç değnek halı iğne ipek büyük küçük güzel akıllı deli zengin fakir yaşlı genç'
).split(' ');

function generatedTale(random: () => number, words: number): string[] {
  return Array.from({ length: words }, () => VOCABULARY[Math.floor(random() * VOCABULARY.length)] as string);
}

/** A tenth of the words (chosen at random) replaced by another word. */
function changed(words: readonly string[], random: () => number, part: number): string[] {
  return words.map((word) => {
    if (random() >= part) return word;
    let other = word;
    while (other === word) other = VOCABULARY[Math.floor(random() * VOCABULARY.length)] as string;
    return other;
  });
}

const shareBand = (a: { bands: number[] }, b: { bands: number[] }) =>
  a.bands.some((key, i) => b.bands[i] === key);

describe('fingerprint', () => {
  it('is the same for the same text, and of the stored shape', () => {
    const text = 'Evvel zaman içinde Keloğlan ile anası bir köyde yaşarmış, bir gün pazara gitmiş.';
    const fingerprint = fingerprintOf(text);
    expect(fingerprintOf(text)).toEqual(fingerprintOf(text.toLocaleUpperCase('tr-TR')));
    expect(fingerprint.minhash).toHaveLength(COPY_HASHES);
    expect(fingerprint.bands).toHaveLength(BANDS);
    expect(fingerprint.minhash.every((v) => Number.isInteger(v) && v >= -(2 ** 31) && v < 2 ** 31)).toBe(
      true,
    );
    expect(new Set(fingerprint.bands).size).toBe(BANDS);
  });

  it('gives no band to a text without three words of its own: it is nobody’s candidate', () => {
    expect(fingerprintOf(null)).toMatchObject({ bands: [], shingleCount: 0 });
    expect(fingerprintOf('Keloğlan pazara')).toMatchObject({ bands: [], shingleCount: 0 });
    // The tellers' formulas alone are no text to compare.
    for (const formula of ['Bir varmış, bir yokmuş.', 'Onlar ermiş muradına, biz çıkalım kerevetine.'])
      expect(fingerprintOf(formula)).toMatchObject({ bands: [], shingleCount: 0 });
  });

  it('makes a tale with 10 % of its words changed a candidate every time, with an estimate near the exact score', () => {
    const random = seeded(14);
    let found = 0;
    let estimateError = 0;
    const tales = 300;
    for (let n = 0; n < tales; n++) {
      const original = generatedTale(random, 150 + Math.floor(random() * 2500));
      const copy = changed(original, random, 0.1);
      const a = fingerprintOf(copy.join(' '));
      const b = fingerprintOf(original.join(' '));
      if (shareBand(a, b)) found++;
      estimateError += Math.abs(
        estimatedScore(a, b) - copyScore(comparedText(copy.join(' ')), comparedText(original.join(' '))),
      );
    }
    expect(found).toBe(tales);
    expect(estimateError / tales).toBeLessThan(0.05);
  });

  it('finds a third of a longer tale copied out of it, nearly every time', () => {
    const random = seeded(15);
    let found = 0;
    const tales = 300;
    for (let n = 0; n < tales; n++) {
      const original = generatedTale(random, 600 + Math.floor(random() * 2400));
      const start = Math.floor(random() * (original.length * 0.6));
      const part = original.slice(start, start + Math.ceil(original.length / 3));
      if (shareBand(fingerprintOf(part.join(' ')), fingerprintOf(original.join(' ')))) found++;
    }
    expect(found).toBeGreaterThanOrEqual(tales * 0.98);
  });

  it('rarely makes unrelated tales candidates of each other', () => {
    const random = seeded(16);
    const fingerprints = Array.from({ length: 400 }, () =>
      fingerprintOf(generatedTale(random, 150 + Math.floor(random() * 1500)).join(' ')),
    );
    let candidates = 0;
    let pairs = 0;
    for (let i = 0; i < fingerprints.length; i++)
      for (let j = i + 1; j < fingerprints.length; j++) {
        pairs++;
        if (shareBand(fingerprints[i] as never, fingerprints[j] as never)) candidates++;
      }
    expect(candidates / pairs).toBeLessThan(0.001);
  });
});
