/**
 * The reading room's calls (public, no session): the search over published tales, the counts for the map and
 * the type filter, and a published tale's record. Quiet: each page shows a failure in place, and a tale that
 * is not (or no longer) published as its own not-found message.
 */
import type { PublishedTale } from '@masal/shared/schemas/open-data';
import type {
  ReadingRoomAnswer,
  ReadingRoomCounts,
  ReadingRoomQueryInput,
} from '@masal/shared/schemas/reading-room';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '../../api/api-client.ts';
import { queryString } from '../../api/query-string.ts';

const KEY = ['readingRoom'] as const;

const readingRoomApi = {
  search: (query: ReadingRoomQueryInput) =>
    request<ReadingRoomAnswer>('GET', `/readingRoom/tales${queryString(query)}`, { mode: 'quiet' }),
  counts: () => request<ReadingRoomCounts>('GET', '/readingRoom/counts', { mode: 'quiet' }),
  tale: (taleId: number) => request<PublishedTale>('GET', `/readingRoom/tales/${taleId}`, { mode: 'quiet' }),
};

export function useReadingRoomSearch(query: ReadingRoomQueryInput) {
  return useQuery({
    queryKey: [...KEY, 'search', query],
    queryFn: () => unwrap(readingRoomApi.search(query)),
    // The list stays while the next page or filter is asked for: nothing jumps under the reader.
    placeholderData: keepPreviousData,
  });
}

export function useReadingRoomCounts() {
  return useQuery({
    queryKey: [...KEY, 'counts'],
    queryFn: () => unwrap(readingRoomApi.counts()),
    staleTime: 60_000,
  });
}

/** A published tale's record; null when it is not published (404). */
export function usePublishedTale(taleId: number) {
  return useQuery({
    queryKey: [...KEY, 'tale', taleId],
    queryFn: async () => {
      const result = await readingRoomApi.tale(taleId);
      if (result.ok) return result.data;
      if (result.code === 'NOT_FOUND') return null;
      throw new Error(result.message);
    },
    enabled: Number.isInteger(taleId) && taleId > 0,
    retry: false,
  });
}
