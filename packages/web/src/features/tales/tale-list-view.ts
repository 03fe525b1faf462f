import {
  ACTION,
  ACTION_IDS,
  TALE_PAGE_SIZES,
  TALE_SORT_FIELDS,
  type TaleListAnswer,
  type TaleListQuery,
  type TaleSortField,
  taleListQuerySchema,
} from '@masal/shared';

/**
 * The statuses the staff's lists (Masal Listesi, Masal Yönetimi) filter by: drafts are not in them,
 * and the server refuses a draft filter there.
 */
export const STAFF_LIST_STATUSES: readonly number[] = ACTION_IDS.filter((id) => id !== ACTION.draft);

/** What a tale list shows; kept in the URL so reload and back restore it. */
export interface TaleListView {
  page: number;
  pageSize: number;
  sort: TaleSortField;
  order: 'asc' | 'desc';
  actionIds: number[];
  q: string;
  /**
   * The cursor the page was reached with (an answer's nextCursor or prevCursor), at most one: the
   * server reads the page from an index however deep it is. Without one, `page` is an offset.
   */
  after?: string;
  before?: string;
}

type PageCursor = Pick<TaleListView, 'after' | 'before'>;

export const DEFAULT_VIEW: TaleListView = {
  page: 0,
  pageSize: 25,
  sort: 'updatedAt',
  order: 'desc',
  actionIds: [],
  q: '',
};

const PAGE_SIZES: readonly number[] = TALE_PAGE_SIZES;
const SORT_FIELDS: readonly string[] = TALE_SORT_FIELDS;
const Q_MAX = 100;

/** A cursor in the URL, if it has a cursor's form; what is inside only the server checks. */
function readCursor(params: URLSearchParams, name: 'after' | 'before'): string | undefined {
  const value = params.get(name);
  return value && taleListQuerySchema.shape[name].safeParse(value).success ? value : undefined;
}

/** The cursor of a view on `page`: none on the first page, and none when both are given (the server refuses both). */
function cursorOf(page: number, after: string | undefined, before: string | undefined): PageCursor {
  if (page === 0 || (after && before)) return {};
  if (after) return { after };
  if (before) return { before };
  return {};
}

/** The view in the URL; anything missing or invalid falls back to the default. */
export function readView(params: URLSearchParams): TaleListView {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const sort = params.get('sort') ?? '';
  const order = params.get('order');
  const actionIds = (params.get('actionIds') ?? '')
    .split(',')
    .map(Number)
    .filter((id, i, all) => (ACTION_IDS as number[]).includes(id) && all.indexOf(id) === i)
    .sort((a, b) => a - b);
  const validPage = Number.isInteger(page) && page > 0 ? page : DEFAULT_VIEW.page;
  return {
    page: validPage,
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULT_VIEW.pageSize,
    sort: SORT_FIELDS.includes(sort) ? (sort as TaleSortField) : DEFAULT_VIEW.sort,
    order: order === 'asc' || order === 'desc' ? order : DEFAULT_VIEW.order,
    actionIds,
    q: (params.get('q') ?? '').trim().slice(0, Q_MAX),
    ...cursorOf(validPage, readCursor(params, 'after'), readCursor(params, 'before')),
  };
}

/**
 * The view after `patch`: changing a filter, the sort or the page size goes back to the first page.
 * A cursor leads to one page only, so another page comes with the patch's own cursor or none.
 */
export function patchView(current: TaleListView, patch: Partial<TaleListView>): TaleListView {
  const { after, before, ...next } = { ...current, ...patch };
  const resetsPage =
    patch.page === undefined &&
    (next.pageSize !== current.pageSize ||
      next.sort !== current.sort ||
      next.order !== current.order ||
      next.q !== current.q ||
      next.actionIds.join() !== current.actionIds.join());
  if (resetsPage) return { ...next, page: 0 };
  const cursor = patch.page === undefined ? { after, before } : patch;
  return { ...next, ...cursorOf(next.page, cursor.after, cursor.before) };
}

/**
 * The patch that turns the grid to `page`: the next and previous pages by the answer's cursors; the
 * first page, a jump, or an answer that may still be the page being left (null) by page number.
 */
export function turnPage(
  view: TaleListView,
  page: number,
  answer: Pick<TaleListAnswer, 'nextCursor' | 'prevCursor'> | null,
): Partial<TaleListView> {
  if (page === view.page + 1 && answer?.nextCursor) return { page, after: answer.nextCursor };
  if (page === view.page - 1 && page > 0 && answer?.prevCursor) return { page, before: answer.prevCursor };
  return { page };
}

/** The URL parameters of a view; defaults are left out to keep links short. */
export function writeView(view: TaleListView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.page !== DEFAULT_VIEW.page) params.set('page', String(view.page));
  if (view.after) params.set('after', view.after);
  if (view.before) params.set('before', view.before);
  if (view.pageSize !== DEFAULT_VIEW.pageSize) params.set('pageSize', String(view.pageSize));
  if (view.sort !== DEFAULT_VIEW.sort) params.set('sort', view.sort);
  if (view.order !== DEFAULT_VIEW.order) params.set('order', view.order);
  if (view.actionIds.length > 0) params.set('actionIds', view.actionIds.join(','));
  if (view.q) params.set('q', view.q);
  return params;
}

/** The query of GET /v1/tales/ and /v1/tales/userId/{id}. */
export function toQuery(view: TaleListView): TaleListQuery {
  return {
    page: view.page,
    pageSize: view.pageSize,
    sort: view.sort,
    order: view.order,
    actionIds: view.actionIds.length > 0 ? view.actionIds.join(',') : undefined,
    q: view.q || undefined,
    after: view.after,
    before: view.before,
  };
}
