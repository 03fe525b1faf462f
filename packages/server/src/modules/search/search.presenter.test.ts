import { describe, expect, it } from 'vitest';
import { snippetParts, toFacets } from './search.presenter.ts';
import { HIT_END, HIT_START } from './search.repository.ts';

describe('snippetParts', () => {
  it('splits a headline at its marks', () => {
    const headline = `Bir varmış, ${HIT_START}Keloğlan${HIT_END}'ın ${HIT_START}ağaçları${HIT_END} varmış`;
    expect(snippetParts(headline)).toEqual([
      { text: 'Bir varmış, ', hit: false },
      { text: 'Keloğlan', hit: true },
      { text: "'ın ", hit: false },
      { text: 'ağaçları', hit: true },
      { text: ' varmış', hit: false },
    ]);
  });

  it('has no parts without a headline', () => {
    expect(snippetParts(null)).toEqual([]);
    expect(snippetParts('')).toEqual([]);
  });
});

describe('toFacets', () => {
  it('groups by facet, most frequent first, without empty values', () => {
    const facets = toFacets([
      { facet: 'area', value: 'Ege', count: 2 },
      { facet: 'area', value: 'Karadeniz', count: 5 },
      { facet: 'area', value: null, count: 9 },
      { facet: 'hasVideo', value: true, count: 1 },
    ]);
    expect(facets.area).toEqual([
      { value: 'Karadeniz', count: 5 },
      { value: 'Ege', count: 2 },
    ]);
    expect(facets.hasVideo).toEqual([{ value: true, count: 1 }]);
    expect(facets.city).toEqual([]);
  });
});
