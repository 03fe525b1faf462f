import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { unwrap } from '../../api/api-client.ts';
import { useInstitutions } from '../institutions/use-institutions.ts';
import { auditApi } from './audit-api.ts';
import type { InstitutionNames } from './audit-values.ts';
import { type AuditView, patchAuditView, readAuditView, writeAuditView } from './audit-view.ts';

/** The view from the URL and a setter that patches it; updates replace the history entry. */
export function useAuditView(): [AuditView, (patch: Partial<AuditView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readAuditView(params), [params]);
  const update = useCallback(
    (patch: Partial<AuditView>) => {
      // From the address bar, not this render's params: two changes in a row (from, then to) both count.
      const current = readAuditView(new URLSearchParams(window.location.search));
      setParams(writeAuditView(patchAuditView(current, patch)), { replace: true });
    },
    [setParams],
  );
  return [view, update];
}

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
