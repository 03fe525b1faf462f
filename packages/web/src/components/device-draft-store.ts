/**
 * A form's unsaved work kept in localStorage, one copy per person and record, so a reload or a lost
 * connection loses nothing. Storage that is full or switched off is ignored: the form still works.
 */

/** What a device copy is of: the form's name in the storage key, how its values read back, when work is saved. */
export interface DraftKind<V> {
  /** The key's middle part: `masal.<name>.<userId>.<recordId|new>`. */
  name: string;
  /** The stored values completed for today's form, or null when they are not this form's (broken, foreign). */
  accept: (values: unknown) => V | null;
  /** Work equal to the saved record is nothing to keep. */
  same: (a: V, b: V) => boolean;
}

export interface StoredDraft<V> {
  values: V;
  /** When the copy was written (ISO). */
  savedAt: string;
  /** The record's version the copy was based on; null for a record not saved yet. */
  version: number | null;
}

export const draftKey = (kind: Pick<DraftKind<unknown>, 'name'>, userId: number, recordId: number | null) =>
  `masal.${kind.name}.${userId}.${recordId ?? 'new'}`;

export function readDraft<V>(key: string, kind: Pick<DraftKind<V>, 'accept'>): StoredDraft<V> | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<StoredDraft<unknown>> | null;
    const values = parsed ? kind.accept(parsed.values) : null;
    if (!parsed || values === null) return null;
    return {
      values,
      savedAt: typeof parsed.savedAt === 'string' ? parsed.savedAt : new Date().toISOString(),
      version: typeof parsed.version === 'number' ? parsed.version : null,
    };
  } catch {
    return null;
  }
}

export function writeDraft<V>(key: string, draft: StoredDraft<V>): void {
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
