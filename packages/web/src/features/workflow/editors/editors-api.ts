/** GET /v1/editors (admin): everyone with an editor-type role, with their roles and workload. */
import type { EditorRow } from '@masal/shared';
import { useQuery } from '@tanstack/react-query';
import { request, unwrap } from '../../../api/api-client.ts';

/** Refreshed after every assignment, since the open counts change. */
export const EDITORS_KEY = ['editors'] as const;

export function useEditors() {
  return useQuery({
    queryKey: EDITORS_KEY,
    queryFn: () => unwrap(request<EditorRow[]>('GET', '/editors')),
  });
}
