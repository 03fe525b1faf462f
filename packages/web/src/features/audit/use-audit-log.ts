import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { unwrap } from '../../api/api-client.ts';
import { useInstitutions } from '../institutions/use-institutions.ts';
import { auditApi } from './audit-api.ts';
import type { InstitutionNames } from './audit-values.ts';
import type { AuditView } from './audit-view.ts';

/** GET /v1/audit: one page; the previous page stays shown while the next loads. */
export function useAuditLog(view: AuditView) {
  return useQuery({
    queryKey: ['audit', view],
    queryFn: () => unwrap(auditApi.list(view)),
    placeholderData: keepPreviousData,
  });
}

/** Institution names by id, so an entry's institutionId reads as a name. */
export function useInstitutionNames(): InstitutionNames {
  const { data } = useInstitutions();
  return useMemo(() => new Map((data ?? []).map((i) => [i.institutionId, i.name])), [data]);
}
