/**
 * The workflow's calls (decisions.md "Calls the seed leaves open": Workflow): decisions, history, the
 * abstract, tale types, the editors' queue, the review save and the advisory board's lists. Every query
 * key starts with TALES_KEY, so one invalidation after a decision refreshes every tale on screen.
 */
import type {
  BoardListAnswer,
  BoardListScope,
  TaleAbstract,
  TaleFull,
  TaleGroupEntry,
  TaleHistoryEntry,
  TaleTransitionInput,
  WorkQueueRow,
} from '@masal/shared';
import { request } from '../../api/api-client.ts';
import type { ReviewSaveInput } from './review-values.ts';

export const TALES_KEY = ['tales'] as const;

export const reviewKeys = {
  history: (taleId: number) => [...TALES_KEY, 'history', taleId] as const,
  abstract: (taleId: number) => [...TALES_KEY, 'abstract', taleId] as const,
  full: (taleId: number) => [...TALES_KEY, 'full', taleId] as const,
  queue: (page: number, pageSize: number) => [...TALES_KEY, 'queue', page, pageSize] as const,
  board: (scope: BoardListScope, page: number, pageSize: number) =>
    [...TALES_KEY, 'board', scope, page, pageSize] as const,
  groups: ['taleGroups'] as const,
};

/** A decision's refusals are shown in its dialog (field messages, the 409's message), not as a toast. */
const DECIDE = { loader: true, handles: ['VALIDATION', 'STALE_VERSION', 'WRONG_STATE', 'CONFLICT'] } as const;
/** The review save keeps the page and the typed text: offline, stale and refused saves are answered in place. */
const SAVE = { loader: true, handles: ['NETWORK', 'STALE_VERSION', 'WRONG_STATE', 'VALIDATION'] } as const;

interface WorkQueueAnswer {
  rows: WorkQueueRow[];
  total: number;
}

const page = (p: number, size: number) => `page=${p}&pageSize=${size}`;

export const reviewApi = {
  /** PUT /v1/tales/: one transition of the state machine. */
  decide: (body: TaleTransitionInput) => request<TaleFull>('PUT', '/tales/', { ...DECIDE, body }),
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
  groups: () => request<TaleGroupEntry[]>('GET', '/taleGroups'),
  queue: (p: number, size: number) =>
    request<WorkQueueAnswer>(
      'GET',
      `/tales/taleReviewAndAdvisoryBoardList/editorAndAdvisoryBoard?${page(p, size)}`,
    ),
  /** PUT /v1/tales/full by the assigned editor at 3; a STALE_VERSION answers the newer tale (TaleConflictAnswer). */
  saveTale: (body: ReviewSaveInput) => request<TaleFull>('PUT', '/tales/full', { ...SAVE, body }),
  /** The board's screen: the tales waiting for it, or those it decided. */
  board: (scope: BoardListScope, p: number, size: number) =>
    request<BoardListAnswer>('GET', `/advisoryBoardApproval/?scope=${scope}&${page(p, size)}`),
};
