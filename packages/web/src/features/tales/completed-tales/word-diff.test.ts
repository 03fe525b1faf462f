import { describe, expect, it } from 'vitest';
import { type DiffPart, tokenize, wordDiff } from './word-diff.ts';

const changed = (parts: DiffPart[]) => parts.filter((p) => p.kind !== 'same').map((p) => [p.kind, p.text]);

describe('tokenize', () => {
  it('keeps Turkish words whole, apostrophe suffixes included', () => {
    const words = tokenize("Ağaç İstanbul'dan ışığı, Keloğlan’ın ÇİĞDEM'i gördü.").map((t) => t.trim());
    expect(words).toEqual(['Ağaç', "İstanbul'dan", 'ışığı', ',', 'Keloğlan’ın', "ÇİĞDEM'i", 'gördü', '.']);
  });

  it('keeps combining marks with their letter and every character of the text', () => {
    const decomposed = 'ag\u0306ac\u0327 a\u0302lem'; // ağaç âlem, written with combining marks
    expect(tokenize(decomposed).map((t) => t.trim())).toEqual(['ag\u0306ac\u0327', 'a\u0302lem']);
    const text = "  Bir varmış,\n\nbir 'yokmuş' — 12 kez!";
    expect(tokenize(text).join('')).toBe(text);
  });
});

describe('wordDiff', () => {
  it('marks whole Turkish words as added or removed', () => {
    const diff = wordDiff(
      "Ağaç altında İstanbul'dan gelen ışığı gördü.",
      "Büyük ağaç altında İzmir'den gelen ışığı gördü.",
    );
    expect(changed(diff.parts)).toEqual([
      ['removed', 'Ağaç '],
      ['added', 'Büyük ağaç '],
      ['removed', "İstanbul'dan "],
      ['added', "İzmir'den "],
    ]);
    expect(diff).toMatchObject({ addedWords: 3, removedWords: 2 });
  });

  it('rebuilds the newer text from the unchanged and added parts', () => {
    const before = 'Bir varmış bir yokmuş.\nKeloğlan’ın anası varmış.';
    const after = 'Bir varmış bir yokmuş.\nKeloğlan’ın yaşlı anası varmış.';
    const diff = wordDiff(before, after);
    const rebuilt = diff.parts
      .filter((p) => p.kind !== 'removed')
      .map((p) => p.text)
      .join('');
    expect(rebuilt).toBe(after);
    expect(changed(diff.parts)).toEqual([['added', 'yaşlı ']]);
  });

  it('does not count changed spacing or line breaks as changed words', () => {
    const diff = wordDiff('Bir varmış  bir yokmuş.', 'Bir varmış\nbir yokmuş.');
    expect(changed(diff.parts)).toEqual([]);
    expect(diff.parts).toEqual([{ kind: 'same', text: 'Bir varmış\nbir yokmuş.' }]);
  });

  it('counts words, not punctuation', () => {
    expect(wordDiff('Gel.', 'Gel, otur!')).toMatchObject({ addedWords: 1, removedWords: 0 });
  });

  it('compares a long tale edited throughout quickly, keeping both texts', () => {
    const sentence = (n: number, word: (i: number) => string) =>
      `${Array.from({ length: 400 }, (_, i) => word(i + n)).join(' ')}.\n`;
    const before = [0, 1000, 2000].map((n) => sentence(n, (i) => `ağaç${i}`)).join('');
    const after = [0, 1000, 2000].map((n) => sentence(n, (i) => (i % 2 ? `ışığı${i}` : `ağaç${i}`))).join('');
    const started = performance.now();
    const diff = wordDiff(before, after);
    expect(performance.now() - started).toBeLessThan(2000);
    const side = (skip: string) =>
      diff.parts
        .filter((p) => p.kind !== skip)
        .map((p) => p.text)
        .join('');
    expect(side('added')).toBe(before);
    expect(side('removed')).toBe(after);
    expect(diff.removedWords).toBe(diff.addedWords);
  });

  it('handles empty texts', () => {
    expect(wordDiff('', '')).toEqual({ parts: [], addedWords: 0, removedWords: 0 });
    expect(wordDiff('', 'Ağaç')).toMatchObject({ parts: [{ kind: 'added', text: 'Ağaç' }], addedWords: 1 });
  });
});
