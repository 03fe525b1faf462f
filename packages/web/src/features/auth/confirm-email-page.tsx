import { MSG } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { t } from '../../i18n/i18n.ts';
import { MAIN_PAGE } from '../../navigation/pages.ts';
import { getToken, updateAuthUser } from '../../session/session-store.ts';
import { authApi } from './auth-api.ts';
import { AuthPageShell } from './auth-page-shell.tsx';

type Outcome = { ok: boolean; message: string } | null;

/**
 * /confirmEmail?ec=CODE, the link of the profile's e-mail change: the code is sent once as the page opens
 * (it is single-use); a signed-in browser then keeps the user with the new address.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const code = params.get('ec') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(code ? null : { ok: false, message: MSG.codeRequired });
  const sent = useRef(false);

  useEffect(() => {
    if (!code || sent.current) return;
    sent.current = true;
    void authApi.confirmEmail({ code }).then(async (result) => {
      setOutcome({ ok: result.ok, message: result.ok ? result.data.message : result.message });
      if (!result.ok || !getToken()) return;
      const me = await authApi.me();
      if (me.ok) updateAuthUser(me.data.user);
    });
  }, [code]);

  return (
    <AuthPageShell title={t('profile.confirmEmailTitle')}>
      <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
        {outcome ? (
          <Alert severity={outcome.ok ? 'success' : 'error'} role="status" sx={{ alignSelf: 'stretch' }}>
            {outcome.message}
          </Alert>
        ) : (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={24} aria-hidden />
            <span>{t('profile.confirmEmailWorking')}</span>
          </Stack>
        )}
        <Button component={RouterLink} to={MAIN_PAGE} variant="contained">
          {t('profile.confirmEmailGoOn')}
        </Button>
      </Stack>
    </AuthPageShell>
  );
}
