/**
 * GET /v1/statistics/…: the home page's public figures and the admin screen's figures in depth. Every query is
 * under ['tales'], so a workflow decision taken elsewhere (which invalidates the tale queries) refreshes them.
 */
import type {
  StatisticsArea,
  StatisticsMap,
  StatisticsScope,
  StatisticsSummary,
  Throughput,
  TopUploader,
} from '@masal/shared/schemas/statistics';
import { useQuery } from '@tanstack/react-query';
import { request, unwrap } from '../../api/api-client.ts';
import { queryString } from '../../api/query-string.ts';

/** The scope and the submission days (YYYY-MM-DD, Istanbul, inclusive) the screen asks for. */
export interface StatisticsFilter {
  scope: StatisticsScope;
  from?: string | undefined;
  to?: string | undefined;
}

export const PUBLIC_FILTER: StatisticsFilter = { scope: 'public' };

/** The filter's query values: the public scope is the server's default, so it is left out. */
export const statisticsQuery = (values: Record<string, string | number | undefined>): string =>
  queryString({ ...values, scope: values.scope === 'public' ? undefined : values.scope });

/** Failures show in place (a Turkish error in the section), not by leaving the page; 401 and 403 act as everywhere. */
const get = <T>(path: string) => unwrap(request<T>('GET', `/statistics${path}`, { mode: 'background' }));

const filterQuery = (f: StatisticsFilter) => statisticsQuery({ scope: f.scope, from: f.from, to: f.to });
const BASE = ['tales', 'statistics'] as const;

export function useStatisticsMap(filter: StatisticsFilter) {
  return useQuery({
    queryKey: [...BASE, 'map', filter],
    queryFn: () => get<StatisticsMap>(`/map${filterQuery(filter)}`),
  });
}

/** A region's provinces; `region` null asks nothing. */
export function useStatisticsArea(region: string | null, scope: StatisticsScope) {
  return useQuery({
    queryKey: [...BASE, 'area', region, scope],
    queryFn: () =>
      get<StatisticsArea>(`/area/${encodeURIComponent(region ?? '')}${statisticsQuery({ scope })}`),
    enabled: region !== null,
  });
}

export function useStatisticsSummary(filter: StatisticsFilter) {
  return useQuery({
    queryKey: [...BASE, 'summary', filter],
    queryFn: () => get<StatisticsSummary>(`/summary${filterQuery(filter)}`),
  });
}

export function useTopUploaders(limit: number) {
  return useQuery({
    queryKey: [...BASE, 'topUploaders', limit],
    queryFn: () => get<TopUploader[]>(`/topUploaders${statisticsQuery({ limit })}`),
  });
}

/** Admins only: days from submission to an editor's decision. */
export function useThroughput(filter: StatisticsFilter) {
  return useQuery({
    queryKey: [...BASE, 'throughput', filter.from, filter.to],
    queryFn: () => get<Throughput>(`/throughput${statisticsQuery({ from: filter.from, to: filter.to })}`),
  });
}
