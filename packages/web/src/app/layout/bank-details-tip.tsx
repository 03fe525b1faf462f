import { type AuthUser, BANK_TIP_DELAY_MS, PRODUCT_PATH } from '@masal/shared';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../i18n/i18n.ts';

const missing = (v: string | null | undefined) => !v?.trim();

/** Seed §2: 1000 ms after entering, users without IBAN or bank name are guided to their profile. */
export function BankDetailsTip({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const needed = missing(user.iban) || missing(user.bankName);

  useEffect(() => {
    if (!needed) {
      setOpen(false);
      return;
    }
    const timer = setTimeout(() => setOpen(true), BANK_TIP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [needed]);

  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      // Below dialogs (a Snackbar sits above them by default), so it never covers a dialog's buttons.
      sx={{ zIndex: (theme) => theme.zIndex.modal - 1 }}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') setOpen(false);
      }}
    >
      <Alert
        severity="info"
        variant="filled"
        data-testid="bank-tip"
        action={
          <>
            <Button
              color="inherit"
              size="small"
              sx={{ whiteSpace: 'nowrap' }}
              onClick={() => {
                setOpen(false);
                navigate(`${PRODUCT_PATH}/profile`);
              }}
            >
              {t('layout.bankTipAction')}
            </Button>
            <IconButton
              color="inherit"
              size="small"
              aria-label={t('app.close')}
              onClick={() => setOpen(false)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
        sx={{ maxWidth: 520 }}
      >
        {t('layout.bankTip')}
      </Alert>
    </Snackbar>
  );
}
