/**
 * The search calls (decisions.md "Search"): the header's POST /v1/tales/search and the detailed search's
 * POST /v1/tales/detailSearch. Keys start with 'tales', so a decision taken elsewhere refreshes them too.
 */
import type { DetailSearchAnswer, DetailSearchInput, TaleSearchHit } from '@masal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '../../api/api-client.ts';
import { TALES_KEY } from '../workflow/review/review-api.ts';

/** Every tale the caller may see; a writer-only caller gets their own whatever is sent (the server decides). */
const ALL_USERS = -1;

/**
 * The header's popup says itself that the search failed; an ended session still ends, and only a missing
 * page or a broken server would otherwise take the user away from the screen they are on.
 */
const IN_POPUP = {
  handles: ['NETWORK', 'SERVER_ERROR', 'NOT_FOUND', 'VALIDATION', 'TOO_MANY_REQUESTS'],
} as const;

const searchApi = {
  header: (searchText: string) =>
    request<TaleSearchHit[]>('POST', '/tales/search', {
      ...IN_POPUP,
      body: { searchText, userId: ALL_USERS },
    }),
  detail: (body: DetailSearchInput) => request<DetailSearchAnswer>('POST', '/tales/detailSearch', { body }),
};

const searchKeys = {
  header: (text: string) => [...TALES_KEY, 'search', 'header', text] as const,
  detail: (body: DetailSearchInput) => [...TALES_KEY, 'search', 'detail', body] as const,
};

/**
 * The header's results for `text` ('' asks nothing). Keyed by the text, so an answer to text typed before
 * only fills its own entry and never replaces the results of newer text; while newer text loads, the
 * results shown stay those of the last answer.
 */
export function useHeaderSearch(text: string) {
  return useQuery({
    queryKey: searchKeys.header(text),
    queryFn: () => unwrap(searchApi.header(text)),
    enabled: text !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** One page of the detailed search with its facet counts; the previous page stays shown while the next loads. */
export function useDetailSearch(body: DetailSearchInput) {
  return useQuery({
    queryKey: searchKeys.detail(body),
    queryFn: () => unwrap(searchApi.detail(body)),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
