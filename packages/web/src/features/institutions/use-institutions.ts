import { type Institution, type InstitutionWithUserCount, NO_INSTITUTION } from '@masal/shared';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../api/api-client.ts';
import { institutionApi } from './institutions-api.ts';

/** The key the sign-up picker also reads, so a change here refreshes it too. */
export const INSTITUTIONS_KEY = ['institutions'] as const;

/** The fixed none option: the server answers 409 to any change of it, so the screen offers none. */
export const isFixed = (institution: Institution) => institution.name === NO_INSTITUTION;

/** GET /v1/institution/: the none option first, then Turkish alphabetical order (the server sorts). */
export function useInstitutions() {
  return useQuery({
    queryKey: INSTITUTIONS_KEY,
    queryFn: () => unwrap<Institution[]>(institutionApi.list()),
  });
}

/** GET /v1/institution/withUserCount (admin): the same order, each with its user count; under INSTITUTIONS_KEY, so a change refreshes it. */
export function useInstitutionsWithUserCount() {
  return useQuery({
    queryKey: [...INSTITUTIONS_KEY, 'withUserCount'],
    queryFn: () => unwrap<InstitutionWithUserCount[]>(institutionApi.listWithUserCount()),
  });
}
