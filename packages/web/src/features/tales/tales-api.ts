/**
 * The tales calls of seed §7: the form's create and update, the full tale, the lists, a workflow transition
 * and the delete. Each call has one error policy, whoever makes it: the callers of a save or a transition
 * answer its refusals where the person is (the form, the review, a decision's dialog, a batch's summary).
 */
import type {
  MessageAnswer,
  TaleCreateInput,
  TaleFull,
  TaleListAnswer,
  TaleListQuery,
  TaleTransitionInput,
  TaleUpdateInput,
} from '@masal/shared';
import { request } from '../../api/api-client.ts';
import { queryString } from '../../api/query-string.ts';

/**
 * A write to a tale (a save, a transition) keeps the page and what was typed: every refusal comes back to
 * the caller, who tells it where the person is — offline work kept on the device, the newer tale of a stale
 * save (TaleConflictAnswer's `tale`), refused fields under the fields. An ended session or a 401 still acts
 * as everywhere.
 */
const IN_PLACE = {
  loader: true,
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

export const taleApi = {
  create: (body: TaleCreateInput) => request<TaleFull>('POST', '/tales/full', { ...IN_PLACE, body }),
  update: (body: TaleUpdateInput) => request<TaleFull>('PUT', '/tales/full', { ...IN_PLACE, body }),
  /** `prefill`: as listOfUser's. */
  getFull: (taleId: number, use: 'tale' | 'prefill' = 'tale') =>
    request<TaleFull>('GET', `/tales/full/${taleId}`, { mode: use === 'prefill' ? 'quiet' : 'app' }),
  /**
   * GET /v1/tales/userId/{id}: the user's own tales. `prefill`: read only to fill a new form's fields, so a
   * failure is silent and moves no one — the form opens empty rather than a compiler offline landing on 404.
   */
  listOfUser: (userId: number, query: TaleListQuery, use: 'list' | 'prefill' = 'list') =>
    request<TaleListAnswer>('GET', `/tales/userId/${userId}${queryString(query)}`, {
      mode: use === 'prefill' ? 'quiet' : 'app',
    }),
  /** GET /v1/tales/: every tale the caller may see, narrowed by the query's filters. */
  list: (query: TaleListQuery) => request<TaleListAnswer>('GET', `/tales/${queryString(query)}`),
  /** PUT /v1/tales/: one transition of the state machine. */
  transition: (body: TaleTransitionInput) => request<TaleFull>('PUT', '/tales/', { ...IN_PLACE, body }),
  remove: (taleId: number) => request<MessageAnswer>('DELETE', `/tales/${taleId}`, { loader: true }),
};
