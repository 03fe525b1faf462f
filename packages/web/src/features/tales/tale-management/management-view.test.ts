import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW } from '../tale-list-view.ts';
import {
  citiesFor,
  hasManagementFilters,
  NO_FILTERS,
  patchManagementView,
  placePatch,
  readManagementView,
  toManagementQuery,
  writeManagementView,
} from './management-view.ts';

const read = (query: string) => readManagementView(new URLSearchParams(query));

describe('tale management view in the URL', () => {
  it('an empty URL is the tale list default, and writes back empty', () => {
    expect(read('')).toEqual(DEFAULT_VIEW);
    expect(writeManagementView(DEFAULT_VIEW).toString()).toBe('');
  });

  it('the filters survive the URL unchanged', () => {
    const view = {
      ...DEFAULT_VIEW,
      page: 2,
      actionIds: [2, 3],
      area: 'Karadeniz',
      city: 'Trabzon',
      editorId: 12,
      from: '2025-01-01',
      to: '2025-03-31',
    };
    expect(readManagementView(writeManagementView(view))).toEqual(view);
  });

  it('leaves out what the server would refuse', () => {
    expect(read('area=Atlantis&city=Paris&editorId=-3&from=2025-13-45&to=dün')).toEqual(DEFAULT_VIEW);
    // A city outside the region, a range that ends before it starts.
    expect(read('area=Ege&city=Trabzon&from=2025-05-01&to=2025-04-01')).toEqual({
      ...DEFAULT_VIEW,
      area: 'Ege',
      from: '2025-05-01',
    });
  });

  it('a new filter goes back to the first page and drops the page cursor', () => {
    const view = { ...read('page=3&after=abc'), area: 'Ege' };
    expect(view.after).toBe('abc');
    const next = patchManagementView(view, { editorId: 4 });
    expect(next).toEqual({ ...DEFAULT_VIEW, area: 'Ege', editorId: 4 });
    expect(patchManagementView(next, { area: undefined })).toEqual({ ...DEFAULT_VIEW, editorId: 4 });
  });

  it('a page turn keeps the filters', () => {
    const view = { ...DEFAULT_VIEW, city: 'Van', area: 'Doğu Anadolu' };
    expect(patchManagementView(view, { page: 1, after: 'xyz' })).toEqual({ ...view, page: 1, after: 'xyz' });
  });

  it('clearing removes every filter, paging starts again', () => {
    const view = read('page=2&actionIds=2&q=dev&area=Ege&city=İzmir&editorId=5&from=2025-01-01');
    expect(hasManagementFilters(view)).toBe(true);
    const cleared = patchManagementView(view, NO_FILTERS);
    expect(cleared).toEqual(DEFAULT_VIEW);
    expect(hasManagementFilters(cleared)).toBe(false);
  });

  it('sends the filters to the server with the list query', () => {
    const query = toManagementQuery({ ...DEFAULT_VIEW, actionIds: [3, 4], editorId: 9, from: '2025-02-01' });
    expect(query).toMatchObject({ actionIds: '3,4', editorId: 9, from: '2025-02-01', page: 0 });
    expect(query).not.toHaveProperty('area');
  });
});

describe('region and city', () => {
  it('a region keeps the city only when it lies there', () => {
    expect(placePatch({ area: 'Karadeniz', city: 'Trabzon' }, { area: 'Ege' })).toEqual({
      area: 'Ege',
      city: undefined,
    });
    expect(placePatch({ city: 'Trabzon' }, { area: 'Karadeniz' })).toEqual({
      area: 'Karadeniz',
      city: 'Trabzon',
    });
    expect(placePatch({ area: 'Ege', city: 'İzmir' }, { area: '' })).toEqual({
      area: undefined,
      city: undefined,
    });
  });

  it('a city brings its region', () => {
    expect(placePatch({}, { city: 'Trabzon' })).toEqual({ area: 'Karadeniz', city: 'Trabzon' });
    expect(placePatch({ area: 'Ege', city: 'İzmir' }, { city: '' })).toEqual({
      area: 'Ege',
      city: undefined,
    });
  });

  it('offers the cities of the region in Turkish order, or all 81', () => {
    expect(citiesFor(undefined)).toHaveLength(81);
    const cities = citiesFor('Karadeniz');
    expect(cities).toContain('Trabzon');
    expect(cities).not.toContain('İzmir');
    expect(cities.indexOf('Çorum')).toBeGreaterThan(cities.indexOf('Bolu'));
    expect(cities.indexOf('Çorum')).toBeLessThan(cities.indexOf('Düzce'));
  });
});
