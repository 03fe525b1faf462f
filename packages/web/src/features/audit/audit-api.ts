/** GET /v1/audit (admin): the audit log, newest first. */
import type { AuditListAnswer, AuditListQuery } from '@masal/shared';
import { request } from '../../api/api-client.ts';
import { queryString } from '../../api/query-string.ts';

export const auditApi = {
  list: (query: AuditListQuery) => request<AuditListAnswer>('GET', `/audit${queryString(query)}`),
};
