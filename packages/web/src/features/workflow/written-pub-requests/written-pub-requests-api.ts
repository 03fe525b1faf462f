/**
 * /v1/writtenPubRequest: the requests (an editor's own, every one for admins), a proposal and an
 * admin's decision; and the completed and published tales a proposal picks from (GET /v1/tales/?actionIds=6,9).
 */
import {
  ACTION,
  type WrittenPubRequest,
  type WrittenPubRequestDecisionInput,
  type WrittenPubRequestInput,
  type WrittenPubRequestListAnswer,
  type WrittenPubRequestStatus,
} from '@masal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '../../../api/api-client.ts';
import { queryString } from '../../../api/query-string.ts';
import { taleApi } from '../../tales/tales-api.ts';

export const WRITTEN_PUB_REQUESTS_KEY = ['writtenPubRequests'] as const;
export const WRITTEN_PUB_REQUEST_PAGE_SIZES = [10, 25, 50] as const;

export interface WrittenPubRequestView {
  page: number;
  pageSize: number;
  status: WrittenPubRequestStatus | '';
}

/** The form and the dialog show refused fields, a conflict and a vanished tale themselves. */
const IN_FORM = { loader: true, handles: ['VALIDATION', 'CONFLICT', 'WRONG_STATE', 'NOT_FOUND'] } as const;

export const writtenPubRequestApi = {
  list: (view: WrittenPubRequestView) =>
    request<WrittenPubRequestListAnswer>('GET', `/writtenPubRequest${queryString({ ...view })}`),
  propose: (body: WrittenPubRequestInput) =>
    request<WrittenPubRequest>('POST', '/writtenPubRequest', { ...IN_FORM, body }),
  decide: (requestId: number, body: WrittenPubRequestDecisionInput) =>
    request<WrittenPubRequest>('PUT', `/writtenPubRequest/${requestId}/decision`, { ...IN_FORM, body }),
};

export function useWrittenPubRequests(view: WrittenPubRequestView) {
  return useQuery({
    queryKey: [...WRITTEN_PUB_REQUESTS_KEY, view],
    queryFn: () => unwrap(writtenPubRequestApi.list(view)),
    placeholderData: keepPreviousData,
  });
}

const SUGGESTIONS = 20;

/** Completed and published tales whose name matches `q` (folded on the server), A to Z. */
export function useProposableTales(q: string) {
  return useQuery({
    queryKey: ['writtenPubRequests', 'tales', q],
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
