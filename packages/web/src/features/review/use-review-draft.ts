/**
 * Keeps the review's unsaved work on this device (a second after each change, at once when the page is
 * hidden), offers a stored copy back when it differs from the tale as loaded, and warns before leaving
 * with unsaved changes — the tale form's behaviour (use-tale-draft.ts) for the editor's four fields.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFlushOnLeave } from '../tales/form/use-flush-on-leave.ts';
import {
  readReviewDraft,
  removeReviewDraft,
  reviewDraftKey,
  type StoredReview,
  writeReviewDraft,
} from './review-draft-store.ts';
import { type ReviewValues, sameReview } from './review-values.ts';

const DEBOUNCE_MS = 1000;

export interface ReviewDraftOptions {
  userId: number;
  taleId: number;
  version: number;
  /** The values of the tale as last loaded or saved. */
  baseline: ReviewValues;
  /** false while the viewer may not change the tale. */
  enabled: boolean;
  getValues: () => ReviewValues;
  /** Calls back on every change of the form; returns the unsubscribe. */
  subscribe: (onChange: () => void) => () => void;
}

export function useReviewDraft(options: ReviewDraftOptions) {
  const latest = useRef(options);
  latest.current = options;
  const key = reviewDraftKey(options.userId, options.taleId);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [offer, setOffer] = useState<StoredReview | null>(() => {
    const stored = options.enabled ? readReviewDraft(key) : null;
    return stored && !sameReview(stored.values, options.baseline) ? stored : null;
  });
  const offerRef = useRef(offer);
  offerRef.current = offer;
  const [unsaved, setUnsaved] = useState(false);
  const unsavedRef = useRef(false);

  /** Writes the current values now, or removes the copy when they equal the server's. */
  const sync = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const o = latest.current;
    const k = reviewDraftKey(o.userId, o.taleId);
    const differs = o.enabled && !sameReview(o.getValues(), o.baseline);
    unsavedRef.current = differs;
    setUnsaved(differs);
    if (differs) {
      writeReviewDraft(k, { values: o.getValues(), savedAt: new Date().toISOString(), version: o.version });
    } else if (!offerRef.current) {
      // A copy on offer stays stored until it is restored or dismissed.
      removeReviewDraft(k);
    }
  }, []);

  const schedule = useCallback(() => {
    // The status line says "unsaved" at once: saying "all saved" for the debounce's second was untrue.
    const o = latest.current;
    const differs = o.enabled && !sameReview(o.getValues(), o.baseline);
    unsavedRef.current = differs;
    setUnsaved(differs);
    clearTimeout(timer.current);
    timer.current = setTimeout(sync, DEBOUNCE_MS);
  }, [sync]);

  useEffect(() => options.subscribe(schedule), [options.subscribe, schedule]);
  // A load or a save moves the baseline: the stored copy follows at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these props are what makes the copy stale
  useEffect(() => sync(), [sync, options.baseline, options.version, options.enabled]);

  useFlushOnLeave(sync, unsavedRef, timer);

  return {
    offer,
    unsaved,
    sync,
    /** The user takes the stored copy back; the caller puts `offer.values` into the form. */
    acceptOffer() {
      offerRef.current = null;
      setOffer(null);
    },
    dismissOffer() {
      offerRef.current = null;
      setOffer(null);
      sync();
    },
    /** Stores `values` and offers them back, e.g. before the server's newer version is loaded. */
    keep(values: ReviewValues) {
      const o = latest.current;
      const draft = { values, savedAt: new Date().toISOString(), version: o.version };
      writeReviewDraft(reviewDraftKey(o.userId, o.taleId), draft);
      offerRef.current = draft;
      setOffer(draft);
    },
  };
}
