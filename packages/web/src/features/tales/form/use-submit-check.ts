/**
 * Gönder's last look: the form is checked with the submit rules and the check dialog opens with the tale as
 * it will be sent. Its Gönder sends; the way back leads to the chosen field, or to the list of what is
 * missing. `phase` is what the page shows meanwhile, so it never looks like an editable draft once sent.
 */
import type { TaleData } from '@masal/shared/schemas/tale';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { TalePreviewData } from '../tale-preview-content.tsx';
import type { TaleRulesContext } from './tale-form-rules.ts';
import type { TaleFieldPath, TaleFormValues } from './tale-form-values.ts';

export type SubmitPhase = 'editing' | 'sending' | 'sent';

export interface SubmitCheckOptions {
  form: UseFormReturn<TaleFormValues, TaleRulesContext, TaleData>;
  rules: TaleRulesContext;
  /** What would be sent now. */
  preview: () => TalePreviewData;
  /** Saves and moves the tale on (useTaleSave's submit). */
  submit: () => Promise<void>;
}

export function useSubmitCheck({ form, rules, preview, submit }: SubmitCheckOptions) {
  const [data, setData] = useState<TalePreviewData | null>(null);
  const [phase, setPhase] = useState<SubmitPhase>('editing');
  /** Increases when the person goes back with something missing: the form's summary shows and takes the focus. */
  const [summaryBump, setSummaryBump] = useState(0);
  const opener = useRef<HTMLElement | null>(null);
  /** How the dialog was left: back to a field, back to the form, or on to sending (null). */
  const leaving = useRef<{ field: TaleFieldPath | null } | null>(null);
  const pendingField = useRef<TaleFieldPath | null>(null);

  // Runs after the summary's own effect (a child's runs first), so the chosen field keeps the focus.
  useEffect(() => {
    const field = pendingField.current;
    pendingField.current = null;
    if (field && summaryBump > 0) form.setFocus(field);
  }, [summaryBump, form]);

  return {
    data,
    phase,
    summaryBump,
    async open(): Promise<void> {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      rules.strict = true;
      // As a submit, so each message goes away as its field is filled.
      await form.handleSubmit(
        () => undefined,
        () => undefined,
      )();
      setData(preview());
    },
    back(field: TaleFieldPath | null = null): void {
      leaving.current = { field };
      setData(null);
    },
    async confirm(): Promise<void> {
      leaving.current = null;
      setData(null);
      setPhase('sending');
      await submit();
      setPhase((p) => (p === 'sent' ? p : 'editing'));
    },
    /** The tale was sent: the page says so until the confirmation opens. */
    sent: () => setPhase('sent'),
    /** The dialog has closed (`missing`: with something missing): the focus moves into the form. */
    exited(missing: boolean): void {
      const left = leaving.current;
      leaving.current = null;
      if (!left) return;
      if (missing) {
        pendingField.current = left.field;
        setSummaryBump((n) => n + 1);
      } else if (left.field) form.setFocus(left.field);
      else opener.current?.focus();
    },
  };
}
