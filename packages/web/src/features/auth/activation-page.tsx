import { zodResolver } from '@hookform/resolvers/zod';
import { activationSchema, DELAYS } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { applyFieldErrors } from '../../api/api-client.ts';
import { muiRegister } from '../../components/form-field.ts';
import { t } from '../../i18n/i18n.ts';
import { MAIN_PAGE } from '../../navigation/pages.ts';
import { showAlert, useLoading } from '../../session/session-store.ts';
import { authApi } from './auth-api.ts';
import { AuthFormActions } from './auth-form-actions.tsx';
import { AuthPageShell } from './auth-page-shell.tsx';
import { EmailAddressField } from './email-address-field.tsx';
import { knownEmail } from './known-email.ts';
import { useDelayedRedirect } from './use-delayed-redirect.ts';

/** /activationUser?ac=CODE; the e-mail is prefilled when this device knows it from the sign-up. */
export function ActivationPage() {
  const [params] = useSearchParams();
  const activationCode = params.get('ac') ?? '';
  const loading = useLoading();
  const redirect = useDelayedRedirect();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(activationSchema),
    mode: 'onBlur',
    defaultValues: { email: knownEmail(), activationCode },
  });
  const field = muiRegister(register);

  const onSubmit = handleSubmit(async (values) => {
    const result = await authApi.activeUser(values);
    if (!result.ok) {
      applyFieldErrors(result, setError, ['email']);
      return;
    }
    showAlert(result.data.message, 'success');
    redirect(MAIN_PAGE, DELAYS.activationRedirectMs);
  });

  return (
    <AuthPageShell title={t('auth.activationTitle')} subtitle={t('auth.activationText')}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={onSubmit}
        aria-label={t('auth.activationTitle')}
      >
        {errors.activationCode?.message ? (
          <Alert severity="warning">{errors.activationCode.message}</Alert>
        ) : null}
        <EmailAddressField registration={field('email')} error={errors.email?.message} required />
        <AuthFormActions submitLabel={t('auth.activationButton')} loading={loading} />
      </Stack>
    </AuthPageShell>
  );
}
