/**
 * The calls of the completed, private-content and published tales' editing: the
 * editor assistant's save (PUT /v1/tales/completed, which keeps a revision) and the revisions. Keys start
 * with TALES_KEY, so a decision (DecisionButtons) refreshes them too.
 */
import type { CompletedTaleEditInput, TaleFull, TaleRevision } from '@masal/shared';
import { request } from '../../../api/api-client.ts';
import { TALES_KEY } from '../../workflow/review/review-api.ts';

export const completedTaleKeys = {
  revisions: (taleId: number) => [...TALES_KEY, 'revisions', taleId] as const,
};

/** A save keeps the page and the typed text: offline, stale and refused saves are answered in place. */
const SAVE = { loader: true, handles: ['NETWORK', 'STALE_VERSION', 'WRONG_STATE', 'VALIDATION'] } as const;

export const completedTaleApi = {
  /** A STALE_VERSION answer carries the tale as it is now (TaleConflictAnswer). */
  save: (body: CompletedTaleEditInput) => request<TaleFull>('PUT', '/tales/completed', { ...SAVE, body }),
  /** Newest first. Quiet: the comparison says itself when they cannot be read, the rest of the page stays. */
  revisions: (taleId: number) =>
    request<TaleRevision[]>('GET', `/tales/revisions/${taleId}`, { mode: 'quiet' }),
};
