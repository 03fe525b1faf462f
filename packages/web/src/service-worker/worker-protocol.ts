/**
 * What the page and the service worker (service-worker.ts) agree on: the names of the caches the page may clear
 * itself, and the one message it sends — who is signed in, so the worker keeps only that person's own tales.
 */

/** The compiler's own tale list and full tales, for reading and editing without a network. */
export const OWN_TALES_CACHE = 'masal-own-tales';

export interface OwnerMessage {
  type: 'masal-owner';
  /** The signed-in user, or null after signing out. */
  userId: number | null;
}

export const ownerMessage = (userId: number | null): OwnerMessage => ({ type: 'masal-owner', userId });

export function isOwnerMessage(data: unknown): data is OwnerMessage {
  const m = data as Partial<OwnerMessage> | null;
  return m?.type === 'masal-owner' && (m.userId === null || typeof m.userId === 'number');
}
