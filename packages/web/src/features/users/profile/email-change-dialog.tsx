import { zodResolver } from '@hookform/resolvers/zod';
import { type EmailChangeInput, emailChangeSchema } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { type Resolver, useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../api/api-client.ts';
import { DialogForm } from '../../../components/dialog-form.tsx';
import { muiRegister } from '../../../components/form-field.ts';
import { PasswordField } from '../../../components/password-field.tsx';
import { showToast } from '../../../components/toast-store.ts';
import { t } from '../../../i18n/i18n.ts';
import { profileApi } from './profile-api.ts';
import { PROFILE_KEY } from './use-profile.ts';

const TITLE_ID = 'email-change-title';
const SERVER_FIELDS = ['email', 'currentPassword'] as const;
const resolver = zodResolver(emailChangeSchema) as unknown as Resolver<EmailChangeInput>;

/** POST /v1/profile/email: the new address and the current password; the link goes to the new address. */
export function EmailChangeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={TITLE_ID}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      <DialogTitle id={TITLE_ID}>{t('profile.emailDialogTitle')}</DialogTitle>
      {/* A fresh form for each opening. */}
      {open ? <EmailChangeForm onDone={onClose} /> : null}
    </Dialog>
  );
}

function EmailChangeForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailChangeInput>({ resolver, defaultValues: { email: '', currentPassword: '' } });
  const field = muiRegister(register);

  const onSubmit = handleSubmit(async (values) => {
    const result = await profileApi.requestEmailChange(values);
    if (!result.ok) {
      applyServerErrors(result, setError, SERVER_FIELDS);
      return;
    }
    showToast(result.data.message, 'success', 'profile');
    await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    onDone();
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      onCancel={onDone}
      submitting={isSubmitting}
      cancelLabel={t('profile.cancel')}
      submitLabel={t('profile.emailSend')}
      labelledBy={TITLE_ID}
    >
      <Stack spacing={2}>
        <DialogContentText>{t('profile.emailDialogIntro')}</DialogContentText>
        {/* Its refusal under the intro, in the stack's spacing: not DialogForm's above everything. */}
        {errors.root?.message ? <Alert severity="error">{errors.root.message}</Alert> : null}
        <TextField
          {...field('email')}
          id="newEmail"
          type="email"
          label={t('profile.newEmail')}
          required
          fullWidth
          autoFocus
          autoComplete="email"
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
        />
        <PasswordField
          {...field('currentPassword')}
          id="emailChangePassword"
          label={t('profile.currentPassword')}
          autoComplete="current-password"
          required
          error={Boolean(errors.currentPassword)}
          helperText={errors.currentPassword?.message}
        />
      </Stack>
    </DialogForm>
  );
}
