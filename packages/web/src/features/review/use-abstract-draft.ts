/**
 * The abstract typed and not saved, kept on this device while it differs from the saved one (issue 26: it
 * was lost on a reload), offered back when the page opens again, and forgotten once saved or dismissed.
 * Written at each change: an abstract is short.
 */
import { useState } from 'react';
import {
  abstractDraftKey,
  readAbstractDraft,
  removeReviewDraft,
  type StoredAbstract,
  writeReviewDraft,
} from './review-draft-store.ts';

const same = (a: string, b: string) => a.trim() === b.trim();

export function useAbstractDraft(userId: number, taleId: number, stored: string) {
  const key = abstractDraftKey(userId, taleId);
  const [offer, setOffer] = useState<StoredAbstract | null>(() => {
    const kept = readAbstractDraft(key);
    return kept && !same(kept.text, stored) ? kept : null;
  });

  /** Stores `text` while it is unsaved work; a copy on offer stays until it is restored or dismissed. */
  const keep = (text: string) => {
    if (text.trim() && !same(text, stored))
      writeReviewDraft(key, { text, savedAt: new Date().toISOString() });
    else if (!offer) removeReviewDraft(key);
  };

  return {
    offer,
    keep,
    /** The copy on offer, taken back into the editor. */
    restore(): string {
      setOffer(null);
      return offer?.text ?? '';
    },
    /** The copy on offer thrown away; what is in the editor now is kept instead, if unsaved. */
    discard(current: string) {
      setOffer(null);
      removeReviewDraft(key);
      if (current.trim() && !same(current, stored)) {
        writeReviewDraft(key, { text: current, savedAt: new Date().toISOString() });
      }
    },
    /** Saved or deleted on the server: nothing left to keep. */
    clear() {
      setOffer(null);
      removeReviewDraft(key);
    },
  };
}
