import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-client.ts';
import { reviewApi, reviewKeys } from './review-api.ts';

/** One page of the signed-in editor's queue; the previous page stays shown while the next loads. */
export function useWorkQueue(page: number, pageSize: number) {
  return useQuery({
    queryKey: reviewKeys.queue(page, pageSize),
    queryFn: () => unwrap(reviewApi.queue(page, pageSize)),
    placeholderData: keepPreviousData,
  });
}
