/**
 * Saving the text to publish and the context properties of a completed tale (PUT /v1/tales/completed,
 * every save a revision). The form is based on one version of the tale; a save on an older one (409)
 * offers the tale form's choice: save mine over theirs, or load theirs and keep mine to restore.
 * Unsaved work is kept on this device and offered back after a reload; `saveFirst` saves it before a
 * publishing decision, which is not sent when the save fails.
 */
import type { TaleConflictAnswer, TaleFull } from '@masal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { applyFieldErrors } from '../../../api/api-client.ts';
import { showToast } from '../../../components/toast-store.ts';
import { useDeviceDraft } from '../../../components/use-device-draft.ts';
import { t } from '../../../i18n/i18n.ts';
import { reviewKeys } from '../../workflow/review/review-api.ts';
import { TALE_LISTS_KEY } from '../use-tale-list.ts';
import { COMPLETED_DRAFT } from './completed-tale-draft.ts';
import { EDIT_FIELDS, type EditValues, sameValues, valuesOf } from './completed-tale-values.ts';
import { completedTaleApi, completedTaleKeys } from './completed-tales-api.ts';

/** A save's outcome replaces the previous one's message. */
const SAVE_TOPIC = 'completedTaleSave';

export function useCompletedTaleSave(userId: number, tale: TaleFull, form: UseFormReturn<EditValues>) {
  const queryClient = useQueryClient();
  /** The tale the form's text started from; its version goes with the save. */
  const [base, setBase] = useState(tale);
  const [conflict, setConflict] = useState<TaleFull | null>(null);
  const baseline = useMemo(() => valuesOf(base), [base]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = form.watch(() => onChange());
      return () => subscription.unsubscribe();
    },
    [form],
  );
  const draft = useDeviceDraft(COMPLETED_DRAFT, {
    userId,
    recordId: tale.taleId,
    version: base.version,
    baseline,
    enabled: true,
    getValues: form.getValues,
    setValues: (values) => {
      for (const field of EDIT_FIELDS) form.setValue(field, values[field], { shouldDirty: true });
    },
    subscribe,
  });

  const adopt = (newer: TaleFull) => {
    setBase(newer);
    form.reset(valuesOf(newer));
    queryClient.setQueryData(reviewKeys.full(newer.taleId), newer);
  };

  // A newer tale on the page (a decision, another tab's save) replaces a form nobody has typed in.
  useEffect(() => {
    if (tale.version !== base.version && sameValues(form.getValues(), valuesOf(base))) {
      setBase(tale);
      form.reset(valuesOf(tale));
    }
  }, [tale, base, form]);

  /** The saved tale, or null when the save was refused (the form or a message says why). */
  async function save(values: EditValues, version: number): Promise<TaleFull | null> {
    const result = await completedTaleApi.save({ taleId: tale.taleId, version, ...values });
    if (result.ok) {
      adopt(result.data);
      void queryClient.invalidateQueries({ queryKey: completedTaleKeys.revisions(tale.taleId) });
      void queryClient.invalidateQueries({ queryKey: TALE_LISTS_KEY });
      showToast(t('completedTales.saved'), 'success', SAVE_TOPIC);
      return result.data;
    }
    // Whatever went wrong, the typed work is on this device now, not only in the form.
    draft.sync();
    const newer = (result.body as TaleConflictAnswer | undefined)?.tale;
    if (result.code === 'STALE_VERSION' && newer) {
      setConflict(newer);
      return null;
    }
    if (result.code === 'VALIDATION' && result.errors.length > 0) {
      applyFieldErrors(result, form.setError, EDIT_FIELDS);
      return null;
    }
    // The tale left 6, 7 and 9 meanwhile: the page shows where it is now.
    if (result.code === 'WRONG_STATE')
      void queryClient.invalidateQueries({ queryKey: reviewKeys.full(tale.taleId) });
    showToast(result.code === 'NETWORK' ? t('completedTales.offline') : result.message, 'error', SAVE_TOPIC);
    return null;
  }

  return {
    conflict,
    /** A copy kept on this device that differs from the text loaded, offered back until restored or dismissed. */
    kept: draft.offer,
    /** The tale to decide on: unsaved work saved first; null when it cannot be (nothing is decided then). */
    async saveFirst(): Promise<TaleFull | null> {
      const values = form.getValues();
      if (sameValues(values, baseline)) return base;
      if (!(await form.trigger())) return null;
      return save(values, base.version);
    },
    submit: form.handleSubmit((values) =>
      sameValues(values, valuesOf(base))
        ? showToast(t('completedTales.unchanged'), 'info', SAVE_TOPIC)
        : save(values, base.version),
    ),
    /** "Benim sürümümü kaydet": the same text again, on the newer version. */
    keepMine() {
      if (!conflict) return;
      const version = conflict.version;
      setConflict(null);
      void form.handleSubmit((values) => save(values, version))();
    },
    /** "Güncel sürümü yükle": the newer text in the form, the typed one kept to restore. */
    loadTheirs() {
      if (!conflict) return;
      draft.keep(form.getValues());
      adopt(conflict);
      setConflict(null);
    },
    dismissConflict: () => setConflict(null),
    restoreKept: draft.restore,
    dismissKept: draft.dismissOffer,
  };
}
