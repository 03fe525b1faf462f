import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { t } from '../../../i18n/i18n.ts';
import type { Deciding } from './written-pub-request-decision-dialog.tsx';

/** The admin's decision just taken, kept on the page: a toast vanishes before everyone has read it. */
export function WrittenPubRequestOutcome({ decided, onClose }: { decided: Deciding; onClose: () => void }) {
  const { request, decision } = decided;
  const tales = request.tales.map((tale) => `“${tale.taleName}”`).join(', ');
  return (
    <Alert severity="success" role="status" data-testid="written-pub-request-outcome" onClose={onClose}>
      <AlertTitle>
        {t(decision === 'accepted' ? 'writtenPubRequests.accepted' : 'writtenPubRequests.declined')}
      </AlertTitle>
      {t('writtenPubRequests.outcomeText', { number: request.requestId, tales: tales || '—' })}
    </Alert>
  );
}
