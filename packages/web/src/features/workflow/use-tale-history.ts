import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../api/api-client.ts';
import { reviewApi, reviewKeys } from './review/review-api.ts';

/** GET /v1/tales/history/{id}: the tale's transitions, oldest first; refreshed with every decision. */
export function useTaleHistory(taleId: number) {
  return useQuery({
    queryKey: reviewKeys.history(taleId),
    queryFn: () => unwrap(reviewApi.history(taleId)),
  });
}
