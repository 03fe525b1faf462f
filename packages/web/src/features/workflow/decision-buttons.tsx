/**
 * DecisionButtons: one button for each decision the signed-in person may take on `tale` now
 * (availableTransitions of the shared state machine), each opening DecisionDialog. Nothing is rendered
 * when there is none. Props:
 * - `tale`: taleId, userId, actionId, editorId, version (and taleName for the dialog's text) — a TaleFull
 *   or a list row will do; pass the latest read, the decision is sent with its version;
 * - `only`: keep these transition keys only, e.g. `['publish', 'unpublish']` or `['assign', 'reassign']`;
 * - `editorPicker`: renders the editor choice of transitions with `needsEditor` (see EditorPicker); without
 *   it those transitions are not offered;
 * - `onDecided(tale, outcome)`: after a decision, every tale query already invalidated (e.g. go back to a
 *   list); `outcome` is what to keep showing where this component goes away (a dialog that closes);
 * - `showOutcome`: false when the caller shows the outcome itself (a dialog closing on the decision);
 * - `onFieldErrors(errors)`: the server's messages for fields outside the dialog (forwarding to the advisory board:
 *   groupId, subGroupId, abstract, taleTextEnd), to show next to those fields;
 * - `beforeDecide()`: runs when a decision is confirmed, before it is sent — e.g. saves the page's
 *   unsaved work — and answers the tale to decide on (its new version), or null to send nothing.
 * Success is announced with a toast and stays on the page as DecisionOutcome (what was decided, where the
 * tale went), also once no decision is left to take.
 */
import type { FieldProblem, TaleFull, Transition, TransitionKey } from '@masal/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useAuthUser } from '../../session/session-store.ts';
import { DecisionDialog, type DecisionTale, type EditorPicker } from './decision-dialog.tsx';
import { DecisionOutcome, type DecisionOutcomeValue } from './decision-outcome.tsx';
import { decisionLabel, decisionTone, offeredTransitions } from './decision-rules.ts';

export interface DecisionButtonsProps {
  tale: DecisionTale;
  only?: readonly TransitionKey[];
  editorPicker?: EditorPicker;
  onDecided?: (tale: TaleFull, outcome: DecisionOutcomeValue) => void;
  onFieldErrors?: (errors: FieldProblem[]) => void;
  beforeDecide?: () => Promise<DecisionTale | null>;
  showOutcome?: boolean;
}

export function DecisionButtons({
  tale,
  only,
  editorPicker,
  onDecided,
  onFieldErrors,
  beforeDecide,
  showOutcome = true,
}: DecisionButtonsProps) {
  const user = useAuthUser();
  const [open, setOpen] = useState<Transition | null>(null);
  const [outcome, setOutcome] = useState<DecisionOutcomeValue | null>(null);
  const transitions = useMemo(() => {
    if (!user) return [];
    const viewer = { userId: user.userId, roleIds: user.userRoles.map((r) => r.roleId) };
    return offeredTransitions(tale, viewer, { only, canPickEditor: Boolean(editorPicker) });
  }, [tale, user, only, editorPicker]);

  if (transitions.length === 0 && !outcome) return null;
  return (
    <>
      {outcome ? (
        <Box sx={{ mb: transitions.length > 0 ? 2 : 0 }}>
          <DecisionOutcome outcome={outcome} onClose={() => setOutcome(null)} />
        </Box>
      ) : null}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="decision-buttons">
        {transitions.map((x) => (
          <Button
            key={`${x.key}-${x.to}`}
            variant={decisionTone(x) === 'error' ? 'outlined' : 'contained'}
            color={decisionTone(x)}
            onClick={() => setOpen(x)}
          >
            {decisionLabel(x)}
          </Button>
        ))}
      </Stack>
      <DecisionDialog
        tale={tale}
        transition={open}
        editorPicker={editorPicker}
        onClose={() => setOpen(null)}
        onDecided={(decided) => {
          if (!open) return;
          const value = {
            decision: decisionLabel(open),
            taleName: decided.taleName,
            actionId: decided.actionId,
          };
          if (showOutcome) setOutcome(value);
          onDecided?.(decided, value);
        }}
        onFieldErrors={onFieldErrors}
        beforeDecide={beforeDecide}
      />
    </>
  );
}
