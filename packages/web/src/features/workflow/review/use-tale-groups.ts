import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-client.ts';
import { TALE_GROUPS_KEY, taleGroupApi } from '../../tales/tale-groups/tale-groups-api.ts';

/** GET /v1/taleGroups: the tale groups with their subgroups; reference data, read once. */
export function useTaleGroups() {
  return useQuery({
    queryKey: TALE_GROUPS_KEY,
    queryFn: () => unwrap(taleGroupApi.list()),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
