/** What the form opens with: a saved tale as it is now, or a new tale prefilled with the compiler (profile first). */
import type { AuthUser } from '@masal/shared';
import type { Profile } from '@masal/shared/schemas/profile';
import type { TaleFull } from '@masal/shared/schemas/tale';
import { unwrap } from '../../../api/api-client.ts';
import { profileApi } from '../../users/profile/profile-api.ts';
import { taleApi } from '../tales-api.ts';
import { compilerValuesOf, emptyTaleValues, type TaleFormValues, valuesOfTale } from './tale-form-values.ts';

export interface TaleFormStart {
  tale: TaleFull | null;
  values: TaleFormValues;
}

/** The user's most recently changed tale, or null (none, or it could not be read). */
async function latestOwnTale(userId: number): Promise<TaleFull | null> {
  const list = await taleApi.listOfUser(
    userId,
    { page: 0, pageSize: 1, sort: 'updatedAt', order: 'desc' },
    'prefill',
  );
  const latest = list.ok ? list.data.rows[0] : undefined;
  if (!latest) return null;
  const full = await taleApi.getFull(latest.taleId, 'prefill');
  return full.ok ? full.data : null;
}

/** The user's own profile (job, birth date and place for the compiler section), or null. */
async function ownProfile(): Promise<Profile | null> {
  const profile = await profileApi.get('prefill');
  return profile.ok ? profile.data : null;
}

export const taleFormStartQuery = (user: AuthUser, taleId: number | null) => ({
  queryKey: ['taleForm', user.userId, taleId ?? 'new'] as const,
  queryFn: async (): Promise<TaleFormStart> => {
    if (taleId !== null) {
      const tale = await unwrap(taleApi.getFull(taleId));
      return { tale, values: valuesOfTale(tale) };
    }
    const [latest, profile] = await Promise.all([latestOwnTale(user.userId), ownProfile()]);
    return { tale: null, values: { ...emptyTaleValues(), ...compilerValuesOf(user, latest, profile) } };
  },
  // Read once per opening: the form owns the data from then on, and the next opening reads afresh.
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 0,
  retry: false,
});
