import { formatDateTr, type UserDetail } from '@masal/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ApiResult } from '../../api/api-client.ts';
import { showToast } from '../../components/toast-store.ts';
import { type TextKey, t } from '../../i18n/i18n.ts';
import { useUsersChanged } from './use-users.ts';
import { userApi } from './users-api.ts';

const CONFIRM_TITLE_ID = 'anonymize-confirm-title';
const CONFIRM_TEXT_ID = 'anonymize-confirm-text';

/**
 * KVKK in the user's detail: an anonymised account says so; a pending deletion request is approved (the
 * person anonymised, after a confirmation) or rejected. A refusal of the server stays in view.
 */
export function UserDeletionRequest({ user }: { user: UserDetail }) {
  const changed = useUsersChanged();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (user.anonymizedAt) {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('kvkk.review.anonymizedAt', { date: formatDateTr(user.anonymizedAt) })}
      </Alert>
    );
  }
  if (!user.deletionRequestedAt) return null;

  async function decide(call: () => Promise<ApiResult<UserDetail>>, done: TextKey) {
    setConfirming(false);
    setBusy(true);
    setFailure(null);
    const result = await call();
    setBusy(false);
    if (!result.ok) {
      setFailure(result.message);
      return;
    }
    await changed(result.data);
    showToast(t(done), 'success', 'users');
  }

  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="deletion-request">
      <AlertTitle>{t('kvkk.review.title')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('kvkk.review.requested', { date: formatDateTr(user.deletionRequestedAt) })}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('kvkk.review.explain')}
      </Typography>
      {failure ? (
        <Typography variant="body2" role="alert" sx={{ fontWeight: 600, mb: 1 }}>
          {failure}
        </Typography>
      ) : null}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" color="error" disabled={busy} onClick={() => setConfirming(true)}>
          {t('kvkk.review.anonymize')}
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          disabled={busy}
          onClick={() => void decide(() => userApi.rejectDeletion(user.userId), 'kvkk.review.rejected')}
        >
          {t('kvkk.review.reject')}
        </Button>
      </Stack>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby={CONFIRM_TITLE_ID}
        aria-describedby={CONFIRM_TEXT_ID}
      >
        <DialogTitle id={CONFIRM_TITLE_ID}>{t('kvkk.review.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={CONFIRM_TEXT_ID}>
            {t('kvkk.review.confirmText', { name: `${user.name} ${user.surname}` })}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setConfirming(false)} autoFocus>
            {t('kvkk.review.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => void decide(() => userApi.anonymize(user.userId), 'kvkk.review.anonymized')}
          >
            {t('kvkk.review.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Alert>
  );
}
