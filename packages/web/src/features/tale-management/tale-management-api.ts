/** The admin's batch assignment: PUT /v1/tales/ to 3 with an editor, one tale at a time. */
import { ACTION, type TaleFull } from '@masal/shared';
import { request } from '../../api/api-client.ts';

/**
 * A batch reports each tale's refusal in its summary: no toast, no navigation. A 401 or an ended
 * session still leaves the screen, as everywhere.
 */
const IN_SUMMARY = {
  handles: [
    'VALIDATION',
    'CONFLICT',
    'STALE_VERSION',
    'WRONG_STATE',
    'NOT_FOUND',
    'TOO_MANY_REQUESTS',
    'SERVER_ERROR',
    'NETWORK',
  ],
} as const;

/** Assigns a tale at 2, reassigns one at 3. */
export const assignEditor = (body: { taleId: number; editorId: number; version: number; note?: string }) =>
  request<TaleFull>('PUT', '/tales/', { ...IN_SUMMARY, body: { ...body, actionId: ACTION.inReview } });
