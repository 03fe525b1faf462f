/**
 * The tale groups screen's calls (/masal/taleGroupList): the counts, the changes of groups and subgroups and
 * their order, and the tales of one type. The type list itself is GET /v1/taleGroups (useTaleGroups), under
 * TALE_GROUPS_KEY with the counts, so one invalidation refreshes the tree, the pickers and the filters.
 */
import type { TaleGroupCounts, TaleGroupInput, TaleGroupWithSubGroups, TaleListQuery } from '@masal/shared';
import { useQuery } from '@tanstack/react-query';
import { request, unwrap } from '../../../api/api-client.ts';
import { taleApi } from '../tales-api.ts';
import { TALE_LISTS_KEY } from '../use-tale-list.ts';

/** The tree, the review's pickers and the filters all read GET /v1/taleGroups under this key. */
export const TALE_GROUPS_KEY = ['taleGroups'] as const;

/** The node a list of tales is shown for: a group, or one of its subgroups. */
export interface TypeSelection {
  groupId: number;
  subGroupId?: number | undefined;
}

/** The dialogs and the delete show a taken name, a refused field or a type in use themselves. */
const IN_PLACE = { loader: true, handles: ['CONFLICT', 'VALIDATION', 'NOT_FOUND'] } as const;

export const taleGroupApi = {
  list: () => request<TaleGroupWithSubGroups[]>('GET', '/taleGroups'),
  counts: () => request<TaleGroupCounts>('GET', '/taleGroups/counts'),
  createGroup: (body: TaleGroupInput) => request<unknown>('POST', '/taleGroups', { ...IN_PLACE, body }),
  updateGroup: (groupId: number, body: TaleGroupInput) =>
    request<unknown>('PUT', `/taleGroups/${groupId}`, { ...IN_PLACE, body }),
  removeGroup: (groupId: number) => request<unknown>('DELETE', `/taleGroups/${groupId}`, IN_PLACE),
  createSubGroup: (groupId: number, body: TaleGroupInput) =>
    request<unknown>('POST', `/taleGroups/${groupId}/subGroups`, { ...IN_PLACE, body }),
  updateSubGroup: (subGroupId: number, body: TaleGroupInput) =>
    request<unknown>('PUT', `/taleGroups/subGroups/${subGroupId}`, { ...IN_PLACE, body }),
  removeSubGroup: (subGroupId: number) =>
    request<unknown>('DELETE', `/taleGroups/subGroups/${subGroupId}`, IN_PLACE),
  reorderGroups: (groupIds: number[]) =>
    request<unknown>('PUT', '/taleGroups/order', { ...IN_PLACE, body: { groupIds } }),
  reorderSubGroups: (groupId: number, subGroupIds: number[]) =>
    request<unknown>('PUT', `/taleGroups/${groupId}/subGroups/order`, { ...IN_PLACE, body: { subGroupIds } }),
};

/** GET /v1/taleGroups with the ATU and TTV numbers, in order (the same key as the review pickers'). */
export function useTaleGroupTree() {
  return useQuery({ queryKey: TALE_GROUPS_KEY, queryFn: () => unwrap(taleGroupApi.list()) });
}

/** How many tales the viewer may see carry each type, as two maps by id. */
export function useTaleGroupCounts() {
  return useQuery({
    queryKey: [...TALE_GROUPS_KEY, 'counts'],
    queryFn: () => unwrap(taleGroupApi.counts()),
    select: (answer) => ({
      groups: new Map(answer.groups.map((g) => [g.groupId, g.taleCount])),
      subGroups: new Map(answer.subGroups.map((s) => [s.subGroupId, s.taleCount])),
    }),
  });
}

/** GET /v1/tales/?groupId=…[&subGroupId=…]: the tales of a type the viewer may see, server-paged. */
export const typeTalesQuery = (selection: TypeSelection, query: TaleListQuery) => ({
  queryKey: [...TALE_LISTS_KEY, 'taleGroup', selection, query] as const,
  queryFn: () => unwrap(taleApi.list({ ...query, ...selection })),
});
