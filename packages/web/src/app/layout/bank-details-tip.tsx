import { type AuthUser, BANK_TIP_DELAY_MS, PRODUCT_PATH } from '@masal/shared';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Collapse from '@mui/material/Collapse';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { t } from '../../i18n/i18n.ts';
import { bankTipClosedRecently, rememberBankTipClosed } from './bank-tip-dismissal.ts';

const missing = (v: string | null | undefined) => !v?.trim();

/** Whether the user has not given both an IBAN and a bank name: anyone may be paid ("Ödemelerim"). */
const needsBankDetails = (user: AuthUser) => missing(user.iban) || missing(user.bankName);

/**
 * Seed §2: 1000 ms after entering, users who lack an IBAN or bank name (whatever their roles) are told
 * where to enter them. It sits in the page's flow above the content, so it never covers a form's
 * buttons; its place is kept from the first paint and it fades in there, so nothing the person is
 * about to tap moves when it comes. Closed, it stays away for a week on this device. It links to the
 * profile screen, where saving both fields replaces the kept user and so hides the tip at once.
 */
export function BankDetailsTip({ user }: { user: AuthUser }) {
  const [shown, setShown] = useState(false);
  const needed = needsBankDetails(user) && !bankTipClosedRecently(localStorage, user.userId, Date.now());

  useEffect(() => {
    if (!needed) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), BANK_TIP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [needed]);

  const close = () => {
    rememberBankTipClosed(localStorage, user.userId, Date.now());
    setShown(false);
  };

  // Already open at the first paint (appear={false}); hidden until the delay by Fade (visibility: hidden).
  return (
    <Collapse in={needed} appear={false} unmountOnExit>
      <Fade in={shown}>
        <Alert
          severity="info"
          role="status"
          data-testid="bank-tip"
          action={
            <IconButton color="inherit" size="small" aria-label={t('app.close')} onClick={close}>
              <CloseIcon fontSize="small" />
            </IconButton>
          }
          sx={{ mx: { xs: 2, sm: 3 }, mt: { xs: 2, sm: 3 } }}
        >
          <AlertTitle>{t('layout.bankTipTitle')}</AlertTitle>
          {t('layout.bankTip')}{' '}
          <Link component={RouterLink} to={`${PRODUCT_PATH}/profile`} color="inherit" underline="always">
            {t('layout.bankTipLink')}
          </Link>
        </Alert>
      </Fade>
    </Collapse>
  );
}
