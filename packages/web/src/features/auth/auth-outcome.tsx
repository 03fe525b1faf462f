import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useLocation } from 'react-router';
import { t } from '../../i18n/i18n.ts';

/**
 * What a finished sign-up or accepted invitation hands to the sign-in page it ends on (seed §4 sends the
 * person to the root): the outcome stays on the page, not only in a toast that vanishes.
 */
export type AuthOutcomeState =
  | { outcome: 'signedUp'; email: string }
  | { outcome: 'invitationAccepted'; email: string };

function outcomeOf(state: unknown): AuthOutcomeState | null {
  const s = state as Partial<AuthOutcomeState> | null;
  return s && typeof s.email === 'string' && (s.outcome === 'signedUp' || s.outcome === 'invitationAccepted')
    ? (s as AuthOutcomeState)
    : null;
}

/** The outcome the sign-in page was reached with, if any. */
export const useAuthOutcome = () => outcomeOf(useLocation().state);

/** The outcome above the sign-in form, when the page was reached from one; a long address wraps on a phone. */
export function AuthOutcome({ outcome }: { outcome: AuthOutcomeState | null }) {
  if (!outcome) return null;
  return outcome.outcome === 'signedUp' ? (
    <Alert severity="success" role="status" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
      <AlertTitle>{t('auth.signedUpTitle')}</AlertTitle>
      {t('auth.signedUpText', { email: outcome.email })} {t('auth.signedUpSpam')}
    </Alert>
  ) : (
    <Alert severity="success" role="status" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
      <AlertTitle>{t('auth.invitationDoneTitle')}</AlertTitle>
      {t('auth.invitationDoneText', { email: outcome.email })}
    </Alert>
  );
}
