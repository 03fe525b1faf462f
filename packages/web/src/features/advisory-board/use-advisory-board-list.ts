import type { AdvisoryBoardListScope } from '@masal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../api/api-client.ts';
import { reviewApi, reviewKeys } from '../workflow/review/review-api.ts';

/** One page of the advisory board's waiting or decided tales; the previous page stays shown while the next loads. */
export function useAdvisoryBoardList(scope: AdvisoryBoardListScope, page: number, pageSize: number) {
  return useQuery({
    queryKey: reviewKeys.advisoryBoard(scope, page, pageSize),
    queryFn: () => unwrap(reviewApi.advisoryBoard(scope, page, pageSize)),
    placeholderData: keepPreviousData,
  });
}
