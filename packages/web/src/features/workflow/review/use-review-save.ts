/**
 * Saving the review (PUT /v1/tales/full, the assigned editor at 3): an unchanged tale is not written
 * again; a stale version (409) opens the choice between the editor's copy and the server's; a lost
 * connection keeps the work on this device; refused fields get their messages.
 */
import { MSG, type TaleConflictAnswer, type TaleFull } from '@masal/shared';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { applyFieldErrors } from '../../../api/api-client.ts';
import { showToast } from '../../../components/toast-store.ts';
import { t } from '../../../i18n/i18n.ts';
import { taleApi } from '../../tales/tales-api.ts';
import { WORKFLOW_TOPIC } from '../decision-rules.ts';
import { REVIEW_FIELDS, type ReviewValues, reviewPayload, sameReview } from './review-values.ts';

export interface ReviewSaveOptions {
  form: UseFormReturn<ReviewValues>;
  tale: TaleFull;
  baseline: ReviewValues;
  onSaved: (tale: TaleFull) => void;
  /** The save could not reach the server: store the work locally now. */
  onOffline: () => void;
}

export function useReviewSave(options: ReviewSaveOptions) {
  const latest = useRef(options);
  latest.current = options;
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<TaleFull | null>(null);

  /** The saved tale (or the tale itself when nothing changed), or null when the save failed. */
  async function save(version?: number): Promise<TaleFull | null> {
    const { form, tale, baseline, onSaved, onOffline } = latest.current;
    const values = form.getValues();
    if (version === undefined && sameReview(values, baseline)) return tale;
    setBusy(true);
    const result = await taleApi.update(reviewPayload(tale, values, version));
    setBusy(false);
    if (result.ok) {
      onSaved(result.data);
      showToast(MSG.taleSaved, 'success', WORKFLOW_TOPIC);
      return result.data;
    }
    if (result.code === 'NETWORK') {
      onOffline();
      showToast(t('taleForm.offline'), 'warning', WORKFLOW_TOPIC);
    } else if (result.code === 'STALE_VERSION' && (result.body as TaleConflictAnswer | undefined)?.tale) {
      setConflict((result.body as TaleConflictAnswer).tale ?? null);
    } else {
      applyFieldErrors(result, form.setError, REVIEW_FIELDS);
      const first = REVIEW_FIELDS.find((f) => result.errors.some((e) => e.field === f));
      if (first) form.setFocus(first);
      else showToast(result.message, 'error', WORKFLOW_TOPIC);
    }
    return null;
  }

  return {
    busy,
    conflict,
    save,
    /** "Benim sürümümü kaydet": the same work again, based on the server's newer version. */
    keepMine() {
      const version = conflict?.version;
      setConflict(null);
      if (version !== undefined) void save(version);
    },
    /** Closes the choice; the caller loads the server's version it answers. */
    takeTheirs(): TaleFull | null {
      const tale = conflict;
      setConflict(null);
      return tale;
    },
    dismissConflict: () => setConflict(null),
  };
}
