import type { UserDetail, UserRevealAnswer } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { ApiResult } from '../../api/api-client.ts';
import { showToast } from '../../components/toast-store.ts';
import { useRetained } from '../../components/use-retained.ts';
import { type TextKey, t } from '../../i18n/i18n.ts';
import { RoleCheckboxes } from './role-checkboxes.tsx';
import { useUserDetail, useUsersChanged } from './use-users.ts';
import { UserDeletionRequest } from './user-deletion-request.tsx';
import { UserFormDialog } from './user-form-dialog.tsx';
import { lastSignIn, statusName } from './user-labels.ts';
import { userApi } from './users-api.ts';

const TITLE_ID = 'user-detail-title';

/** One user: details (personal numbers masked until "Göster"), roles, status and the mails an admin sends. */
export function UserDetailDialog({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const shownId = useRetained(userId);
  const detail = useUserDetail(shownId);
  const { refetch } = detail;
  // Each opening reads the user again: they may have signed in or been changed since.
  useEffect(() => {
    if (userId !== null) void refetch();
  }, [userId, refetch]);
  const user = detail.data;
  return (
    <Dialog open={userId !== null} onClose={onClose} aria-labelledby={TITLE_ID} fullWidth maxWidth="md">
      <DialogTitle id={TITLE_ID}>{user ? `${user.name} ${user.surname}` : t('users.open')}</DialogTitle>
      {user?.anonymizedAt ? (
        <DialogContent>
          <UserDeletionRequest user={user} />
        </DialogContent>
      ) : user ? (
        <UserDetailContent key={user.userId} user={user} />
      ) : (
        <DialogContent>
          {detail.isError ? (
            <Alert severity="error">{t('users.loadFailed')}</Alert>
          ) : (
            <CircularProgress aria-label={t('app.loading')} />
          )}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>{t('users.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
      <Typography component="span" sx={{ fontWeight: 600, minWidth: '9rem' }}>
        {label}
      </Typography>
      <Typography component="span" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {value}
      </Typography>
    </Stack>
  );
}

function UserDetailContent({ user }: { user: UserDetail }) {
  const changed = useUsersChanged();
  const [roleIds, setRoleIds] = useState(user.userRoles.map((r) => r.roleId));
  const [revealed, setRevealed] = useState<UserRevealAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState(false);

  /** Runs one call; a refusal (409, 400) stays in the dialog, a success says so in a toast. */
  async function act<T>(call: () => Promise<ApiResult<T>>, done: TextKey, after?: (data: T) => void) {
    setBusy(true);
    setFailure(null);
    const result = await call();
    setBusy(false);
    if (!result.ok) {
      setFailure(result.errors[0]?.message ?? result.message);
      return;
    }
    after?.(result.data);
    showToast(t(done), 'success', 'users');
  }
  const saved = (data: UserDetail) => void changed(data);

  return (
    <DialogContent>
      <UserDeletionRequest user={user} />
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {failure}
        </Alert>
      ) : null}
      <Stack spacing={1}>
        <Field label={t('users.email')} value={user.email} />
        <Field label={t('users.titleName')} value={user.titleName || t('users.none')} />
        <Field label={t('users.institution')} value={user.institutionName} />
        <Field label={t('users.status')} value={statusName(user)} />
        <Field label={t('users.lastSignIn')} value={lastSignIn(user)} />
        <Field
          label={t('users.identityNo')}
          value={revealed?.identityNo ?? user.identityNo ?? t('users.none')}
        />
        <Field label={t('users.iban')} value={revealed?.iban ?? user.iban ?? t('users.none')} />
        <Field label={t('users.bankName')} value={user.bankName || t('users.none')} />
      </Stack>
      {revealed ? null : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
          <Button
            variant="outlined"
            size="small"
            disabled={busy}
            onClick={() =>
              act(
                () => userApi.reveal(user.userId),
                'users.revealed',
                (data) => setRevealed(data),
              )
            }
          >
            {t('users.reveal')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('users.revealHint')}
          </Typography>
        </Stack>
      )}
      <Divider sx={{ my: 2 }} />
      <RoleCheckboxes value={roleIds} onChange={setRoleIds} />
      <Stack direction="row" sx={{ mt: 1 }}>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => act(() => userApi.setRoles(user.userId, roleIds), 'users.rolesSaved', saved)}
        >
          {t('users.rolesSave')}
        </Button>
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('users.actions')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" disabled={busy} onClick={() => setEditing(true)}>
          {t('users.edit')}
        </Button>
        {user.status === 'active' ? (
          <Button
            variant="outlined"
            color="error"
            disabled={busy}
            onClick={() => act(() => userApi.setActive(user.userId, false), 'users.deactivated', saved)}
          >
            {t('users.deactivate')}
          </Button>
        ) : (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => act(() => userApi.setActive(user.userId, true), 'users.activated', saved)}
          >
            {t('users.activate')}
          </Button>
        )}
        {user.status === 'pending' ? (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => act(() => userApi.resendInvitation(user.userId), 'users.invitationSent')}
          >
            {t('users.resendInvitation')}
          </Button>
        ) : null}
        {user.status === 'passive' ? null : (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => act(() => userApi.sendPasswordReset(user.userId), 'users.resetSent')}
          >
            {t('users.sendReset')}
          </Button>
        )}
      </Stack>
      <UserFormDialog open={editing} user={user} onClose={() => setEditing(false)} />
    </DialogContent>
  );
}
