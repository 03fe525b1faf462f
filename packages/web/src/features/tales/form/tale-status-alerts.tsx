import type { TaleFull } from '@masal/shared/schemas/tale';
import { ACTION } from '@masal/shared/workflow';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { t } from '../../../i18n/i18n.ts';

/** The editor's revision note (status 4) and, when the viewer cannot change the tale, why. */
export function TaleStatusAlerts({ tale, readOnly }: { tale: TaleFull | null; readOnly: boolean }) {
  if (!tale) return null;
  return (
    <>
      {tale.actionId === ACTION.revisionRequested && tale.lastNote ? (
        <Alert severity="warning" data-testid="revision-note">
          <AlertTitle>{t('taleForm.revisionNoteTitle')}</AlertTitle>
          <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {tale.lastNote}
          </Typography>
        </Alert>
      ) : null}
      {readOnly ? (
        <Alert severity="info" data-testid="read-only">
          {t('taleForm.readOnly', { status: tale.actionName })}
        </Alert>
      ) : null}
    </>
  );
}
