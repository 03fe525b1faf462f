/** What the past reviews screen shows, kept in the URL so a reload, a shared link or "back" restores it. */
import { type PastReviewDecision, pastReviewListQuerySchema } from '@masal/shared';
import { patchPagedView } from '../../../components/use-list-view.ts';

export const PAST_REVIEW_PAGE_SIZES = [10, 25, 50, 100] as const;

export interface PastReviewView {
  page: number;
  pageSize: number;
  decision?: PastReviewDecision;
  /** YYYY-MM-DD, Istanbul days, both inclusive. */
  from?: string;
  to?: string;
}

const DEFAULT_PAGE_SIZE = 25;
const FILTERS = ['decision', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];

/** One filter of the URL if the server would accept it, else nothing (an old or hand-typed link). */
function filterOf<K extends Filter>(params: URLSearchParams, key: K): PastReviewView[K] | undefined {
  const raw = params.get(key);
  if (raw === null || raw === '') return undefined;
  const parsed = pastReviewListQuerySchema.shape[key].safeParse(raw);
  return parsed.success ? (parsed.data as PastReviewView[K]) : undefined;
}

export function readPastReviewView(params: URLSearchParams): PastReviewView {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const view: PastReviewView = {
    page: Number.isInteger(page) && page > 0 ? page : 0,
    pageSize: (PAST_REVIEW_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
  for (const key of FILTERS) {
    const value = filterOf(params, key);
    if (value !== undefined) Object.assign(view, { [key]: value });
  }
  // A range the server would refuse keeps only its start.
  if (view.from && view.to && view.from > view.to) delete view.to;
  return view;
}

/** The URL of a view: only what differs from the default. */
export function writePastReviewView(view: PastReviewView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTERS) {
    const value = view[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (view.page > 0) params.set('page', String(view.page));
  if (view.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(view.pageSize));
  return params;
}

/** The view after `patch`; a new filter or page size starts again from the first page. */
export function patchPastReviewView(view: PastReviewView, patch: Partial<PastReviewView>): PastReviewView {
  const next = patchPagedView(view, patch);
  for (const key of FILTERS) if (next[key] === undefined || next[key] === '') delete next[key];
  return next;
}

/** Whether any filter is set (the "clear" button shows then). */
export const hasFilters = (view: PastReviewView) => FILTERS.some((key) => view[key] !== undefined);
