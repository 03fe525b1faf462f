/** What the form opens with: a saved tale as it is now, or a new tale prefilled with the compiler (profile first). */
import type { AuthUser } from '@masal/shared';
import type { TaleFull } from '@masal/shared/schemas/tale';
import { taleApi, unwrap } from '../../../api/masal-api.ts';
import { taleFormApi } from './tale-form-api.ts';
import { compilerValuesOf, emptyTaleValues, type TaleFormValues, valuesOfTale } from './tale-form-values.ts';

export interface TaleFormStart {
  tale: TaleFull | null;
  values: TaleFormValues;
}

export const taleFormStartQuery = (user: AuthUser, taleId: number | null) => ({
  queryKey: ['taleForm', user.userId, taleId ?? 'new'] as const,
  queryFn: async (): Promise<TaleFormStart> => {
    if (taleId !== null) {
      const tale = await unwrap(taleApi.getFull(taleId));
      return { tale, values: valuesOfTale(tale) };
    }
    const [latest, profile] = await Promise.all([
      taleFormApi.latestOwnTale(user.userId),
      taleFormApi.ownProfile(),
    ]);
    return { tale: null, values: { ...emptyTaleValues(), ...compilerValuesOf(user, latest, profile) } };
  },
  // Read once per opening: the form owns the data from then on, and the next opening reads afresh.
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 0,
  retry: false,
});
