/**
 * The review's unsaved work kept in localStorage, one copy per editor and tale, so a reload or a lost
 * connection loses nothing (as the tale form's tale-draft-store.ts does for compilers); the abstract, saved
 * on its own, has its own copy. Storage that is full or switched off is ignored.
 */
import type { ReviewValues } from './review-values.ts';

export interface StoredReview {
  values: ReviewValues;
  /** When the copy was written (ISO). */
  savedAt: string;
  /** The tale version the copy was based on. */
  version: number;
}

/** The abstract typed and not saved yet. */
export interface StoredAbstract {
  text: string;
  /** When the copy was written (ISO). */
  savedAt: string;
}

export const reviewDraftKey = (userId: number, taleId: number) => `masal.reviewDraft.${userId}.${taleId}`;
export const abstractDraftKey = (userId: number, taleId: number) => `masal.abstractDraft.${userId}.${taleId}`;

const isText = (v: unknown): v is string => typeof v === 'string';

export function readReviewDraft(key: string): StoredReview | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<StoredReview> | null;
    const v = parsed?.values;
    if (!v || ![v.taleTextEnd, v.contextProperties, v.groupId, v.subGroupId].every(isText)) return null;
    return {
      values: v,
      savedAt: isText(parsed.savedAt) ? parsed.savedAt : new Date().toISOString(),
      version: typeof parsed.version === 'number' ? parsed.version : 0,
    };
  } catch {
    return null;
  }
}

export function readAbstractDraft(key: string): StoredAbstract | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<StoredAbstract> | null;
    if (!parsed || !isText(parsed.text) || !parsed.text.trim()) return null;
    return { text: parsed.text, savedAt: isText(parsed.savedAt) ? parsed.savedAt : new Date().toISOString() };
  } catch {
    return null;
  }
}

export function writeReviewDraft(key: string, draft: StoredReview | StoredAbstract): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage disabled: the server copy is all there is.
  }
}

export function removeReviewDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage disabled.
  }
}
