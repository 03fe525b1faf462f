/**
 * Keeps a form's unsaved work on this device (a second after each change, at once when the page is hidden or
 * closed), offers a stored copy back when it differs from the record as loaded ("Geri yükle" or dismiss), warns
 * before the page is left with unsaved changes, and forgets the copy once the work is saved.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type DraftKind,
  draftKey,
  readDraft,
  removeDraft,
  type StoredDraft,
  writeDraft,
} from './device-draft-store.ts';
import { useFlushOnLeave } from './use-flush-on-leave.ts';

const DEBOUNCE_MS = 1000;

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
}

export function useDeviceDraft<V>(kind: DraftKind<V>, options: DeviceDraftOptions<NoInfer<V>>) {
  const latest = useRef(options);
  latest.current = options;
  const key = draftKey(kind, options.userId, options.recordId);
  const lastKey = useRef(key);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const discarded = useRef(false);

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
      writeDraft(k, { values: o.getValues(), savedAt: new Date().toISOString(), version: o.version });
    } else if (!offerRef.current) {
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
      clearTimeout(timer.current);
      removeDraft(lastKey.current);
      removeDraft(draftKey(kind, latest.current.userId, latest.current.recordId));
      unsavedRef.current = false;
      setUnsaved(false);
    },
  };
}
