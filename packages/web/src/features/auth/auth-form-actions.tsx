import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { t } from '../../i18n/i18n.ts';
import { MAIN_PAGE } from '../../navigation/pages.ts';

/** The submit button and the way back to sign-in that close the forgot, reset and activation forms. */
export function AuthFormActions({ submitLabel, loading }: { submitLabel: string; loading: boolean }) {
  return (
    <>
      <Button type="submit" variant="contained" size="large" disabled={loading}>
        {submitLabel}
      </Button>
      <Link component={RouterLink} to={MAIN_PAGE}>
        {t('auth.backToSignIn')}
      </Link>
    </>
  );
}
