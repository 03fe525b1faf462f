import type { UserDetail, UserListQuery } from '@masal/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../api/api-client.ts';
import { userApi } from './users-api.ts';

const USERS_KEY = ['users'] as const;

/** GET /v1/users: one page of the admin's list; the previous page stays shown while the next loads. */
export function useUserList(query: UserListQuery) {
  return useQuery({
    queryKey: [...USERS_KEY, 'list', query],
    queryFn: () => unwrap(userApi.list(query)),
    placeholderData: keepPreviousData,
  });
}

export function useUserDetail(userId: number | null) {
  return useQuery({
    queryKey: [...USERS_KEY, 'detail', userId],
    queryFn: () => unwrap(userApi.get(userId ?? 0)),
    enabled: userId !== null,
  });
}

/** After a change: the answered detail in place, and every list page read again. */
export function useUsersChanged() {
  const queryClient = useQueryClient();
  return async (detail?: UserDetail) => {
    if (detail) queryClient.setQueryData([...USERS_KEY, 'detail', detail.userId], detail);
    await queryClient.invalidateQueries({ queryKey: [...USERS_KEY, 'list'] });
  };
}
