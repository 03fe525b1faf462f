/**
 * Saving and submitting the tale form: a draft save needs only the name; Gönder checks every submit
 * rule first, saves, then moves the tale on (1→2, or 4→3). A stale version (409) opens the choice
 * between the user's copy and the server's; a lost connection keeps the work on this device.
 */
import { MSG } from '@masal/shared/messages';
import type { TaleConflictAnswer, TaleData, TaleFull } from '@masal/shared/schemas/tale';
import { ownerSubmitTarget } from '@masal/shared/workflow';
import { useRef, useState } from 'react';
import { type FieldErrors, get, type UseFormReturn } from 'react-hook-form';
import { type ApiResult, applyFieldErrors } from '../../../api/api-client.ts';
import { showToast } from '../../../components/toast-store.ts';
import { t } from '../../../i18n/i18n.ts';
import { taleApi } from '../tales-api.ts';
import type { TaleRulesContext } from './tale-form-rules.ts';
import { FIELD_ORDER, sameContent, type TaleFormValues } from './tale-form-values.ts';

type Intent = 'draft' | 'submit';

/** A save's outcome replaces the previous one's message, e.g. "saved" the offline warning. */
const SAVE_TOPIC = 'taleSave';

export interface StaleConflict {
  /** The tale as it is on the server now. */
  tale: TaleFull;
  intent: Intent;
}

export interface TaleSaveOptions {
  form: UseFormReturn<TaleFormValues, TaleRulesContext, TaleData>;
  rules: TaleRulesContext;
  /** The saved tale, or null for a new one. */
  tale: TaleFull | null;
  baseline: TaleFormValues;
  onSaved: (tale: TaleFull) => void;
  onSubmitted: (tale: TaleFull) => void;
  /** A save could not reach the server: store the work locally now. */
  onOffline: () => void;
}

export function useTaleSave(options: TaleSaveOptions) {
  const latest = useRef(options);
  latest.current = options;
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<StaleConflict | null>(null);
  /** Increases with every refused submit, so the summary takes the focus again. */
  const [summaryRequest, setSummaryRequest] = useState(0);

  function failed(result: ApiResult<unknown>, intent: Intent): void {
    if (result.ok) return;
    const { form, onOffline } = latest.current;
    if (result.code === 'NETWORK') {
      onOffline();
      showToast(t('taleForm.offline'), 'warning', SAVE_TOPIC);
      return;
    }
    if (result.code === 'STALE_VERSION' || result.code === 'WRONG_STATE') {
      const tale =
        result.code === 'STALE_VERSION' ? (result.body as TaleConflictAnswer | undefined)?.tale : undefined;
      if (tale) setConflict({ tale, intent });
      else showToast(result.message, 'error', SAVE_TOPIC);
      return;
    }
    if (result.code === 'VALIDATION') {
      applyFieldErrors(result, form.setError, FIELD_ORDER);
      if (intent === 'submit' && result.errors.length > 0) setSummaryRequest((n) => n + 1);
    }
    // A save or a submit leaves every refusal to the form (taleApi): it is told here, and the page stays.
    showToast(result.message, 'error', SAVE_TOPIC);
  }

  /** Creates or updates; an unchanged saved tale is not written again (its version stays). */
  async function persist(data: TaleData, intent: Intent, version?: number): Promise<TaleFull | null> {
    const { tale, baseline, form, onSaved } = latest.current;
    if (tale && version === undefined && sameContent(form.getValues(), baseline)) return tale;
    const result = tale
      ? await taleApi.update({ ...data, taleId: tale.taleId, version: version ?? tale.version })
      : await taleApi.create(data);
    if (!result.ok) {
      failed(result, intent);
      return null;
    }
    onSaved(result.data);
    return result.data;
  }

  async function exclusive<T>(work: () => Promise<T>): Promise<T | null> {
    if (busyRef.current) return null;
    busyRef.current = true;
    setBusy(true);
    try {
      return await work();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  function focusFirstError(errors: FieldErrors<TaleFormValues>): void {
    const first = FIELD_ORDER.find((name) => get(errors, name));
    if (first) latest.current.form.setFocus(first);
  }

  /** "Taslak Olarak Kaydet" (and the save before an upload): the saved tale, or null. */
  function saveDraft(version?: number): Promise<TaleFull | null> {
    return exclusive(async () => {
      const { form, rules } = latest.current;
      rules.strict = false;
      let saved = null as TaleFull | null;
      await form.handleSubmit(
        async (data) => {
          saved = await persist(data, 'draft', version);
          if (saved) showToast(MSG.taleSaved, 'success', SAVE_TOPIC);
        },
        (errors) => focusFirstError(errors),
      )();
      return saved;
    });
  }

  /** "Gönder": every missing field at once, or save and move the tale on. */
  function submit(version?: number): Promise<void> {
    return exclusive(async () => {
      const { form, rules } = latest.current;
      rules.strict = true;
      await form.handleSubmit(
        async (data) => {
          const saved = await persist(data, 'submit', version);
          if (!saved) return;
          const actionId = ownerSubmitTarget(saved.actionId);
          if (actionId === undefined) return;
          const moved = await taleApi.transition({ taleId: saved.taleId, actionId });
          if (moved.ok) latest.current.onSubmitted(moved.data);
          else failed(moved, 'submit');
        },
        () => setSummaryRequest((n) => n + 1),
      )();
    }).then(() => undefined);
  }

  return {
    busy,
    conflict,
    summaryRequest,
    saveDraft,
    submit,
    /** "Benim sürümümü kaydet": the same work again, now based on the server's newer version. */
    keepMine() {
      if (!conflict) return;
      setConflict(null);
      const version = conflict.tale.version;
      if (conflict.intent === 'submit') void submit(version);
      else void saveDraft(version);
    },
    /** Closes the choice; the caller loads the server's version. */
    takeTheirs(): TaleFull | null {
      const tale = conflict?.tale ?? null;
      setConflict(null);
      return tale;
    },
    dismissConflict: () => setConflict(null),
  };
}
