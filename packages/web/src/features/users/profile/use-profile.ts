import type { Profile } from '@masal/shared';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-client.ts';
import { profileApi } from './profile-api.ts';

export const PROFILE_KEY = ['profile'] as const;

/** GET /v1/profile: the signed-in user's own data (TC Kimlik No masked, IBAN grouped by four). */
export function useProfile() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: () => unwrap<Profile>(profileApi.get()) });
}
