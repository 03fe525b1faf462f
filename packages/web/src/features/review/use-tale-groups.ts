import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../api/masal-api.ts';
import { reviewApi, reviewKeys } from './review-api.ts';

/** GET /v1/taleGroups: the tale types (groups with their subgroups); reference data, read once. */
export function useTaleGroups() {
  return useQuery({
    queryKey: reviewKeys.groups,
    queryFn: () => unwrap(reviewApi.groups()),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
