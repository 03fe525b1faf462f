/**
 * The published tales' reads, on taleApi's calls: the list (GET /v1/tales/ with actionIds=9, so private
 * content is never asked for) and the full tale. The abstract is the workflow's (useTaleAbstract).
 */
import { ACTION, type TaleListQuery } from '@masal/shared';
import { unwrap } from '../../../api/api-client.ts';
import { reviewKeys } from '../../workflow/review/review-api.ts';
import { taleApi } from '../tales-api.ts';
import { TALE_LISTS_KEY } from '../use-tale-list.ts';

/** The region and province, spelled as the reference data, and the type (a tale group's id, or ''). */
export interface PublicTaleFilter {
  area: string;
  city: string;
  groupId: string;
}

export const publicTaleKeys = {
  list: (query: TaleListQuery, filter: PublicTaleFilter) =>
    [...TALE_LISTS_KEY, 'published', query, filter] as const,
};

export const publicTaleApi = {
  list: (query: TaleListQuery, filter: PublicTaleFilter) =>
    taleApi.list({ ...query, ...filter, actionIds: String(ACTION.published) }),
};

/** The full tale; attachment paths are signed and expire, so it is read again each time. */
export const fullTaleQuery = (taleId: number) => ({
  queryKey: reviewKeys.full(taleId),
  queryFn: () => unwrap(taleApi.getFull(taleId)),
  staleTime: 0,
  retry: false,
});
