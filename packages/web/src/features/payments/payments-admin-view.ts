/** What the admin's payments screen shows, kept in the URL so a reload or a shared link restores it. */
import { type PaymentAdminQuery, paymentAdminQuerySchema } from '@masal/shared';
import { patchPagedView, useUrlView } from '../../components/use-list-view.ts';

export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;
const FILTERS = ['status', 'period', 'from', 'to', 'compiler', 'institutionId', 'area'] as const;
type Filter = (typeof FILTERS)[number];

export type PaymentAdminView = Pick<PaymentAdminQuery, Filter> & { page: number; pageSize: number };

/** One filter of the URL if the server would accept it, else nothing (an old or hand-typed link). */
function read(params: URLSearchParams): PaymentAdminView {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const view: PaymentAdminView = {
    page: Number.isInteger(page) && page > 0 ? page : 0,
    pageSize: (ADMIN_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : 25,
  };
  const shape = paymentAdminQuerySchema.shape;
  for (const key of FILTERS) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const parsed = shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) Object.assign(view, { [key]: parsed.data });
  }
  if (view.period === 'created') delete view.period;
  return view;
}

function write(view: PaymentAdminView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTERS) {
    const value = view[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (view.page > 0) params.set('page', String(view.page));
  if (view.pageSize !== 25) params.set('pageSize', String(view.pageSize));
  return params;
}

export const hasFilters = (view: PaymentAdminView) => FILTERS.some((key) => view[key] !== undefined);

/** The view and a setter that patches it; a new filter or page size starts again from the first page. */
export const usePaymentAdminView = () => useUrlView(read, write, patchPagedView<PaymentAdminView>);
