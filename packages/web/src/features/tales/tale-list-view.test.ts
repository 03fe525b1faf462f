import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VIEW,
  patchView,
  readView,
  type TaleListView,
  toQuery,
  turnPage,
  writeView,
} from './tale-list-view.ts';

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

describe('the cursor a page was reached with', () => {
  const CURSOR = 'eyJzIjoidXBkYXRlZEF0In0';
  const onPage4 = { ...DEFAULT_VIEW, page: 4, after: CURSOR };

  it('survives the URL, after or before, and goes to the server', () => {
    expect(writeView(onPage4).toString()).toBe(`page=4&after=${CURSOR}`);
    expect(readView(writeView(onPage4))).toEqual(onPage4);
    const back = { ...DEFAULT_VIEW, page: 2, before: CURSOR };
    expect(readView(writeView(back))).toEqual(back);
    expect(toQuery(onPage4)).toMatchObject({ page: 4, after: CURSOR, before: undefined });
    expect(toQuery(back)).toMatchObject({ page: 2, after: undefined, before: CURSOR });
  });

  it('is dropped from the URL on the first page, when both are given, or when it is not a cursor', () => {
    expect(read(`after=${CURSOR}`)).toEqual(DEFAULT_VIEW);
    expect(read(`page=0&before=${CURSOR}`)).toEqual(DEFAULT_VIEW);
    expect(read(`page=3&after=${CURSOR}&before=${CURSOR}`)).toEqual({ ...DEFAULT_VIEW, page: 3 });
    expect(read('page=3&after=a%2Bb')).toEqual({ ...DEFAULT_VIEW, page: 3 });
    expect(read(`page=3&after=${'a'.repeat(10_000)}`)).toEqual({ ...DEFAULT_VIEW, page: 3 });
  });

  it('is dropped when a filter, the sort or the page size sends the list back to the first page', () => {
    const patches: Partial<TaleListView>[] = [
      { q: 'dev' },
      { sort: 'taleName' },
      { order: 'asc' },
      { pageSize: 50 },
      { actionIds: [2] },
    ];
    for (const patch of patches) {
      const next = patchView({ ...DEFAULT_VIEW, page: 4, before: CURSOR }, patch);
      expect(next).not.toHaveProperty('after');
      expect(next).not.toHaveProperty('before');
      expect(next.page).toBe(0);
    }
  });

  it('belongs to its page: another page brings its own cursor, or none', () => {
    expect(patchView(onPage4, { page: 5, after: 'next' })).toEqual({ ...onPage4, page: 5, after: 'next' });
    expect(patchView(onPage4, { page: 3, before: 'prev' })).toEqual({
      ...DEFAULT_VIEW,
      page: 3,
      before: 'prev',
    });
    expect(patchView(onPage4, { page: 3 })).toEqual({ ...DEFAULT_VIEW, page: 3 });
    expect(patchView(onPage4, { page: 0, before: 'prev' })).toEqual(DEFAULT_VIEW);
    expect(patchView(onPage4, { q: '' })).toEqual(onPage4);
  });
});

describe('turning a page of the grid', () => {
  const view = { ...DEFAULT_VIEW, page: 2, after: 'this' };
  const answer = { nextCursor: 'next', prevCursor: 'prev' };

  it("goes to the next or previous page by the answer's cursors", () => {
    expect(turnPage(view, 3, answer)).toEqual({ page: 3, after: 'next' });
    expect(turnPage(view, 1, answer)).toEqual({ page: 1, before: 'prev' });
  });

  it('goes to the first page without a cursor', () => {
    expect(turnPage({ ...view, page: 1 }, 0, answer)).toEqual({ page: 0 });
  });

  it('goes by offset when no cursor is at hand: a jump, or an answer still on its way', () => {
    expect(turnPage(view, 5, answer)).toEqual({ page: 5 });
    expect(turnPage(view, 3, null)).toEqual({ page: 3 });
    expect(turnPage(view, 3, { nextCursor: null, prevCursor: 'prev' })).toEqual({ page: 3 });
  });
});
