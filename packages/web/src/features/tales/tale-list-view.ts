import {
  ACTION_IDS,
  TALE_PAGE_SIZES,
  TALE_SORT_FIELDS,
  type TaleListQuery,
  type TaleSortField,
} from '@masal/shared';

/** What a tale list shows; kept in the URL so reload and back restore it. */
export interface TaleListView {
  page: number;
  pageSize: number;
  sort: TaleSortField;
  order: 'asc' | 'desc';
  actionIds: number[];
  q: string;
}

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
  return {
    page: Number.isInteger(page) && page > 0 ? page : DEFAULT_VIEW.page,
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULT_VIEW.pageSize,
    sort: SORT_FIELDS.includes(sort) ? (sort as TaleSortField) : DEFAULT_VIEW.sort,
    order: order === 'asc' || order === 'desc' ? order : DEFAULT_VIEW.order,
    actionIds,
    q: (params.get('q') ?? '').trim().slice(0, Q_MAX),
  };
}

/** The view after `patch`: changing a filter, the sort or the page size goes back to the first page. */
export function patchView(before: TaleListView, patch: Partial<TaleListView>): TaleListView {
  const next = { ...before, ...patch };
  const resetsPage =
    patch.page === undefined &&
    (next.pageSize !== before.pageSize ||
      next.sort !== before.sort ||
      next.order !== before.order ||
      next.q !== before.q ||
      next.actionIds.join() !== before.actionIds.join());
  return resetsPage ? { ...next, page: 0 } : next;
}

/** The URL parameters of a view; defaults are left out to keep links short. */
export function writeView(view: TaleListView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.page !== DEFAULT_VIEW.page) params.set('page', String(view.page));
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
  };
}
