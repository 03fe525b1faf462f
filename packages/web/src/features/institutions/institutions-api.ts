/** GET /v1/institution/ (everyone: the sign-up and profile pickers) and the admin's changes. */
import type { Institution, InstitutionWithUserCount } from '@masal/shared';
import { request } from '../../api/api-client.ts';

/** The admin's dialogs show a taken name or a refused field themselves (`handles`), not as a toast. */
const IN_DIALOG = { loader: true, handles: ['CONFLICT', 'VALIDATION'] } as const;

export const institutionApi = {
  /** Quiet: a picker that cannot read the list says so itself and the form stays usable. */
  list: () => request<Institution[]>('GET', '/institution/', { mode: 'quiet' }),
  /** The admin's screen: the same list with each institution's user count. */
  listWithUserCount: () => request<InstitutionWithUserCount[]>('GET', '/institution/withUserCount'),
  create: (body: { name: string }) => request<Institution>('POST', '/institution/', { ...IN_DIALOG, body }),
  update: (body: Institution) => request<Institution>('PUT', '/institution/', { ...IN_DIALOG, body }),
  remove: (body: { institutionId: number }) =>
    request<{ status: true }>('DELETE', '/institution/', { ...IN_DIALOG, body }),
};
