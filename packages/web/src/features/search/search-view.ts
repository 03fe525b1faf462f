/**
 * What /masal/searchTale shows — the text, every filter, the sort and the page — kept in the URL, so a search
 * can be shared and reopened (reading the URL restores the form and the results).
 */
import {
  type DetailSearchInput,
  isCityInRegion,
  SEARCH_SORT_FIELDS,
  SEARCH_TEXT_MAX,
  type SearchFilters,
  type SearchSortField,
  searchFiltersSchema,
} from '@masal/shared';
import { patchPagedView } from '../../components/use-list-view.ts';

export const SEARCH_PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 20;

export type SearchOrder = 'asc' | 'desc';

export type SearchView = SearchFilters & {
  /** The free text; '' searches by the filters alone. */
  q: string;
  page: number;
  pageSize: number;
  sort: SearchSortField;
  order: SearchOrder;
};

type FilterKey = keyof SearchFilters;

/** Every filter of the detailed search, in the order the URL writes them. */
const FILTER_KEYS = Object.keys(searchFiltersSchema.shape) as FilterKey[];
const BOOLEAN_KEYS: ReadonlySet<FilterKey> = new Set(['hasVideo', 'hasAudio', 'hasImage', 'possibleCopy']);
const NUMBER_KEYS: ReadonlySet<FilterKey> = new Set([
  'actionId',
  'groupId',
  'subGroupId',
  'userId',
  'copyrightStatus',
  'taleSource',
]);

/** The natural first direction of each sort: names A to Z, the rest largest or newest first. */
const FIRST_ORDER: Record<SearchSortField, SearchOrder> = {
  relevance: 'desc',
  taleName: 'asc',
  submittedAt: 'desc',
  numberOfWord: 'desc',
  copyScore: 'desc',
};

export const DEFAULT_SEARCH_VIEW: SearchView = {
  q: '',
  page: 0,
  pageSize: DEFAULT_PAGE_SIZE,
  sort: 'relevance',
  order: FIRST_ORDER.relevance,
};

/** The URL's text of a filter as the schema takes it: "true"/"false" and whole numbers become values. */
function typed(key: FilterKey, raw: string): unknown {
  if (BOOLEAN_KEYS.has(key)) return raw === 'true' ? true : raw === 'false' ? false : raw;
  if (NUMBER_KEYS.has(key)) return /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  return raw;
}

/** One filter of the URL if the server would accept it, else nothing (an old or hand-typed link). */
function filterOf(params: URLSearchParams, key: FilterKey): unknown {
  const raw = params.get(key)?.trim();
  if (!raw) return undefined;
  const parsed = searchFiltersSchema.shape[key].safeParse(typed(key, raw));
  return parsed.success ? parsed.data : undefined;
}

/** The filters set in `view`, without the text, paging and sort. */
function filtersOf(view: Partial<SearchView>): SearchFilters {
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const value = view[key];
    if (value !== undefined && value !== '') filters[key] = value;
  }
  return filters as SearchFilters;
}

export function readSearchView(params: URLSearchParams): SearchView {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const sort = params.get('sort') ?? '';
  const order = params.get('order');
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const value = filterOf(params, key);
    if (value !== undefined) filters[key] = value;
  }
  const view: SearchView = {
    ...(filters as SearchFilters),
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_TEXT_MAX),
    page: Number.isInteger(page) && page > 0 ? page : 0,
    pageSize: (SEARCH_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    sort: (SEARCH_SORT_FIELDS as readonly string[]).includes(sort)
      ? (sort as SearchSortField)
      : DEFAULT_SEARCH_VIEW.sort,
    order: DEFAULT_SEARCH_VIEW.order,
  };
  view.order = order === 'asc' || order === 'desc' ? order : FIRST_ORDER[view.sort];
  // What the server would refuse keeps its first half: a city outside the region, a range ending before it starts.
  if (view.city && view.area && !isCityInRegion(view.city, view.area)) delete view.city;
  if (view.submittedFrom && view.submittedTo && view.submittedFrom > view.submittedTo)
    delete view.submittedTo;
  if (view.compiledFrom && view.compiledTo && view.compiledFrom > view.compiledTo) delete view.compiledTo;
  return view;
}

/** The URL of a view: only what differs from the default. */
export function writeSearchView(view: SearchView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  for (const [key, value] of Object.entries(filtersOf(view))) params.set(key, String(value));
  if (view.sort !== DEFAULT_SEARCH_VIEW.sort) params.set('sort', view.sort);
  if (view.order !== FIRST_ORDER[view.sort]) params.set('order', view.order);
  if (view.page > 0) params.set('page', String(view.page));
  if (view.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(view.pageSize));
  return params;
}

/**
 * The view after `patch` (an undefined or empty filter is cleared); anything but a page turn starts again
 * from the first page, and a new sort takes its natural direction unless the patch names one.
 */
export function patchSearchView(view: SearchView, patch: Partial<SearchView>): SearchView {
  const next = patchPagedView(view, patch);
  for (const key of FILTER_KEYS) if (next[key] === undefined || next[key] === '') delete next[key];
  if (patch.sort !== undefined && patch.order === undefined) next.order = FIRST_ORDER[patch.sort];
  return next;
}

/** How many filters are set (the collapsed filters show it). */
export const filterCount = (view: SearchView) => Object.keys(filtersOf(view)).length;

/** Every filter cleared; the text, sort and page size stay. */
export const NO_FILTERS: Partial<SearchView> = Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined]));

/** POST /v1/tales/detailSearch's body for the view. */
export function toDetailSearch(view: SearchView): DetailSearchInput {
  return {
    ...filtersOf(view),
    ...(view.q ? { searchText: view.q } : {}),
    page: view.page,
    pageSize: view.pageSize,
    sort: view.sort,
    order: view.order,
  };
}
