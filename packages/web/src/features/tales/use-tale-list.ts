import { isStaff, type TaleListQuery } from '@masal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../api/api-client.ts';
import { taleApi } from './tales-api.ts';

/**
 * 'mine': the signed-in user's own tales (GET /v1/tales/userId/{id}) — writers, and anyone without
 * a staff role. 'all': every tale the user may see (GET /v1/tales/) — editor-type roles, editor
 * assistants and admins (decisions.md "Who sees a tale").
 */
export type TaleListScope = 'mine' | 'all';

export function taleListScope(roleIds: readonly number[]): TaleListScope {
  return isStaff(roleIds) ? 'all' : 'mine';
}

/** Every tale list shares this key prefix, so a delete or save refreshes them all. */
export const TALE_LISTS_KEY = ['tales', 'list'] as const;

/** One page of a tale list, paged, sorted and filtered on the server. */
export function useTaleList(scope: TaleListScope, userId: number, query: TaleListQuery) {
  return useQuery({
    queryKey: [...TALE_LISTS_KEY, scope, scope === 'mine' ? userId : null, query],
    queryFn: () => unwrap(scope === 'mine' ? taleApi.listOfUser(userId, query) : taleApi.list(query)),
    // The previous page stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });
}
