/** What a decision asks of the person taking it, read from the shared state machine (workflow-transitions.ts). */
import {
  ACTION,
  actionName,
  availableTransitions,
  type FieldProblem,
  MSG,
  noteRequiredMessage,
  type TaleAccess,
  type Transition,
  type TransitionKey,
  type Viewer,
} from '@masal/shared';
import type { TextKey } from '../../i18n/i18n.ts';

/**
 * The toast topic of work on a tale in the workflow — a decision, and the review's saves: a newer outcome
 * replaces the older message at once instead of waiting behind it.
 */
export const WORKFLOW_TOPIC = 'workflow';

/** The fields the decision dialog itself shows; the server's other field messages belong to the page. */
export const DIALOG_FIELDS: readonly string[] = ['note', 'editorId'];

/**
 * The decisions to offer: those the viewer may take now, narrowed to `only`; an assignment only where
 * an editor can be chosen.
 */
export function offeredTransitions(
  tale: TaleAccess,
  viewer: Viewer,
  options: { only?: readonly TransitionKey[] | undefined; canPickEditor: boolean },
): Transition[] {
  return availableTransitions(tale, viewer).filter(
    (x) => (!x.needsEditor || options.canPickEditor) && (!options.only || options.only.includes(x.key)),
  );
}

/** The button's text; an admin's changes all read "Durumu değiştir", so the status they reach is added. */
export function decisionLabel(t: Transition): string {
  return t.key === 'adminChange' ? `${t.label}: ${actionName(t.to)}` : t.label;
}

/** "Gerekçe" for refusals and withdrawals (their message asks for a reason), "Açıklama" otherwise. */
export function noteLabel(t: Transition): TextKey {
  return noteRequiredMessage(t) === MSG.reasonRequired ? 'workflow.reason' : 'workflow.note';
}

/** What the dialog still misses before it may send the decision: the same messages as the server's. */
export function decisionProblems(
  t: Transition,
  values: { note: string; editorId: number | null },
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (t.note === 'required' && !values.note.trim())
    problems.push({ field: 'note', message: noteRequiredMessage(t) });
  if (t.needsEditor && values.editorId === null)
    problems.push({ field: 'editorId', message: MSG.editorRequired });
  return problems;
}

/** Refusals and rejections look like warnings; the rest are ordinary steps forward. */
export function decisionTone(t: Transition): 'error' | 'primary' {
  return t.to === ACTION.rejected ? 'error' : 'primary';
}
