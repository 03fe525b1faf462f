import { ACTION, type ActionId, actionName } from '@masal/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { type TextKey, t } from '../../i18n/i18n.ts';

/** A decision just taken: what was decided and the tale as it is now. */
export interface DecisionOutcomeValue {
  decision: string;
  taleName: string | null | undefined;
  actionId: number;
}

/** Where the tale went: who acts next, by its new status. */
const NEXT: Partial<Record<ActionId, TextKey>> = {
  [ACTION.submitted]: 'workflow.next.submitted',
  [ACTION.inReview]: 'workflow.next.inReview',
  [ACTION.revisionRequested]: 'workflow.next.revisionRequested',
  [ACTION.advisoryBoard]: 'workflow.next.advisoryBoard',
  [ACTION.completed]: 'workflow.next.completed',
  [ACTION.privateContent]: 'workflow.next.privateContent',
  [ACTION.rejected]: 'workflow.next.rejected',
  [ACTION.published]: 'workflow.next.published',
};

/**
 * The outcome of a decision, kept on the page: a toast vanishes before everyone has read it.
 * A polite live region, so a screen reader announces it too.
 */
export function DecisionOutcome({
  outcome,
  onClose,
}: {
  outcome: DecisionOutcomeValue;
  onClose?: () => void;
}) {
  const next = NEXT[outcome.actionId as ActionId];
  const status = actionName(outcome.actionId);
  return (
    <Alert severity="success" role="status" data-testid="decision-outcome" {...(onClose ? { onClose } : {})}>
      <AlertTitle>{t('workflow.outcomeTitle', { decision: outcome.decision })}</AlertTitle>
      {outcome.taleName
        ? t('workflow.outcomeNamed', { name: outcome.taleName, status })
        : t('workflow.outcome', { status })}
      {next ? ` ${t(next)}` : null}
    </Alert>
  );
}

/** Router state for the page a decision navigates to, which then shows the outcome (see LandedOutcome). */
export const outcomeState = (outcome: DecisionOutcomeValue) => ({ decisionOutcome: outcome });

function landedOutcomeOf(state: unknown): DecisionOutcomeValue | null {
  const o = (state as { decisionOutcome?: Partial<DecisionOutcomeValue> } | null)?.decisionOutcome;
  return o && typeof o.decision === 'string' && typeof o.actionId === 'number'
    ? (o as DecisionOutcomeValue)
    : null;
}

/** The outcome of a decision taken on the page that led here (outcomeState), until closed. */
export function LandedOutcome() {
  const { state } = useLocation();
  // Kept apart from the route: a filter that rewrites the address must not take the outcome away.
  const [outcome, setOutcome] = useState(() => landedOutcomeOf(state));
  return outcome ? <DecisionOutcome outcome={outcome} onClose={() => setOutcome(null)} /> : null;
}
