/** The admin statistics screen's scope and days, kept in the URL so a reload or a shared link shows the same. */
import { statisticsRangeQuerySchema } from '@masal/shared/schemas/statistics';
import type { StatisticsFilter } from './statistics-api.ts';

/** The filter of the URL; a value the server would refuse (an old or hand-typed link) is dropped. */
export function readStatisticsView(params: URLSearchParams): StatisticsFilter {
  const shape = statisticsRangeQuerySchema.shape;
  const read = <K extends 'from' | 'to'>(key: K) => {
    const parsed = shape[key].safeParse(params.get(key) || undefined);
    return parsed.success ? parsed.data : undefined;
  };
  const view: StatisticsFilter = { scope: params.get('scope') === 'all' ? 'all' : 'public' };
  const from = read('from');
  const to = read('to');
  if (from) view.from = from;
  // A range the server would refuse keeps only its start.
  if (to && !(from && from > to)) view.to = to;
  return view;
}

/** The URL of a filter: only what differs from the default. */
export function writeStatisticsView(view: StatisticsFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (view.scope === 'all') params.set('scope', 'all');
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  return params;
}
