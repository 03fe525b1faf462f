/**
 * The published tales' calls: the list (GET /v1/tales/ with actionIds=9, so private content is never
 * asked for), the full tale and its abstract.
 */
import { ACTION, type TaleAbstract, type TaleListAnswer, type TaleListQuery } from '@masal/shared';
import { request } from '../../api/api-client.ts';
import { taleApi, unwrap } from '../../api/masal-api.ts';
import { reviewKeys } from '../review/review-api.ts';
import { TALE_LISTS_KEY } from '../tales/use-tale-list.ts';

/** The region and province, spelled as the reference data, and the type (a tale group's id, or ''). */
export interface PublicTaleFilter {
  area: string;
  city: string;
  groupId: string;
}

function listPath(query: TaleListQuery, filter: PublicTaleFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...filter, actionIds: String(ACTION.published) })) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return `/tales/?${params}`;
}

export const publicTaleKeys = {
  list: (query: TaleListQuery, filter: PublicTaleFilter) =>
    [...TALE_LISTS_KEY, 'published', query, filter] as const,
  abstract: (taleId: number) => ['tales', 'publicAbstract', taleId] as const,
};

export const publicTaleApi = {
  list: (query: TaleListQuery, filter: PublicTaleFilter) =>
    request<TaleListAnswer>('GET', listPath(query, filter)),
  /** Quiet: a tale without an abstract (404), or one a reader may not see, simply shows none. */
  abstract: (taleId: number) =>
    request<TaleAbstract>('GET', `/taleAbstract/byTaleId/${taleId}`, { mode: 'quiet' }),
};

/** The full tale; attachment paths are signed and expire, so it is read again each time. */
export const fullTaleQuery = (taleId: number) => ({
  queryKey: reviewKeys.full(taleId),
  queryFn: () => unwrap(taleApi.getFull(taleId)),
  staleTime: 0,
  retry: false,
});
