import { zodResolver } from '@hookform/resolvers/zod';
import { DELAYS, resetPasswordSchema } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { applyFieldErrors } from '../../api/api-client.ts';
import { muiRegister } from '../../components/form-field.ts';
import { PasswordField } from '../../components/password-field.tsx';
import { t } from '../../i18n/i18n.ts';
import { getInitialUrl, MAIN_PAGE, setInitialUrl } from '../../navigation/pages.ts';
import { showAlert, useLoading } from '../../session/session-store.ts';
import { authApi } from './auth-api.ts';
import { AuthFormActions } from './auth-form-actions.tsx';
import { AuthPageShell } from './auth-page-shell.tsx';
import { EmailAddressField } from './email-address-field.tsx';
import { knownEmail } from './known-email.ts';
import { newPasswordFields } from './new-password-fields.ts';
import { toastOnPasswordMismatch } from './password-mismatch.ts';
import { useDelayedRedirect } from './use-delayed-redirect.ts';

/** /resetPassword?rc=CODE; the e-mail is prefilled when this device knows it from "forgot password". */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const reminderCode = params.get('rc') ?? '';
  const loading = useLoading();
  const redirect = useDelayedRedirect();

  // The root redirect sends a visitor here once; after that the main page is the sign-in page again.
  useEffect(() => {
    if (getInitialUrl()?.startsWith('/resetPassword')) setInitialUrl(null);
  }, []);

  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onBlur',
    defaultValues: { email: knownEmail(), password: '', passwordReply: '', reminderCode },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const field = muiRegister(register);
  const pair = newPasswordFields(form);

  const onSubmit = handleSubmit(async (values) => {
    const result = await authApi.resetPasswordUser(values);
    if (!result.ok) {
      applyFieldErrors(result, setError, ['email', 'password', 'passwordReply']);
      return;
    }
    showAlert(result.data.message, 'success');
    redirect(MAIN_PAGE, DELAYS.resetRedirectMs);
  }, toastOnPasswordMismatch);

  return (
    <AuthPageShell title={t('auth.resetTitle')} subtitle={t('auth.resetText')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label={t('auth.resetTitle')}>
        {errors.reminderCode?.message ? (
          <Alert severity="warning">{errors.reminderCode.message}</Alert>
        ) : null}
        <EmailAddressField registration={field('email')} error={errors.email?.message} required />
        <PasswordField {...pair.password} label={t('auth.newPassword')} />
        <PasswordField {...pair.passwordReply} label={t('auth.newPasswordReply')} />
        <AuthFormActions submitLabel={t('auth.resetButton')} loading={loading} />
      </Stack>
    </AuthPageShell>
  );
}
