import { DELAYS } from '@masal/shared';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { muiRegister } from '../../components/form-field.ts';
import { t } from '../../i18n/i18n.ts';
import { MAIN_PAGE } from '../../navigation/pages.ts';
import { showAlert, useLoading } from '../../session/session-store.ts';
import { authApi } from './auth-api.ts';
import { AuthFormActions } from './auth-form-actions.tsx';
import { AuthPageShell } from './auth-page-shell.tsx';
import { EmailAddressField } from './email-address-field.tsx';
import { rememberEmail } from './known-email.ts';
import { useDelayedRedirect } from './use-delayed-redirect.ts';

/** Seed §5: no client validation; the server answers the same for known and unknown addresses. */
export function ForgotPasswordPage() {
  const loading = useLoading();
  const redirect = useDelayedRedirect();
  const { register, handleSubmit } = useForm({ defaultValues: { email: '' } });
  const field = muiRegister(register);

  const onSubmit = handleSubmit(async ({ email }) => {
    rememberEmail(email);
    const result = await authApi.forgotMyPassword({ email: email.trim() });
    if (result.ok && result.data.message) {
      showAlert(result.data.message, 'success');
      redirect(MAIN_PAGE, DELAYS.forgotRedirectMs);
    }
  });

  return (
    <AuthPageShell title={t('auth.forgotTitle')} subtitle={t('auth.forgotText')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label={t('auth.forgotTitle')}>
        <EmailAddressField registration={field('email')} />
        <AuthFormActions submitLabel={t('auth.forgotButton')} loading={loading} />
      </Stack>
    </AuthPageShell>
  );
}
