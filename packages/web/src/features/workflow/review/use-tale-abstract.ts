import type { TaleAbstract } from '@masal/shared';
import { useQuery } from '@tanstack/react-query';
import { reviewApi, reviewKeys } from './review-api.ts';

/** GET /v1/taleAbstract/byTaleId/{id}: the tale's one abstract, or null when none is written yet (404). */
export function useTaleAbstract(taleId: number) {
  return useQuery({
    queryKey: reviewKeys.abstract(taleId),
    queryFn: async (): Promise<TaleAbstract | null> => {
      const result = await reviewApi.abstract(taleId);
      if (result.ok) return result.data;
      if (result.code === 'NOT_FOUND') return null;
      throw new Error(result.message);
    },
  });
}
