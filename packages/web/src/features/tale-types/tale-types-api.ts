/**
 * The tale types screen's calls (/masal/taleGroupList): the counts, the changes of groups and subgroups and
 * their order, and the tales of one type. The type list itself is GET /v1/taleGroups (useTaleGroups), under
 * TALE_TYPES_KEY with the counts, so one invalidation refreshes the tree, the pickers and the filters.
 */
import type { TaleGroupCounts, TaleListQuery, TaleTypeGroup, TaleTypeInput } from '@masal/shared';
import { useQuery } from '@tanstack/react-query';
import { request, unwrap } from '../../api/api-client.ts';
import { taleApi } from '../tales/tales-api.ts';
import { TALE_LISTS_KEY } from '../tales/use-tale-list.ts';

/** The tree, the review's pickers and the filters all read GET /v1/taleGroups under this key. */
export const TALE_TYPES_KEY = ['taleGroups'] as const;

/** The node a list of tales is shown for: a group, or one of its subgroups. */
export interface TypeSelection {
  groupId: number;
  subGroupId?: number | undefined;
}

/** The dialogs and the delete show a taken name, a refused field or a type in use themselves. */
const IN_PLACE = { loader: true, handles: ['CONFLICT', 'VALIDATION', 'NOT_FOUND'] } as const;

export const taleTypeApi = {
  list: () => request<TaleTypeGroup[]>('GET', '/taleGroups'),
  counts: () => request<TaleGroupCounts>('GET', '/taleGroups/counts'),
  createGroup: (body: TaleTypeInput) => request<unknown>('POST', '/taleGroups', { ...IN_PLACE, body }),
  updateGroup: (groupId: number, body: TaleTypeInput) =>
    request<unknown>('PUT', `/taleGroups/${groupId}`, { ...IN_PLACE, body }),
  removeGroup: (groupId: number) => request<unknown>('DELETE', `/taleGroups/${groupId}`, IN_PLACE),
  createSubGroup: (groupId: number, body: TaleTypeInput) =>
    request<unknown>('POST', `/taleGroups/${groupId}/subGroups`, { ...IN_PLACE, body }),
  updateSubGroup: (subGroupId: number, body: TaleTypeInput) =>
    request<unknown>('PUT', `/taleGroups/subGroups/${subGroupId}`, { ...IN_PLACE, body }),
  removeSubGroup: (subGroupId: number) =>
    request<unknown>('DELETE', `/taleGroups/subGroups/${subGroupId}`, IN_PLACE),
  reorderGroups: (groupIds: number[]) =>
    request<unknown>('PUT', '/taleGroups/order', { ...IN_PLACE, body: { groupIds } }),
  reorderSubGroups: (groupId: number, subGroupIds: number[]) =>
    request<unknown>('PUT', `/taleGroups/${groupId}/subGroups/order`, { ...IN_PLACE, body: { subGroupIds } }),
};

/** GET /v1/taleGroups with the ATU and TTV numbers, in order (the same key as the review pickers'). */
export function useTaleTypes() {
  return useQuery({ queryKey: TALE_TYPES_KEY, queryFn: () => unwrap(taleTypeApi.list()) });
}

/** How many tales the viewer may see carry each type, as two maps by id. */
export function useTaleTypeCounts() {
  return useQuery({
    queryKey: [...TALE_TYPES_KEY, 'counts'],
    queryFn: () => unwrap(taleTypeApi.counts()),
    select: (answer) => ({
      groups: new Map(answer.groups.map((g) => [g.groupId, g.taleCount])),
      subGroups: new Map(answer.subGroups.map((s) => [s.subGroupId, s.taleCount])),
    }),
  });
}

/** GET /v1/tales/?groupId=…[&subGroupId=…]: the tales of a type the viewer may see, server-paged. */
export const typeTalesQuery = (selection: TypeSelection, query: TaleListQuery) => ({
  queryKey: [...TALE_LISTS_KEY, 'taleType', selection, query] as const,
  queryFn: () => unwrap(taleApi.list({ ...query, ...selection })),
});
