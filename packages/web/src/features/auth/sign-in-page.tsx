import type { SignInInput } from '@masal/shared';
import { READING_ROOM_PATH } from '@masal/shared/constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { applyFieldErrors } from '../../api/api-client.ts';
import { muiRegister } from '../../components/form-field.ts';
import { InputField } from '../../components/input-field.tsx';
import { lazyResolver } from '../../components/lazy-resolver.ts';
import { PasswordField } from '../../components/password-field.tsx';
import { dismissAllToasts } from '../../components/toast-store.ts';
import { t } from '../../i18n/i18n.ts';
import { startSession, useLoading } from '../../session/session-store.ts';
import { authApi } from './auth-api.ts';
import { AuthOutcome, useAuthOutcome } from './auth-outcome.tsx';
import { AuthPageShell } from './auth-page-shell.tsx';
import { SIGN_IN_MESSAGE_CLEAR_MS } from './message-clear.ts';
import { useServerMessage } from './use-server-message.ts';

/**
 * zodResolver on the shared signInSchema. zod is fetched when the visitor starts using the form
 * (first key press or pointer press), which keeps the page's own download small.
 */
const signIn = lazyResolver<SignInInput, { email: string; password: string }>(async () => {
  const [{ zodResolver }, { signInSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@masal/shared/schemas/auth'),
  ]);
  return zodResolver(signInSchema);
});

export function SignInPage() {
  const navigate = useNavigate();
  const loading = useLoading();
  // After a sign-up or an accepted invitation the address is the one just used.
  const outcome = useAuthOutcome();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignInInput>({
    resolver: signIn.resolver,
    mode: 'onBlur',
    defaultValues: { email: outcome?.email ?? '', password: '' },
  });
  const field = muiRegister(register);
  const refusal = useServerMessage(SIGN_IN_MESSAGE_CLEAR_MS);

  const onSubmit = handleSubmit(async (values) => {
    const result = await authApi.login(values);
    if (!result.ok) {
      applyFieldErrors(result, setError, ['email', 'password']);
      refusal.show(result.message);
      return;
    }
    dismissAllToasts();
    startSession(result.data.user, result.data.token);
    navigate('/', { replace: true });
  });

  return (
    <AuthPageShell title={t('auth.signInTitle')} subtitle={t('auth.signInSubtitle')}>
      <AuthOutcome outcome={outcome} />
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={onSubmit}
        onKeyDownCapture={signIn.preload}
        onPointerDownCapture={signIn.preload}
        onChange={refusal.onEdit}
        aria-label={t('auth.signInTitle')}
      >
        <InputField
          {...field('email')}
          id="email"
          label={t('auth.emailOrIdentityNo')}
          autoComplete="username"
          autoFocus
          required
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
        />
        <PasswordField
          {...field('password')}
          id="password"
          label={t('auth.password')}
          autoComplete="current-password"
          required
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
        />
        <Button type="submit" variant="contained" size="large" disabled={loading}>
          {t('auth.signInButton')}
        </Button>
        {/* Under the button it pushes nothing the person is about to tap. */}
        {refusal.message ? <Alert severity="error">{refusal.message}</Alert> : null}
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link component={RouterLink} to="/forgotMyPassword">
            {t('auth.forgotLink')}
          </Link>
          <Link component={RouterLink} to="/signUp">
            {t('auth.noAccount')}
          </Link>
        </Stack>
        <Link component={RouterLink} to={READING_ROOM_PATH}>
          {t('auth.readingRoomLink')}
        </Link>
      </Stack>
    </AuthPageShell>
  );
}
