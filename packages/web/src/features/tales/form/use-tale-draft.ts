/**
 * Keeps the form's unsaved work in localStorage (about a second after each change, and at once
 * when the page is hidden or closed), offers a stored copy back when it differs from the loaded
 * tale, and warns before the page is left with unsaved changes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { draftKey, readDraft, removeDraft, type StoredDraft, writeDraft } from './tale-draft-store.ts';
import { sameContent, type TaleFormValues } from './tale-form-values.ts';
import { useFlushOnLeave } from './use-flush-on-leave.ts';

const DEBOUNCE_MS = 1000;

export interface TaleDraftOptions {
  userId: number;
  taleId: number | null;
  version: number | null;
  /** The copy on the server (or a new tale's defaults); equal work is not kept. */
  baseline: TaleFormValues;
  /** false while the tale is read-only. */
  enabled: boolean;
  getValues: () => TaleFormValues;
  /** Calls back on every change of the form's values; returns the unsubscribe. */
  subscribe: (onChange: () => void) => () => void;
}

export function useTaleDraft(options: TaleDraftOptions) {
  const latest = useRef(options);
  latest.current = options;
  const key = draftKey(options.userId, options.taleId);
  const lastKey = useRef(key);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const discarded = useRef(false);

  const [offer, setOffer] = useState<StoredDraft | null>(() => {
    const stored = options.enabled ? readDraft(key) : null;
    return stored && !sameContent(stored.values, options.baseline) ? stored : null;
  });
  const offerRef = useRef(offer);
  offerRef.current = offer;
  const [unsaved, setUnsaved] = useState(false);
  const unsavedRef = useRef(false);

  /** Writes the current values now, or removes the copy when they equal the server's. */
  const sync = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (discarded.current) return;
    const o = latest.current;
    const k = draftKey(o.userId, o.taleId);
    // A new tale that got its id: its copy moves to the tale's own key.
    if (lastKey.current !== k) {
      removeDraft(lastKey.current);
      lastKey.current = k;
    }
    const differs = o.enabled && !sameContent(o.getValues(), o.baseline);
    unsavedRef.current = differs;
    setUnsaved(differs);
    if (differs) {
      writeDraft(k, { values: o.getValues(), savedAt: new Date().toISOString(), version: o.version });
    } else if (!offerRef.current) {
      // While a copy is on offer it stays stored, even when the form shows the server's version.
      removeDraft(k);
    }
  }, []);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(sync, DEBOUNCE_MS);
  }, [sync]);

  useEffect(() => options.subscribe(schedule), [options.subscribe, schedule]);

  // After a load or a save the baseline changes: the stored copy follows at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these props are what makes the copy stale
  useEffect(() => sync(), [sync, options.baseline, options.taleId, options.version, options.enabled]);

  useFlushOnLeave(sync, unsavedRef, timer);

  return {
    /** A stored copy that differs from what the form loaded, until restored or dismissed. */
    offer,
    /** The form differs from the server's copy (checked with the stored-copy timer). */
    unsaved,
    sync,
    /** The user takes the stored copy back; the caller puts `offer.values` into the form. */
    acceptOffer() {
      offerRef.current = null;
      setOffer(null);
    },
    /** The user does not want the stored copy: it is replaced by the current work, or removed. */
    dismissOffer() {
      offerRef.current = null;
      setOffer(null);
      sync();
    },
    /** Stores `values` now and offers them back, e.g. before the server's newer version is loaded. */
    keep(values: TaleFormValues) {
      const o = latest.current;
      const draft = { values, savedAt: new Date().toISOString(), version: o.version };
      writeDraft(draftKey(o.userId, o.taleId), draft);
      offerRef.current = draft;
      setOffer(draft);
    },
    /** After a submit: nothing is left to keep. */
    discard() {
      discarded.current = true;
      clearTimeout(timer.current);
      removeDraft(lastKey.current);
      removeDraft(draftKey(latest.current.userId, latest.current.taleId));
      unsavedRef.current = false;
      setUnsaved(false);
    },
  };
}
