import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH_VIEW,
  filterCount,
  NO_FILTERS,
  patchSearchView,
  readSearchView,
  type SearchView,
  toDetailSearch,
  writeSearchView,
} from './search-view.ts';

const read = (query: string) => readSearchView(new URLSearchParams(query));

describe('detailed search view in the URL', () => {
  it('an empty URL is the default: relevance first, 20 a page, no filter', () => {
    expect(read('')).toEqual(DEFAULT_SEARCH_VIEW);
    expect(writeSearchView(DEFAULT_SEARCH_VIEW).toString()).toBe('');
  });

  it('reads every kind of filter with its type: numbers, booleans, names and days', () => {
    const view = read(
      'q=keloglan&actionId=2&area=Karadeniz&city=Trabzon&groupId=3&subGroupId=7&compiler=Ay%C5%9Fe' +
        '&educationLevel=%C4%B0lkokul&copyrightStatus=1&taleSource=2&hasVideo=true&hasAudio=false' +
        '&submittedFrom=2024-01-01&submittedTo=2024-12-31&possibleCopy=true&sort=taleName&page=2&pageSize=50',
    );
    expect(view).toEqual({
      q: 'keloglan',
      actionId: 2,
      area: 'Karadeniz',
      city: 'Trabzon',
      groupId: 3,
      subGroupId: 7,
      compiler: 'Ayşe',
      educationLevel: 'İlkokul',
      copyrightStatus: 1,
      taleSource: 2,
      hasVideo: true,
      hasAudio: false,
      submittedFrom: '2024-01-01',
      submittedTo: '2024-12-31',
      possibleCopy: true,
      sort: 'taleName',
      order: 'asc',
      page: 2,
      pageSize: 50,
    });
  });

  it('writing a view and reading it back gives the same view (a shared link reopens the same search)', () => {
    const view: SearchView = {
      ...DEFAULT_SEARCH_VIEW,
      q: 'Keloğlan',
      actionId: 9,
      area: 'Ege',
      hasImage: false,
      compiledFrom: '2023-05-01',
      sort: 'submittedAt',
      order: 'asc',
      page: 3,
    };
    expect(read(writeSearchView(view).toString())).toEqual(view);
  });

  it('drops what the server would refuse: unknown values, a city outside its region, ranges ending before they start', () => {
    const view = read(
      'actionId=42&area=Atlantis&educationLevel=Profes%C3%B6r&hasVideo=yes&groupId=-1&copyrightStatus=5' +
        '&sort=random&order=up&page=-3&pageSize=7&submittedFrom=2024-05-01&submittedTo=2024-01-01' +
        '&compiledFrom=2024-13-40',
    );
    expect(view).toEqual({ ...DEFAULT_SEARCH_VIEW, submittedFrom: '2024-05-01' });
    expect(read('area=Ege&city=Trabzon')).toEqual({ ...DEFAULT_SEARCH_VIEW, area: 'Ege' });
  });

  it('a changed filter or sort starts from the first page; a page turn keeps the rest', () => {
    const on3 = { ...DEFAULT_SEARCH_VIEW, area: 'Ege', page: 3 };
    expect(patchSearchView(on3, { page: 4 })).toEqual({ ...on3, page: 4 });
    expect(patchSearchView(on3, { actionId: 2 })).toEqual({ ...on3, actionId: 2, page: 0 });
    expect(patchSearchView(on3, { q: 'dev' }).page).toBe(0);
    expect(patchSearchView(on3, { area: undefined })).toEqual({ ...DEFAULT_SEARCH_VIEW });
  });

  it('a new sort takes its natural direction unless one is given', () => {
    expect(patchSearchView(DEFAULT_SEARCH_VIEW, { sort: 'taleName' }).order).toBe('asc');
    expect(patchSearchView(DEFAULT_SEARCH_VIEW, { sort: 'copyScore' }).order).toBe('desc');
    expect(patchSearchView(DEFAULT_SEARCH_VIEW, { sort: 'taleName', order: 'desc' }).order).toBe('desc');
    // The natural direction is not written into the URL; the other one is.
    expect(writeSearchView({ ...DEFAULT_SEARCH_VIEW, sort: 'taleName', order: 'asc' }).toString()).toBe(
      'sort=taleName',
    );
    expect(writeSearchView({ ...DEFAULT_SEARCH_VIEW, order: 'asc' }).toString()).toBe('order=asc');
  });

  it('counts and clears the filters, keeping the text and the sort', () => {
    const view = {
      ...DEFAULT_SEARCH_VIEW,
      q: 'dev',
      sort: 'taleName' as const,
      area: 'Ege',
      possibleCopy: true,
    };
    expect(filterCount(view)).toBe(2);
    const cleared = patchSearchView(view, NO_FILTERS);
    expect(filterCount(cleared)).toBe(0);
    expect(cleared).toMatchObject({ q: 'dev', sort: 'taleName' });
  });

  it('asks the server with the filters set, the text only when there is one', () => {
    expect(toDetailSearch({ ...DEFAULT_SEARCH_VIEW, area: 'Ege', hasAudio: false })).toEqual({
      area: 'Ege',
      hasAudio: false,
      page: 0,
      pageSize: 20,
      sort: 'relevance',
      order: 'desc',
    });
    expect(toDetailSearch({ ...DEFAULT_SEARCH_VIEW, q: 'keloglan' }).searchText).toBe('keloglan');
  });
});
