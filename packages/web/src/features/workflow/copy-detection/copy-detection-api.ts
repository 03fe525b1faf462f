/** GET /v1/tales/copies/{id}: the older tales a tale resembles (staff only). Under TALES_KEY: a decision refreshes it. */
import type { CopyCheckAnswer } from '@masal/shared';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/api-client.ts';
import { TALES_KEY } from '../review/review-api.ts';

const copyKeys = {
  check: (taleId: number) => [...TALES_KEY, 'copies', taleId] as const,
};

/** A side panel of the review screen: a failure shows in the panel, only an ended session leaves the page. */
const copyApi = {
  check: (taleId: number) =>
    request<CopyCheckAnswer>('GET', `/tales/copies/${taleId}`, { mode: 'background' }),
};

export function useCopyCheck(taleId: number) {
  return useQuery({
    queryKey: copyKeys.check(taleId),
    queryFn: async () => {
      const result = await copyApi.check(taleId);
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
  });
}
