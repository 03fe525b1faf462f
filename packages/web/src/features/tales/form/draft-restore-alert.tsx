import { formatDateTr } from '@masal/shared/text';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { t } from '../../../i18n/i18n.ts';

/** Offers back the work kept on this device that differs from what the form loaded. */
export function DraftRestoreAlert({
  savedAt,
  onRestore,
  onDismiss,
}: {
  savedAt: string;
  onRestore: () => void;
  onDismiss: () => void;
}) {
  const time = new Date(savedAt).toLocaleTimeString('tr-TR', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Istanbul',
  });
  return (
    <Alert
      severity="warning"
      data-testid="draft-restore"
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button color="inherit" size="small" variant="outlined" onClick={onRestore}>
            {t('taleForm.draftRestore')}
          </Button>
          <Button color="inherit" size="small" onClick={onDismiss}>
            {t('taleForm.draftDismiss')}
          </Button>
        </Stack>
      }
    >
      <AlertTitle>{t('taleForm.draftFound')}</AlertTitle>
      {t('taleForm.draftFoundText', { date: formatDateTr(savedAt), time })}
    </Alert>
  );
}
