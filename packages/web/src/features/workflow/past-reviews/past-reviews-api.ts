/** GET /v1/tales/myPastReviews and its summary: the signed-in person's decisions and their counts. */
import type {
  PastReviewListAnswer,
  PastReviewListQuery,
  PastReviewSummary,
  PastReviewSummaryQuery,
} from '@masal/shared';
import { request } from '../../../api/api-client.ts';
import { queryString } from '../../../api/query-string.ts';

/** Under ['tales'], so a decision taken elsewhere (which invalidates every tale query) refreshes these too. */
export const pastReviewKeys = {
  list: (query: PastReviewListQuery) => ['tales', 'myPastReviews', 'list', query] as const,
  summary: (query: PastReviewSummaryQuery) => ['tales', 'myPastReviews', 'summary', query] as const,
};

export const pastReviewApi = {
  list: (query: PastReviewListQuery) =>
    request<PastReviewListAnswer>('GET', `/tales/myPastReviews${queryString(query)}`),
  summary: (query: PastReviewSummaryQuery) =>
    request<PastReviewSummary>('GET', `/tales/myPastReviews/summary${queryString(query)}`),
};
