import { formatDateTr, KVKK_PATH, personalDataFileName } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { unwrap } from '../../../api/api-client.ts';
import { saveBlob } from '../../../api/file-download.ts';
import { showToast } from '../../../components/toast-store.ts';
import { t } from '../../../i18n/i18n.ts';
import { personalDataApi } from '../../kvkk/kvkk-api.ts';

const DELETION_KEY = ['profile', 'deletionRequest'] as const;
const CONFIRM_TITLE_ID = 'deletion-confirm-title';
const CONFIRM_TEXT_ID = 'deletion-confirm-text';

/** Saves the answer as a file, as the server's Content-Disposition would (the call needs the session header). */
const saveAsFile = (data: unknown): void =>
  saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), personalDataFileName());

/** What approval of the request means, said before it is sent. */
function DeletionConfirmDialog({
  open,
  onClose,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={CONFIRM_TITLE_ID}
      aria-describedby={CONFIRM_TEXT_ID}
    >
      <DialogTitle id={CONFIRM_TITLE_ID}>{t('kvkk.personalData.confirmTitle')}</DialogTitle>
      <DialogContent>
        <Box id={CONFIRM_TEXT_ID}>
          <DialogContentText>{t('kvkk.personalData.confirmIntro')}</DialogContentText>
          <Box component="ul" sx={{ pl: 3, color: 'text.secondary' }}>
            <li>{t('kvkk.personalData.confirmRemoved')}</li>
            <li>{t('kvkk.personalData.confirmClosed')}</li>
            <li>{t('kvkk.personalData.confirmTales')}</li>
            <li>{t('kvkk.personalData.confirmPayments')}</li>
          </Box>
          <DialogContentText>{t('kvkk.personalData.confirmAdvice')}</DialogContentText>
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} autoFocus>
          {t('kvkk.personalData.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {t('kvkk.personalData.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The profile's KVKK part: download every stored datum about oneself, ask for the account's deletion. */
export function PersonalDataSection() {
  const queryClient = useQueryClient();
  const deletion = useQuery({
    queryKey: DELETION_KEY,
    queryFn: () => unwrap(personalDataApi.deletionRequest()),
  });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const requestedAt = deletion.data?.requestedAt ?? null;

  const download = async () => {
    setBusy(true);
    const result = await personalDataApi.export();
    setBusy(false);
    if (!result.ok) return;
    saveAsFile(result.data);
    showToast(t('kvkk.personalData.downloaded'), 'success', 'profile');
  };

  const requestDeletion = async () => {
    setConfirming(false);
    setBusy(true);
    const result = await personalDataApi.requestDeletion();
    setBusy(false);
    if (!result.ok) return;
    queryClient.setQueryData(DELETION_KEY, result.data);
    if (result.data.message) showToast(result.data.message, 'success', 'profile');
  };

  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('kvkk.personalData.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('kvkk.personalData.intro')}
        </Typography>
        <Link href={KVKK_PATH} target="_blank" rel="noopener" sx={{ display: 'inline-block', mb: 2 }}>
          {t('kvkk.personalData.noticeLink')}
        </Link>
        {requestedAt ? (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="deletion-pending">
            {t('kvkk.personalData.pending', { date: formatDateTr(requestedAt) })}
          </Alert>
        ) : null}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" disabled={busy} onClick={() => void download()}>
            {t('kvkk.personalData.download')}
          </Button>
          {requestedAt || deletion.isPending ? null : (
            <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirming(true)}>
              {t('kvkk.personalData.requestDeletion')}
            </Button>
          )}
        </Stack>
      </CardContent>
      <DeletionConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void requestDeletion()}
      />
    </Card>
  );
}
