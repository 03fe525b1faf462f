/** GET /v1/tales/myPastReviews and its summary: the signed-in person's decisions and their counts. */
import type {
  PastReviewListAnswer,
  PastReviewListQuery,
  PastReviewSummary,
  PastReviewSummaryQuery,
} from '@masal/shared';
import { request } from '../../api/api-client.ts';

/** Under ['tales'], so a decision taken elsewhere (which invalidates every tale query) refreshes these too. */
export const pastReviewKeys = {
  list: (query: PastReviewListQuery) => ['tales', 'myPastReviews', 'list', query] as const,
  summary: (query: PastReviewSummaryQuery) => ['tales', 'myPastReviews', 'summary', query] as const,
};

function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const pastReviewApi = {
  list: (query: PastReviewListQuery) =>
    request<PastReviewListAnswer>('GET', `/tales/myPastReviews${queryString(query)}`),
  summary: (query: PastReviewSummaryQuery) =>
    request<PastReviewSummary>('GET', `/tales/myPastReviews/summary${queryString(query)}`),
};
