import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { unwrap } from '../../../api/api-client.ts';
import { pastReviewApi, pastReviewKeys } from './past-reviews-api.ts';
import {
  type PastReviewView,
  patchPastReviewView,
  readPastReviewView,
  writePastReviewView,
} from './past-reviews-view.ts';

/** The view from the URL and a setter that patches it; updates replace the history entry. */
export function usePastReviewView(): [PastReviewView, (patch: Partial<PastReviewView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readPastReviewView(params), [params]);
  const update = useCallback(
    (patch: Partial<PastReviewView>) => {
      // From the address bar, not this render's params: two changes in a row (from, then to) both count.
      const current = readPastReviewView(new URLSearchParams(window.location.search));
      setParams(writePastReviewView(patchPastReviewView(current, patch)), { replace: true });
    },
    [setParams],
  );
  return [view, update];
}

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
