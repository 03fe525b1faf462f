/**
 * /v1/writtenPubRequest: the requests (an editor's own, every one for admins), a proposal and an
 * admin's decision; and the completed and published tales a proposal picks from (GET /v1/tales/?actionIds=6,9).
 */
import {
  ACTION,
  type PubRequest,
  type PubRequestDecisionInput,
  type PubRequestInput,
  type PubRequestListAnswer,
  type PubRequestStatus,
} from '@masal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '../../api/api-client.ts';
import { queryString } from '../../api/query-string.ts';
import { taleApi } from '../tales/tales-api.ts';

export const PUB_REQUESTS_KEY = ['pubRequests'] as const;
export const PUB_REQUEST_PAGE_SIZES = [10, 25, 50] as const;

export interface PubRequestView {
  page: number;
  pageSize: number;
  status: PubRequestStatus | '';
}

/** The form and the dialog show refused fields, a conflict and a vanished tale themselves. */
const IN_FORM = { loader: true, handles: ['VALIDATION', 'CONFLICT', 'WRONG_STATE', 'NOT_FOUND'] } as const;

export const pubRequestApi = {
  list: (view: PubRequestView) =>
    request<PubRequestListAnswer>('GET', `/writtenPubRequest${queryString({ ...view })}`),
  propose: (body: PubRequestInput) => request<PubRequest>('POST', '/writtenPubRequest', { ...IN_FORM, body }),
  decide: (requestId: number, body: PubRequestDecisionInput) =>
    request<PubRequest>('PUT', `/writtenPubRequest/${requestId}/decision`, { ...IN_FORM, body }),
};

export function usePubRequests(view: PubRequestView) {
  return useQuery({
    queryKey: [...PUB_REQUESTS_KEY, view],
    queryFn: () => unwrap(pubRequestApi.list(view)),
    placeholderData: keepPreviousData,
  });
}

const SUGGESTIONS = 20;

/** Completed and published tales whose name matches `q` (folded on the server), A to Z. */
export function useProposableTales(q: string) {
  return useQuery({
    queryKey: ['pubRequests', 'tales', q],
    queryFn: () =>
      unwrap(
        taleApi.list({
          actionIds: `${ACTION.completed},${ACTION.published}`,
          q: q || undefined,
          page: 0,
          pageSize: SUGGESTIONS,
          sort: 'taleName',
          order: 'asc',
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
