import { describe, expect, it } from 'vitest';
import { passageParts } from './passage-marks.ts';

const marked = (text: string, other: string) =>
  passageParts(text, other)
    .filter((p) => p.changed)
    .map((p) => p.text);

describe('passageParts', () => {
  it('marks the words one side changed, keeping the text as written', () => {
    const copy = 'Evvel zaman içinde, kalbur saman sandal, Keloğlan adında bir delikanlı';
    const original = 'Evvel zaman içinde, kalbur saman içinde, Keloğlan adında bir delikanlı';
    expect(marked(copy, original)).toEqual(['sandal']);
    expect(marked(original, copy)).toEqual(['içinde']);
    expect(
      passageParts(copy, original)
        .map((p) => p.text)
        .join(''),
    ).toBe(copy);
  });

  it('reads words as the server does: Turkish letters and case aside, punctuation no edit', () => {
    expect(
      marked('Keloglan yasli anasi ile koyun kenarinda', 'KELOĞLAN, yaşlı anası ile köyün kenarında.'),
    ).toEqual([]);
    expect(
      marked('KELOĞLAN, yaşlı anası ile köyün kenarında.', 'Keloglan yasli anasi ile koyun kenarinda'),
    ).toEqual([]);
  });

  it('marks neighbouring changed words as one part, and words added', () => {
    expect(marked('bir gün kalem masa pazara gitmiş', 'bir gün Keloğlan pazara gitmiş')).toEqual([
      'kalem masa',
    ]);
    expect(marked('bir gün Keloğlan pazara gitmiş', 'bir gün pazara gitmiş')).toEqual(['Keloğlan']);
    expect(marked('bir gün pazara gitmiş', 'bir gün Keloğlan pazara gitmiş')).toEqual([]);
  });
});
