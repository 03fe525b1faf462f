/**
 * What /masal/taleManagement shows, kept in the URL: the tale list's view (status, name, paging, sort)
 * and the admin's own filters — region, city, editor and the submitted days.
 */
import { compareTr, isCityInRegion, PROVINCES, type TaleListQuery, taleListQuerySchema } from '@masal/shared';
import { patchView, readView, type TaleListView, toQuery, writeView } from '../tale-list-view.ts';

export interface ManagementFilters {
  /** The region's name as provinces.json spells it ("Karadeniz"). */
  area?: string;
  city?: string;
  editorId?: number;
  /** YYYY-MM-DD, the submitted day, both inclusive. */
  from?: string;
  to?: string;
}

export type ManagementView = TaleListView & ManagementFilters;

const FILTER_KEYS = ['area', 'city', 'editorId', 'from', 'to'] as const;

/** One filter of the URL if the server would accept it, else nothing (an old or hand-typed link). */
function filterOf<K extends (typeof FILTER_KEYS)[number]>(params: URLSearchParams, key: K) {
  const raw = params.get(key);
  if (!raw) return undefined;
  const parsed = taleListQuerySchema.shape[key].safeParse(raw);
  return parsed.success && parsed.data !== null ? (parsed.data as ManagementFilters[K]) : undefined;
}

function readFilters(params: URLSearchParams): ManagementFilters {
  const filters: ManagementFilters = {};
  for (const key of FILTER_KEYS) {
    const value = filterOf(params, key);
    if (value !== undefined) Object.assign(filters, { [key]: value });
  }
  // The server refuses a city outside the region and a range that ends before it starts: the first stays.
  if (filters.city && filters.area && !isCityInRegion(filters.city, filters.area)) delete filters.city;
  if (filters.from && filters.to && filters.from > filters.to) delete filters.to;
  return filters;
}

export function readManagementView(params: URLSearchParams): ManagementView {
  return { ...readView(params), ...readFilters(params) };
}

export function writeManagementView(view: ManagementView): URLSearchParams {
  const params = writeView(view);
  for (const key of FILTER_KEYS) {
    const value = view[key];
    if (value !== undefined) params.set(key, String(value));
  }
  return params;
}

const filtersOf = (view: ManagementView): ManagementFilters =>
  Object.fromEntries(FILTER_KEYS.flatMap((key) => (view[key] === undefined ? [] : [[key, view[key]]])));

/** The view after `patch` (an undefined filter is cleared); a new filter starts again from the first page. */
export function patchManagementView(current: ManagementView, patch: Partial<ManagementView>): ManagementView {
  const next = { ...patchView(current, patch) } as ManagementView;
  for (const key of FILTER_KEYS) if (next[key] === undefined) delete next[key];
  const before = filtersOf(current);
  const after = filtersOf(next);
  const changed = FILTER_KEYS.some((key) => before[key] !== after[key]);
  if (!changed) return next;
  const { after: _after, before: _before, ...rest } = next;
  return { ...rest, page: 0 };
}

/**
 * Choosing a region keeps the city only when it lies there; choosing a city also chooses its region,
 * so the two never disagree.
 */
export function placePatch(
  view: ManagementFilters,
  change: { area: string } | { city: string },
): Pick<ManagementFilters, 'area' | 'city'> {
  if ('area' in change) {
    const area = change.area || undefined;
    const keepsCity = view.city && area && isCityInRegion(view.city, area);
    return { area, city: keepsCity ? view.city : undefined };
  }
  const city = change.city || undefined;
  const region = city ? PROVINCES.find((p) => p.name === city)?.region : undefined;
  return { area: region ?? view.area, city };
}

/** The cities the city filter offers: those of the chosen region, or all 81 without one. */
export function citiesFor(area: string | undefined): string[] {
  const cities = PROVINCES.filter((p) => !area || p.region === area).map((p) => p.name);
  return cities.sort(compareTr);
}

export function toManagementQuery(view: ManagementView): TaleListQuery {
  return { ...toQuery(view), ...filtersOf(view) };
}

/** Whether any filter of the screen is set (the "clear" button shows then). */
export const hasManagementFilters = (view: ManagementView) =>
  view.actionIds.length > 0 || view.q !== '' || FILTER_KEYS.some((key) => view[key] !== undefined);

/** Every filter cleared; paging and sort stay. */
export const NO_FILTERS: Partial<ManagementView> = {
  actionIds: [],
  q: '',
  area: undefined,
  city: undefined,
  editorId: undefined,
  from: undefined,
  to: undefined,
};
