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
  /**
   * A save the person asked for without a network: `send` waits to be sent when the network returns (with
   * `version`, so a newer save elsewhere is never overwritten); `refused` was not taken (a newer save, a
   * refused field) and waits for the person to open it.
   */
  pending?: DraftPending;
}

export type DraftPending = 'send' | 'refused';

const isPending = (v: unknown): v is DraftPending => v === 'send' || v === 'refused';

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
      ...(isPending(parsed.pending) ? { pending: parsed.pending } : {}),
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
  changed();
}

export interface PendingDraft<V> {
  key: string;
  recordId: number | null;
  draft: StoredDraft<V>;
  pending: DraftPending;
}

const listeners = new Set<() => void>();

/** Calls back after every write or removal of a copy (the count of what waits on the device follows it). */
export function onDraftsChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const changed = () => {
  for (const l of listeners) l();
};

/** This person's copies of `kind` waiting on the device, with the record each is of (null: not saved yet). */
export function pendingDrafts<V>(kind: DraftKind<V>, userId: number): PendingDraft<V>[] {
  const prefix = draftKey(kind, userId, null).replace(/new$/, '');
  const found: PendingDraft<V>[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      const id = key?.startsWith(prefix) ? key.slice(prefix.length) : null;
      if (!key || id === null || !/^(new|[1-9]\d*)$/.test(id)) continue;
      const draft = readDraft(key, kind);
      if (draft?.pending)
        found.push({ key, recordId: id === 'new' ? null : Number(id), draft, pending: draft.pending });
    }
  } catch {
    // Storage disabled: nothing waits.
  }
  return found;
}

export function removeDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage disabled.
  }
  changed();
}
