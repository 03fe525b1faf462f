import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../api/api-client.ts';
import { TALE_TYPES_KEY, taleTypeApi } from '../tale-types/tale-types-api.ts';

/** GET /v1/taleGroups: the tale types (groups with their subgroups); reference data, read once. */
export function useTaleGroups() {
  return useQuery({
    queryKey: TALE_TYPES_KEY,
    queryFn: () => unwrap(taleTypeApi.list()),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
