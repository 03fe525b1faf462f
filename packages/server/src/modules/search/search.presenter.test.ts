import { DETAIL_SEARCH_COUNT_CAP, SEARCH_FACETS } from '@masal/shared';
import { describe, expect, it } from 'vitest';
import { toCounts, toFacets } from './search.presenter.ts';

describe('toFacets', () => {
  it('groups by facet, most frequent first, without empty values', () => {
    const facets = toFacets([
      { facet: 'area', value: 'Ege', count: 2, capped: false },
      { facet: 'area', value: 'Karadeniz', count: 5, capped: false },
      { facet: 'area', value: null, count: 9, capped: false },
      { facet: 'hasVideo', value: true, count: 1, capped: false },
    ]);
    expect(facets.area).toEqual([
      { value: 'Karadeniz', count: 5 },
      { value: 'Ege', count: 2 },
    ]);
    expect(facets.hasVideo).toEqual([{ value: true, count: 1 }]);
    expect(facets.city).toEqual([]);
  });
});

describe('toCounts', () => {
  const answer = { rows: [], foundCapped: false, totalCapped: false, total: 40, facets: [] };

  it('says nothing is a lower bound while every match is counted', () => {
    expect(toCounts(answer, {})).toMatchObject({ total: 40, totalCapped: false, cappedFacets: [] });
  });

  it('marks the total and the open facets over the cap, a filtered facet by its own count', () => {
    const over = { ...answer, total: DETAIL_SEARCH_COUNT_CAP, totalCapped: true };
    const counts = toCounts(over, { area: 'Ege', city: 'İzmir' });
    expect(counts).toMatchObject({ total: DETAIL_SEARCH_COUNT_CAP, totalCapped: true });
    expect(counts.cappedFacets).not.toContain('area');
    expect(counts.cappedFacets).toContain('actionId');
    const areaOver = {
      ...answer,
      facets: [{ facet: 'area' as const, value: 'Ege', count: 9, capped: true }],
    };
    expect(toCounts(areaOver, { area: 'Ege' }).cappedFacets).toEqual(['area']);
  });

  it("marks every count when a text's matches were more than counted", () => {
    const counts = toCounts({ ...answer, foundCapped: true, totalCapped: true }, { area: 'Ege' });
    expect(counts).toMatchObject({ total: 40, totalCapped: true });
    expect(counts.cappedFacets).toEqual([...SEARCH_FACETS]);
  });
});
