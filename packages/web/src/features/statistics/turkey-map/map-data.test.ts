import { PROVINCES, REGIONS } from '@masal/shared/reference';
import { describe, expect, it } from 'vitest';
import { joinCounts, maxCount } from './map-data.ts';
import { PROVINCE_SHAPES, VIEW_BOX, viewBoxOf } from './province-shapes.ts';

describe('the map drawing joined to the statistics', () => {
  it('every one of the 81 provinces has an outline, under the reference data’s name and region', () => {
    expect(PROVINCE_SHAPES).toHaveLength(81);
    expect(PROVINCE_SHAPES.map((s) => [s.plate, s.name, s.region])).toEqual(
      PROVINCES.map((p) => [p.plate, p.name, p.region]),
    );
    expect(PROVINCE_SHAPES.find((s) => s.name === 'Hakkâri')?.path).toMatch(/^M /);
  });

  it('puts each count on its province by name; a province the answer lacks has none', () => {
    const joined = joinCounts(PROVINCE_SHAPES, [
      { city: 'Trabzon', count: 12 },
      { city: 'İstanbul', count: 3 },
      { city: 'Atlantis', count: 99 },
    ]);
    expect(joined).toHaveLength(81);
    expect(joined.find((s) => s.name === 'Trabzon')?.count).toBe(12);
    expect(joined.find((s) => s.name === 'İstanbul')?.count).toBe(3);
    expect(joined.filter((s) => s.count === 0)).toHaveLength(79);
    expect(maxCount(joined)).toBe(12);
    expect(maxCount([])).toBe(0);
  });

  it('zooms in on a region: its box lies within the whole drawing and is smaller', () => {
    expect(viewBoxOf(null)).toEqual(VIEW_BOX);
    for (const region of REGIONS) {
      const box = viewBoxOf(region);
      expect(box.width, region).toBeLessThan(VIEW_BOX.width);
      expect(box.x, region).toBeGreaterThanOrEqual(VIEW_BOX.x - 20);
      expect(box.x + box.width, region).toBeLessThanOrEqual(VIEW_BOX.x + VIEW_BOX.width + 20);
      expect(box.y + box.height, region).toBeLessThanOrEqual(VIEW_BOX.y + VIEW_BOX.height + 20);
    }
    // Marmara is in the west, Doğu Anadolu in the east.
    expect(viewBoxOf('Marmara').x).toBeLessThan(viewBoxOf('Doğu Anadolu').x);
  });
});
