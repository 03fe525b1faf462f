import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, patchView, readView, toQuery, writeView } from './tale-list-view.ts';

const read = (query: string) => readView(new URLSearchParams(query));

describe('tale list view in the URL', () => {
  it('an empty URL is the default view, and the default view writes an empty URL', () => {
    expect(read('')).toEqual(DEFAULT_VIEW);
    expect(writeView(DEFAULT_VIEW).toString()).toBe('');
  });

  it('a view survives the URL unchanged', () => {
    const view = {
      page: 3,
      pageSize: 50,
      sort: 'taleName',
      order: 'asc',
      actionIds: [1, 4],
      q: 'keloğlan',
    } as const;
    const copy = { ...view, actionIds: [...view.actionIds] };
    expect(readView(writeView(copy))).toEqual(copy);
  });

  it('invalid values fall back to the default, one by one', () => {
    const view = read('page=-2&pageSize=7&sort=password&order=up&actionIds=4,x,99,1,4&q=%20dev%20');
    expect(view).toEqual({ ...DEFAULT_VIEW, actionIds: [1, 4], q: 'dev' });
    expect(read('page=1.5').page).toBe(0);
  });

  it('a search longer than 100 characters is cut', () => {
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('changing a filter, the sort or the page size goes back to the first page', () => {
    const onPage4 = { ...DEFAULT_VIEW, page: 4 };
    expect(patchView(onPage4, { q: 'dev' }).page).toBe(0);
    expect(patchView(onPage4, { sort: 'taleName' }).page).toBe(0);
    expect(patchView(onPage4, { order: 'asc' }).page).toBe(0);
    expect(patchView(onPage4, { pageSize: 50 }).page).toBe(0);
    expect(patchView(onPage4, { actionIds: [2] }).page).toBe(0);
  });

  it('turning a page, or patching with the same values, keeps the page asked for', () => {
    const onPage4 = { ...DEFAULT_VIEW, page: 4, actionIds: [1] };
    expect(patchView(onPage4, { page: 5 }).page).toBe(5);
    expect(patchView(onPage4, { actionIds: [1], q: '' }).page).toBe(4);
    expect(patchView(onPage4, { page: 2, q: 'dev' })).toMatchObject({ page: 2, q: 'dev' });
  });

  it('the query leaves empty filters out', () => {
    expect(toQuery(DEFAULT_VIEW)).toEqual({
      page: 0,
      pageSize: 25,
      sort: 'updatedAt',
      order: 'desc',
      actionIds: undefined,
      q: undefined,
    });
    expect(toQuery({ ...DEFAULT_VIEW, actionIds: [1, 4], q: 'dev' })).toMatchObject({
      actionIds: '1,4',
      q: 'dev',
    });
  });
});
