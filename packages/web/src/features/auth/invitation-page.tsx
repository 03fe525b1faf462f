import { zodResolver } from '@hookform/resolvers/zod';
import { acceptInvitationSchema, type InvitationAnswer, ROLES } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { applyServerErrors } from '../../api/api-client.ts';
import { PageLoader } from '../../components/loader.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { t } from '../../i18n/i18n.ts';
import { MAIN_PAGE } from '../../navigation/pages.ts';
import { useLoading } from '../../session/session-store.ts';
import { authApi } from './auth-api.ts';
import type { AuthOutcomeState } from './auth-outcome.tsx';
import { AuthPageShell } from './auth-page-shell.tsx';
import { rememberEmail } from './known-email.ts';
import { newPasswordFields } from './new-password-fields.ts';
import { toastOnPasswordMismatch } from './password-mismatch.ts';

type Invitation = InvitationAnswer['invitation'];

/**
 * /invitation?ic=CODE, the link of the mail an admin's new account sends: a welcome page saying who is
 * invited, by whom and with which roles, where the person sets their first password. The code alone
 * names them, so the e-mail is not asked again.
 */
export function InvitationPage() {
  const [params] = useSearchParams();
  const reminderCode = params.get('ic') ?? '';
  const lookup = useQuery({
    queryKey: ['invitation', reminderCode],
    queryFn: () => authApi.invitation({ reminderCode }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const answer = lookup.data;

  return (
    <AuthPageShell title={t('auth.invitationTitle')}>
      {!answer ? (
        <PageLoader />
      ) : answer.ok ? (
        <PasswordForm reminderCode={reminderCode} invitation={answer.data.invitation} />
      ) : (
        <Stack spacing={2.5}>
          <Alert severity="warning">{answer.message}</Alert>
          <Link component={RouterLink} to={MAIN_PAGE}>
            {t('auth.backToSignIn')}
          </Link>
        </Stack>
      )}
    </AuthPageShell>
  );
}

function PasswordForm({ reminderCode, invitation }: { reminderCode: string; invitation: Invitation }) {
  const navigate = useNavigate();
  const loading = useLoading();
  const form = useForm({
    resolver: zodResolver(acceptInvitationSchema),
    mode: 'onTouched',
    defaultValues: { reminderCode, password: '', passwordReply: '' },
  });
  const {
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const pair = newPasswordFields(form, ' ');
  const roles = ROLES.filter((r) => invitation.roleIds.includes(r.roleId))
    .map((r) => r.name)
    .join(', ');

  const onSubmit = handleSubmit(async (values) => {
    const result = await authApi.acceptInvitation(values);
    if (!result.ok) {
      applyServerErrors(result, setError, ['password', 'passwordReply']);
      return;
    }
    rememberEmail(invitation.email);
    const outcome: AuthOutcomeState = { outcome: 'invitationAccepted', email: invitation.email };
    navigate(MAIN_PAGE, { replace: true, state: outcome });
  }, toastOnPasswordMismatch);

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={onSubmit}
      aria-label={t('auth.invitationTitle')}
    >
      <div>
        <Typography sx={{ mb: 1 }}>
          {t('auth.invitationGreeting', { name: `${invitation.name} ${invitation.surname}` })}
        </Typography>
        <Typography sx={{ mb: 1 }}>
          {invitation.invitedBy
            ? t('auth.invitationBy', { invitedBy: invitation.invitedBy, roles })
            : t('auth.invitationByUnknown', { roles })}
        </Typography>
        <Typography color="text.secondary">
          {t('auth.invitationSetPassword', { email: invitation.email })}
        </Typography>
      </div>
      {errors.root?.message ? <Alert severity="error">{errors.root.message}</Alert> : null}
      {/* For password managers: the account the new password belongs to. */}
      <input type="hidden" name="username" autoComplete="username" value={invitation.email} />
      <PasswordField {...pair.password} label={t('auth.password')} />
      <PasswordField {...pair.passwordReply} label={t('auth.passwordReply')} />
      <Button type="submit" variant="contained" size="large" disabled={loading}>
        {t('auth.invitationButton')}
      </Button>
    </Stack>
  );
}
