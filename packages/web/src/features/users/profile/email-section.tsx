import type { Profile } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { EmailChangeDialog } from './email-change-dialog.tsx';

/** The account's address, the new one while it waits for its link ("onay bekliyor"), and the change dialog. */
export function EmailSection({ profile }: { profile: Profile }) {
  const [open, setOpen] = useState(false);
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          id="profile-email"
          label={t('profile.email')}
          value={profile.email}
          fullWidth
          disabled
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          variant="outlined"
          onClick={() => setOpen(true)}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {t('profile.emailChange')}
        </Button>
      </Stack>
      {profile.pendingEmail ? (
        <Alert severity="info" data-testid="pending-email">
          <strong>{t('profile.emailPending', { email: profile.pendingEmail })}</strong>
          <br />
          {t('profile.emailPendingHint')}
        </Alert>
      ) : null}
      <EmailChangeDialog open={open} onClose={() => setOpen(false)} />
    </Stack>
  );
}
