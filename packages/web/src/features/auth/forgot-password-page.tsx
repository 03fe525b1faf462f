import { DELAYS } from '@masal/shared';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { authApi } from '../../api/masal-api.ts';
import { MAIN_PAGE } from '../../app/navigation.ts';
import { showAlert, useLoading } from '../../app/session-store.ts';
import { muiRegister } from '../../components/form-field.ts';
import { t } from '../../i18n/i18n.ts';
import { AuthPageShell } from './auth-page-shell.tsx';
import { useDelayedRedirect } from './use-delayed-redirect.ts';

/** Seed §5: no client validation; the server answers the same for known and unknown addresses. */
export function ForgotPasswordPage() {
  const loading = useLoading();
  const redirect = useDelayedRedirect();
  const { register, handleSubmit } = useForm({ defaultValues: { email: '' } });
  const field = muiRegister(register);

  const onSubmit = handleSubmit(async ({ email }) => {
    const result = await authApi.forgotMyPassword({ email: email.trim() });
    if (result.ok && result.data.message) {
      showAlert(result.data.message, 'success', DELAYS.forgotRedirectMs);
      redirect(MAIN_PAGE, DELAYS.forgotRedirectMs);
    }
  });

  return (
    <AuthPageShell title={t('auth.forgotTitle')} subtitle={t('auth.forgotText')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label={t('auth.forgotTitle')}>
        <TextField
          {...field('email')}
          id="email"
          type="email"
          label={t('auth.emailAddress')}
          autoComplete="email"
          autoFocus
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={loading}>
          {t('auth.forgotButton')}
        </Button>
        <Link component={RouterLink} to={MAIN_PAGE}>
          {t('auth.backToSignIn')}
        </Link>
      </Stack>
    </AuthPageShell>
  );
}
