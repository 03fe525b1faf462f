import { describe, expect, it } from 'vitest';
import { foldedWords, rootOf, searchWords } from './search-text.ts';

describe('searchWords', () => {
  it('drops what follows an apostrophe, straight or curly', () => {
    expect(searchWords("Keloğlan'ın")).toEqual(['Keloğlan']);
    expect(searchWords('Nasreddin’in eşeği')).toEqual(['Nasreddin', 'eşeği']);
  });

  it('splits on punctuation and spaces, keeping Turkish letters and digits', () => {
    expect(searchWords('  Çiftçi, ağaç-dalı; 1001 gece ')).toEqual([
      'Çiftçi',
      'ağaç',
      'dalı',
      '1001',
      'gece',
    ]);
  });

  it('has no words in punctuation alone', () => {
    expect(searchWords("'' ... --")).toEqual([]);
  });

  it('keeps at most twelve words', () => {
    expect(searchWords('a '.repeat(30))).toHaveLength(12);
  });
});

describe('foldedWords', () => {
  it('folds the Turkish way', () => {
    expect(foldedWords(['İSTANBUL', 'Işık', 'ağaç'])).toBe('istanbul isik agac');
  });
});

describe('rootOf', () => {
  it('cuts the endings a word typed without Turkish letters keeps', () => {
    expect(rootOf('kizlar')).toBe('kiz');
    expect(rootOf('koyde')).toBe('koy');
    expect(rootOf('Masallar')).toBe('masal');
    expect(rootOf('padisahin')).toBe('padisah');
    expect(rootOf('kitabi')).toBe('kitab');
    expect(rootOf('ağaçlarından')).toBe('agac');
  });

  it('leaves short words whole', () => {
    expect(rootOf('masa')).toBe('masa');
    expect(rootOf('dev')).toBe('dev');
    expect(rootOf('ye')).toBe('ye');
  });
});
