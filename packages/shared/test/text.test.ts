import { describe, expect, it } from 'vitest';
import { compareTr } from '../src/format.ts';
import { TEXT_MAX } from '../src/schemas/tale.ts';
import {
  countWords,
  escapeHtml,
  foldTr,
  lowerTr,
  paragraphs,
  publicTalePath,
  slugTr,
  sortKeyTr,
  upperTr,
} from '../src/text.ts';

describe('countWords', () => {
  it('counts Turkish words, ignoring punctuation', () => {
    expect(countWords('Bir varmış, bir yokmuş.')).toBe(4);
    expect(countWords('Evvel zaman içinde — kalbur saman içinde!')).toBe(6);
    expect(countWords('Keloğlan çıkmış yola; ağaçlar, kuşlar... hepsi şaşırmış?')).toBe(7);
  });

  it("keeps a suffix after an apostrophe with its word (Keloğlan'ın)", () => {
    expect(countWords("Keloğlan'ın annesi")).toBe(2);
  });

  it('counts numbers as words and collapses whitespace', () => {
    expect(countWords('3 elma,\n\n2   armut\t!')).toBe(4);
  });

  it('counts a text at TEXT_MAX quickly, without splitting words across the pieces it segments', () => {
    const text = 'Evvel zaman içinde, kalbur saman içinde. '.repeat(5000);
    expect(text.length).toBeGreaterThanOrEqual(TEXT_MAX);
    expect(countWords(text)).toBe(30_000);
  });

  it('is 0 for empty, blank, punctuation-only, null and undefined', () => {
    for (const value of ['', '   \n\t', '... — !?', null, undefined]) {
      expect(countWords(value), JSON.stringify(value)).toBe(0);
    }
  });
});

describe('foldTr', () => {
  it('folds Turkish letters to lower-case ASCII', () => {
    expect(foldTr('İĞDIR')).toBe('igdir');
    expect(foldTr('ŞÜÇÖ')).toBe('suco');
    expect(foldTr('şüçöğı')).toBe('sucogi');
    expect(foldTr('Işık')).toBe('isik');
    expect(foldTr('Âşık Veysel')).toBe('asik veysel');
    expect(foldTr('Kâğıt, Îmân, Ûmran')).toBe('kagit, iman, umran');
  });

  it('lets a folded query match a folded text', () => {
    expect(foldTr('Çukurova Üniversitesi').includes(foldTr('CUKUROVA'))).toBe(true);
    expect(foldTr('İSTANBUL')).toBe(foldTr('istanbul'));
    expect(foldTr('ISPARTA')).toBe(foldTr('ısparta'));
  });

  it('never leaves a combining dot (İ is not decomposed)', () => {
    expect(foldTr('İ')).toBe('i');
    expect(foldTr('İ').length).toBe(1);
  });
});

describe('Turkish case mapping', () => {
  it('maps i/İ and ı/I', () => {
    expect(upperTr('istanbul ılgaz')).toBe('İSTANBUL ILGAZ');
    expect(lowerTr('İSTANBUL ILGAZ')).toBe('istanbul ılgaz');
  });
});

describe('sortKeyTr', () => {
  it('orders by byte like the Turkish collator', () => {
    const names = [
      'Zeytin',
      'ılgın',
      'Çoban',
      'İnci',
      'Ihlamur',
      'Ödül',
      'Şahmaran',
      'üzüm',
      'Ceylan',
      'Hasan',
      'Gül',
      'Ğ',
      'ocak',
      'Sultan',
      'Uzun',
    ];
    const byKey = [...names].sort((a, b) =>
      sortKeyTr(a) < sortKeyTr(b) ? -1 : sortKeyTr(a) > sortKeyTr(b) ? 1 : 0,
    );
    expect(byKey).toEqual([...names].sort(compareTr));
  });
});

describe('slugTr', () => {
  it('folds Turkish letters, lower-cases, and joins words with single hyphens', () => {
    expect(slugTr('Keloğlan ile Dev')).toBe('keloglan-ile-dev');
    expect(slugTr('ÇIĞIRTKAN Şahin’in Üzümü — İncir Ağacı!')).toBe('cigirtkan-sahin-in-uzumu-incir-agaci');
    expect(slugTr('Hâkim ile Kâtip')).toBe('hakim-ile-katip');
    expect(slugTr('  --Masal 2--  ')).toBe('masal-2');
  });

  it('gives `masal` for a name with nothing left, and keeps to its length', () => {
    expect(slugTr('—!?')).toBe('masal');
    expect(slugTr('ağaç '.repeat(40)).length).toBeLessThanOrEqual(80);
    expect(slugTr('ağaç '.repeat(40)).endsWith('-')).toBe(false);
  });

  it("makes the reading room's path of a tale", () => {
    expect(publicTalePath(12, 'Keloğlan ile Dev')).toBe('/arsiv/masal/12-keloglan-ile-dev');
  });
});

describe('paragraphs', () => {
  it('splits paragraphs at blank lines only', () => {
    expect(paragraphs('Bir varmış,\nbir yokmuş.\n\n  \nKeloğlan gitmiş.\n')).toEqual([
      'Bir varmış,\nbir yokmuş.',
      'Keloğlan gitmiş.',
    ]);
    expect(paragraphs('')).toEqual([]);
  });
});

describe('escapeHtml', () => {
  it('escapes what could end an element or an attribute', () => {
    expect(escapeHtml(`</script><b a="1" b='2'>&`)).toBe(
      '&lt;/script&gt;&lt;b a=&quot;1&quot; b=&#39;2&#39;&gt;&amp;',
    );
  });
});
