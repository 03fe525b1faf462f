import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-client.ts';
import { pastReviewApi, pastReviewKeys } from './past-reviews-api.ts';
import type { PastReviewView } from './past-reviews-view.ts';

/** One page of decisions; the previous page stays shown while the next loads. */
export function usePastReviews(view: PastReviewView) {
  return useQuery({
    queryKey: pastReviewKeys.list(view),
    queryFn: () => unwrap(pastReviewApi.list(view)),
    placeholderData: keepPreviousData,
  });
}

/** The counts per decision and per month, over the chosen days (every decision, whatever its kind). */
export function usePastReviewSummary(view: PastReviewView) {
  const query = { from: view.from, to: view.to };
  return useQuery({
    queryKey: pastReviewKeys.summary(query),
    queryFn: () => unwrap(pastReviewApi.summary(query)),
    placeholderData: keepPreviousData,
  });
}
