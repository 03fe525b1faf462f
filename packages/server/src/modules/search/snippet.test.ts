import type { SnippetPart } from '@masal/shared';
import { describe, expect, it } from 'vitest';
import { snippetOf } from './snippet.ts';

const hits = (parts: SnippetPart[]) => parts.filter((p) => p.hit).map((p) => p.text);
const text = (parts: SnippetPart[]) => parts.map((p) => p.text).join('');

describe('snippetOf', () => {
  it('marks every form of a root as the tale writes it, Turkish letters and case included', () => {
    const parts = snippetOf("Köylüler padişahı çok severmiş. PADİŞAH'ın kızı da köylüyü.", [
      'koylu',
      'padisah',
    ]);
    expect(hits(parts)).toEqual(['Köylüler', 'padişahı', 'PADİŞAH', 'köylüyü']);
    expect(text(parts)).toBe("Köylüler padişahı çok severmiş. PADİŞAH'ın kızı da köylüyü.");
  });

  it('marks a word only where it begins with the root, not inside another word', () => {
    expect(hits(snippetOf('Tekel dükkânında keloğlan oturmuş.', ['kel']))).toEqual(['keloğlan']);
  });

  it('shows the words around the first hit, as one line, at most 24 words', () => {
    const words = Array.from({ length: 60 }, (_, i) => `söz${i}`);
    words[30] = 'Keloğlan';
    const parts = snippetOf(words.join('\n\n'), ['keloglan']);
    const shown = text(parts).split(' ');
    expect(shown).toHaveLength(24);
    expect(shown[0]).toBe('söz22');
    expect(shown[8]).toBe('Keloğlan');
    expect(text(parts)).not.toContain('\n');
  });

  it('joins a second passage further on with an ellipsis, and no third', () => {
    const words = Array.from({ length: 200 }, (_, i) => `söz${i}`);
    for (const at of [10, 100, 180]) words[at] = 'dev';
    const parts = snippetOf(words.join(' '), ['dev']);
    expect(hits(parts)).toEqual(['dev', 'dev']);
    expect(text(parts).split(' … ')).toHaveLength(2);
    expect(text(parts)).toContain('söz99 dev söz101');
  });

  it('keeps hits close together in one passage', () => {
    const parts = snippetOf('Bir dev varmış, dev çok büyükmüş, devler gelmiş.', ['dev']);
    expect(hits(parts)).toEqual(['dev', 'dev', 'devler']);
    expect(text(parts)).not.toContain('…');
  });

  it('shows the first words of a text without a hit (the tale was found by its name)', () => {
    const parts = snippetOf(
      'Evvel zaman içinde kalbur saman içinde, develer tellal iken, pireler berber iken.',
      ['keloglan'],
    );
    expect(parts).toEqual([
      { text: 'Evvel zaman içinde kalbur saman içinde, develer tellal iken, pireler', hit: false },
    ]);
  });

  it('answers nothing for a tale without a text', () => {
    expect(snippetOf(null, ['dev'])).toEqual([]);
    expect(snippetOf('', ['dev'])).toEqual([]);
  });

  it('ends a passage with its last word’s full stop', () => {
    expect(text(snippetOf('Dev uyumuş.', ['dev']))).toBe('Dev uyumuş.');
  });
});
