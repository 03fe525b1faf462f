/**
 * Unsaved tale work kept in localStorage, one copy per user and tale, so a reload or a lost
 * connection loses nothing. Storage that is full or switched off is ignored: the form still works.
 */
import { completeValues, type TaleFormValues } from './tale-form-values.ts';

export interface StoredDraft {
  values: TaleFormValues;
  /** When the copy was written (ISO). */
  savedAt: string;
  /** The tale version the copy was based on; null for a tale not saved yet. */
  version: number | null;
}

export const draftKey = (userId: number, taleId: number | null) =>
  `masal.taleDraft.${userId}.${taleId ?? 'new'}`;

export function readDraft(key: string): StoredDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDraft> | null;
    if (!parsed || typeof parsed.values !== 'object' || parsed.values === null) return null;
    if (typeof parsed.values.taleName !== 'string') return null;
    return {
      values: completeValues(parsed.values),
      savedAt: typeof parsed.savedAt === 'string' ? parsed.savedAt : new Date().toISOString(),
      version: typeof parsed.version === 'number' ? parsed.version : null,
    };
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: StoredDraft): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage disabled: the server copy is all there is.
  }
}

export function removeDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage disabled.
  }
}
