/**
 * Keeps a form's unsaved work on this device (a second after each change, at once when the page is hidden or
 * closed), offers a stored copy back when it differs from the record as loaded ("Geri yükle" or dismiss), warns
 * before the page is left with unsaved changes, and forgets the copy once the work is saved. A save asked for
 * without a network (`queue`) waits on the device and is sent by `send` when the network returns; while the
 * form is closed, whoever sends the waiting copies (tales/offline/) does it, never both at once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type DraftKind,
  type DraftPending,
  draftKey,
  readDraft,
  removeDraft,
  type StoredDraft,
  writeDraft,
} from './device-draft-store.ts';
import { useFlushOnLeave } from './use-flush-on-leave.ts';

const DEBOUNCE_MS = 1000;

/** The keys of the copies an open form holds: what sends waiting copies in the background leaves these alone. */
const openKeys = new Map<string, number>();
export const isDraftOpen = (key: string) => (openKeys.get(key) ?? 0) > 0;

export interface DeviceDraftOptions<V> {
  /** Whose copy it is: a shared device keeps each person's work apart. */
  userId: number;
  /** The record the form edits; null until a new one is saved (its copy then moves to the record's key). */
  recordId: number | null;
  version: number | null;
  /** The record as last loaded or saved (or a new one's defaults); equal work is not kept. */
  baseline: V;
  /** false while the viewer may not change the record. */
  enabled: boolean;
  getValues: () => V;
  /** Puts restored values into the form. */
  setValues: (values: V) => void;
  /** Calls back on every change of the form's values and returns the unsubscribe; without it, call `changed`. */
  subscribe?: (onChange: () => void) => () => void;
  /** Saves the form as it is; called when the network returns with a save waiting (`queue`). */
  send?: () => unknown;
}

export function useDeviceDraft<V>(kind: DraftKind<V>, options: DeviceDraftOptions<NoInfer<V>>) {
  const latest = useRef(options);
  latest.current = options;
  const key = draftKey(kind, options.userId, options.recordId);
  const lastKey = useRef(key);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const discarded = useRef(false);

  /** The form's own copy waits to be sent (a save without a network). */
  const pending = useRef<DraftPending | undefined>(undefined);

  const [offer, setOffer] = useState<StoredDraft<V> | null>(() => {
    const stored = options.enabled ? readDraft(key, kind) : null;
    return stored && !kind.same(stored.values, options.baseline) ? stored : null;
  });
  const offerRef = useRef(offer);
  offerRef.current = offer;
  const [unsaved, setUnsaved] = useState(false);
  const unsavedRef = useRef(false);

  const markUnsaved = useCallback(() => {
    const o = latest.current;
    const differs = o.enabled && !kind.same(o.getValues(), o.baseline);
    unsavedRef.current = differs;
    setUnsaved(differs);
    return differs;
  }, [kind]);

  /** Writes the current values now, or removes the copy when they equal the saved ones. */
  const sync = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (discarded.current) return;
    const o = latest.current;
    const k = draftKey(kind, o.userId, o.recordId);
    // A new record that got its id: its copy moves to the record's own key.
    if (lastKey.current !== k) {
      removeDraft(lastKey.current);
      lastKey.current = k;
    }
    if (markUnsaved()) {
      const draft = { values: o.getValues(), savedAt: new Date().toISOString(), version: o.version };
      writeDraft(k, pending.current ? { ...draft, pending: pending.current } : draft);
    } else if (!offerRef.current) {
      // Saved: nothing waits any more.
      pending.current = undefined;
      // While a copy is on offer it stays stored, even when the form shows the saved version.
      removeDraft(k);
    }
  }, [kind, markUnsaved]);

  /** A change: the status says "unsaved" at once (saying "all saved" for the debounce's second was untrue). */
  const changed = useCallback(() => {
    markUnsaved();
    clearTimeout(timer.current);
    timer.current = setTimeout(sync, DEBOUNCE_MS);
  }, [markUnsaved, sync]);

  const { subscribe } = options;
  useEffect(() => subscribe?.(changed), [subscribe, changed]);

  // After a load or a save the baseline changes: the stored copy follows at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these props are what makes the copy stale
  useEffect(() => sync(), [sync, options.baseline, options.recordId, options.version, options.enabled]);

  useFlushOnLeave(sync, unsavedRef, timer);

  useEffect(() => {
    openKeys.set(key, (openKeys.get(key) ?? 0) + 1);
    return () => {
      const left = (openKeys.get(key) ?? 1) - 1;
      if (left > 0) openKeys.set(key, left);
      else openKeys.delete(key);
    };
  }, [key]);

  useEffect(() => {
    const online = () => {
      if (pending.current !== 'send' || !latest.current.send) return;
      // The form owns the outcome now: saved, the newer save's choice shown, or queued again when still offline.
      pending.current = undefined;
      sync();
      latest.current.send();
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [sync]);

  const takeOffer = () => {
    offerRef.current = null;
    setOffer(null);
  };

  return {
    /** A stored copy that differs from what the form loaded, until restored or dismissed. */
    offer,
    /** The form differs from the saved record. */
    unsaved,
    sync,
    changed,
    /** The user takes the stored copy back into the form. */
    restore() {
      const kept = offerRef.current;
      if (!kept) return;
      takeOffer();
      latest.current.setValues(kept.values);
      sync();
    },
    /** The user does not want the stored copy: it is replaced by the current work, or removed. */
    dismissOffer() {
      takeOffer();
      sync();
    },
    /** A save that found no network: the work waits on the device and is sent when the network returns. */
    queue() {
      pending.current = 'send';
      sync();
    },
    /** Stores `values` now and offers them back, e.g. before the server's newer version is loaded. */
    keep(values: V) {
      const o = latest.current;
      const draft = { values, savedAt: new Date().toISOString(), version: o.version };
      writeDraft(draftKey(kind, o.userId, o.recordId), draft);
      offerRef.current = draft;
      setOffer(draft);
    },
    /** Saved for good (submitted, or saved on its own): nothing is left to keep. */
    discard() {
      discarded.current = true;
      pending.current = undefined;
      clearTimeout(timer.current);
      removeDraft(lastKey.current);
      removeDraft(draftKey(kind, latest.current.userId, latest.current.recordId));
      unsavedRef.current = false;
      setUnsaved(false);
    },
  };
}
