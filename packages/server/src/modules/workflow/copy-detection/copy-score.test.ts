import { POSSIBLE_COPY_SCORE, SIMILAR_TALE_SCORE } from '@masal/shared';
import { describe, expect, it } from 'vitest';
import {
  GOLDEN_HAIRED_GIRL,
  GOLDEN_HAIRED_GIRL_PART,
  KELOGLAN_AND_GIANT,
  KELOGLAN_AND_GIANT_RETYPED,
  KELOGLAN_AND_PRINCESS,
  withOwnSentences,
  withWordsChanged,
} from '../../../../test/support/tale-texts.ts';
import { comparedText, copyScore, PASSAGE_MIN_WORDS, PASSAGE_WORDS_SHOWN, passagesOf } from './copy-score.ts';

const compare = (tale: string, other: string) => {
  const a = comparedText(tale);
  const b = comparedText(other);
  return { score: copyScore(a, b), passages: passagesOf(a, b) };
};

describe('copy score and passages', () => {
  it('scores the same text 1 and shows it whole as one passage', () => {
    const { score, passages } = compare(KELOGLAN_AND_GIANT, KELOGLAN_AND_GIANT);
    expect(score).toBe(1);
    expect(passages).toHaveLength(1);
    expect(passages[0]?.tale).toBe(passages[0]?.match);
    expect(KELOGLAN_AND_GIANT).toContain(passages[0]?.tale);
  });

  it('scores a tale with 10 % of its words changed high: one passage, its edits inside it', () => {
    const copy = withWordsChanged(KELOGLAN_AND_GIANT, 10);
    const { score, passages } = compare(copy.text, KELOGLAN_AND_GIANT);
    expect(score).toBeGreaterThan(0.6);
    expect(passages).toHaveLength(1);
    const [passage] = passages;
    // From just after the opening formula's first words to the end of the story (the closing formula aside).
    expect(passage?.words).toBeGreaterThan(190);
    expect(copy.text).toContain(passage?.tale);
    expect(KELOGLAN_AND_GIANT).toContain(passage?.match);
    expect(passage?.tale).toContain('kalbur saman sandal, Keloğlan adında');
    expect(passage?.match).toContain('kalbur saman içinde, Keloğlan adında');
  });

  it('cuts a passage where the copy has more than a few words of its own', () => {
    const { passages } = compare(withOwnSentences(KELOGLAN_AND_GIANT), KELOGLAN_AND_GIANT);
    expect(passages).toHaveLength(KELOGLAN_AND_GIANT.split('\n\n').length);
    for (const passage of passages) {
      expect(passage.words).toBeGreaterThanOrEqual(PASSAGE_MIN_WORDS);
      expect(passage.tale).not.toContain('Ninem');
    }
    // Three words of its own are an edit inside one passage.
    const edited = KELOGLAN_AND_GIANT.replace('Keloğlan korkmuş ama', 'Keloğlan çok çok çok korkmuş ama');
    expect(compare(edited, KELOGLAN_AND_GIANT).passages).toHaveLength(1);
  });

  it('finds a tale re-typed without Turkish letters, each side shown as its compiler wrote it', () => {
    const { score, passages } = compare(KELOGLAN_AND_GIANT_RETYPED, KELOGLAN_AND_GIANT);
    expect(score).toBeGreaterThan(0.9);
    const longest = passages.reduce((a, b) => (b.words > a.words ? b : a));
    expect(longest.words).toBeGreaterThan(100);
    expect(longest.tale).toMatch(/^Keloglan adinda bir delikanli/);
    expect(longest.match).toMatch(/^Keloğlan adında bir delikanlı/);
    expect(KELOGLAN_AND_GIANT).toContain(longest.match);
  });

  it('scores a part taken out of a longer tale by the part found there (not by the Jaccard index)', () => {
    const { score, passages } = compare(GOLDEN_HAIRED_GIRL_PART, GOLDEN_HAIRED_GIRL);
    expect(score).toBeGreaterThan(0.9);
    expect(passages).toHaveLength(1);
    expect(passages[0]?.match).toMatch(/^Küçük şehzade yedi gün.*kızı da şehzadeye bırakmış$/s);
    // Seen from the printed tale, the part is a small share of it, yet a copy of half its words.
    expect(compare(GOLDEN_HAIRED_GIRL, GOLDEN_HAIRED_GIRL_PART).score).toBeLessThan(0.5);
  });

  it('does not flag two different Keloğlan tales told with the same formulas, nor show the formulas', () => {
    for (const [tale, other] of [
      [KELOGLAN_AND_PRINCESS, KELOGLAN_AND_GIANT],
      [KELOGLAN_AND_GIANT, KELOGLAN_AND_PRINCESS],
    ] as const) {
      const { score, passages } = compare(tale, other);
      expect(score).toBeLessThan(SIMILAR_TALE_SCORE);
      expect(score).toBeLessThan(POSSIBLE_COPY_SCORE);
      expect(passages).toEqual([]);
    }
  });

  it('keeps a very long passage short, saying how many words it has', () => {
    const long = Array.from({ length: 6 }, () => GOLDEN_HAIRED_GIRL).join('\n\n');
    const [passage] = passagesOf(comparedText(long), comparedText(long));
    expect(passage?.words).toBeGreaterThan(PASSAGE_WORDS_SHOWN);
    expect(passage?.tale.endsWith(' …')).toBe(true);
  });

  it('scores nothing without text', () => {
    expect(compare('', KELOGLAN_AND_GIANT)).toEqual({ score: 0, passages: [] });
    expect(compare(KELOGLAN_AND_GIANT, '')).toEqual({ score: 0, passages: [] });
  });
});
