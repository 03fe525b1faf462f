/**
 * The workflow's calls (decisions.md "Calls the seed leaves open": Workflow): history, the abstract, the
 * editors' queue and the advisory board's lists (a decision and the review save are taleApi's). Every query
 * key starts with TALES_KEY, so one invalidation after a decision refreshes every tale on screen.
 */
import type {
  AdvisoryBoardListAnswer,
  AdvisoryBoardListScope,
  TaleAbstract,
  TaleHistoryEntry,
  WorkQueueRow,
} from '@masal/shared';
import { request } from '../../../api/api-client.ts';

export const TALES_KEY = ['tales'] as const;

export const reviewKeys = {
  history: (taleId: number) => [...TALES_KEY, 'history', taleId] as const,
  abstract: (taleId: number) => [...TALES_KEY, 'abstract', taleId] as const,
  full: (taleId: number) => [...TALES_KEY, 'full', taleId] as const,
  queue: (page: number, pageSize: number) => [...TALES_KEY, 'queue', page, pageSize] as const,
  advisoryBoard: (scope: AdvisoryBoardListScope, page: number, pageSize: number) =>
    [...TALES_KEY, 'advisoryBoard', scope, page, pageSize] as const,
};

interface WorkQueueAnswer {
  rows: WorkQueueRow[];
  total: number;
}

const page = (p: number, size: number) => `page=${p}&pageSize=${size}`;

export const reviewApi = {
  history: (taleId: number) => request<TaleHistoryEntry[]>('GET', `/tales/history/${taleId}`),
  /** 404 is "no abstract yet", not a missing page. */
  abstract: (taleId: number) =>
    request<TaleAbstract>('GET', `/taleAbstract/byTaleId/${taleId}`, { handles: ['NOT_FOUND'] }),
  saveAbstract: (taleId: number, text: string) =>
    request<TaleAbstract>('POST', '/taleAbstract/', {
      loader: true,
      handles: ['VALIDATION'],
      body: { taleId, text },
    }),
  deleteAbstract: (abstractId: number) =>
    request<unknown>('DELETE', `/taleAbstract/${abstractId}`, { loader: true }),
  queue: (p: number, size: number) =>
    request<WorkQueueAnswer>(
      'GET',
      `/tales/taleReviewAndAdvisoryBoardList/editorAndAdvisoryBoard?${page(p, size)}`,
    ),
  /** The advisory board's screen: the tales waiting for it, or those it decided. */
  advisoryBoard: (scope: AdvisoryBoardListScope, p: number, size: number) =>
    request<AdvisoryBoardListAnswer>('GET', `/advisoryBoardApproval/?scope=${scope}&${page(p, size)}`),
};
