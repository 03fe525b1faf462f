import { zodResolver } from '@hookform/resolvers/zod';
import { type PasswordChangeInput, passwordChangeSchema } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../api/api-client.ts';
import { PasswordField } from '../../../components/password-field.tsx';
import { showToast } from '../../../components/toast-store.ts';
import { t } from '../../../i18n/i18n.ts';
import { profileApi } from './profile-api.ts';

const SERVER_FIELDS = ['currentPassword', 'password', 'passwordReply'] as const;
const EMPTY: PasswordChangeInput = { currentPassword: '', password: '', passwordReply: '' };

/** PUT /v1/profile/password: the current password, then the new one twice (the sign-up rules). */
export function PasswordChangeForm() {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeInput>({ resolver: zodResolver(passwordChangeSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    const result = await profileApi.changePassword(values);
    if (!result.ok) {
      applyServerErrors(result, setError, SERVER_FIELDS);
      return;
    }
    reset(EMPTY);
    showToast(t('profile.passwordChanged'), 'success', 'profile');
  });

  const field = (name: (typeof SERVER_FIELDS)[number]) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, error: Boolean(errors[name]), helperText: errors[name]?.message };
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={onSubmit}
      aria-label={t('profile.passwordTitle')}
    >
      {errors.root?.message ? <Alert severity="error">{errors.root.message}</Alert> : null}
      <PasswordField
        {...field('currentPassword')}
        id="currentPassword"
        label={t('profile.currentPassword')}
        autoComplete="current-password"
        required
      />
      <PasswordField
        {...field('password')}
        id="newPassword"
        label={t('profile.newPassword')}
        autoComplete="new-password"
        required
      />
      <PasswordField
        {...field('passwordReply')}
        id="newPasswordReply"
        label={t('profile.newPasswordReply')}
        autoComplete="new-password"
        required
      />
      <div>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {t('profile.changePassword')}
        </Button>
      </div>
    </Stack>
  );
}
