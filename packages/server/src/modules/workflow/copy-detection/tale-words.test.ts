import { foldTr } from '@masal/shared';
import { describe, expect, it } from 'vitest';
import { wordHashes, wordSpans } from './tale-words.ts';

const same = (a: string, b: string) => expect(Array.from(wordHashes(a))).toEqual(Array.from(wordHashes(b)));

describe('tale words', () => {
  it('reads a text as foldTr folds it: Turkish letters, case and circumflexes ignored', () => {
    const text = 'KELOĞLAN ile İstanbul’a giden Işıl, kâğıt ÇİÇEK ağaç ŞÜKRÜ Ömer âşık';
    same(text, foldTr(text));
    same(text, 'keloglan ILE istanbul’a giden isil, kagit cicek agac sukru omer asik');
  });

  it('joins a word and its suffix across an apostrophe, typed or curly', () => {
    same("Keloğlan'ın anası", 'Keloğlanın anası');
    same('Keloğlan’ın anası', 'keloglanin anasi');
    expect(wordHashes("Keloğlan'ın")).toHaveLength(1);
    // Quotes around words are no part of them.
    same("'Bak,' demiş", 'bak demiş');
  });

  it('splits on spaces, punctuation and line breaks, and keeps digits', () => {
    expect(wordHashes('Bir gün,\n\nüç—elma; 40 haramiler!')).toHaveLength(6);
    expect(wordHashes('  ... ')).toHaveLength(0);
  });

  it('knows where each word stands in the text as written', () => {
    const text = '"Bak," demiş Keloğlan\'ın anası.';
    const spans = wordSpans(text);
    const written = Array.from(spans.starts, (start, i) => text.slice(start, spans.ends[i]));
    expect(written).toEqual(['Bak', 'demiş', "Keloğlan'ın", 'anası']);
    expect(Array.from(spans.hashes)).toEqual(Array.from(wordHashes(text)));
  });
});
