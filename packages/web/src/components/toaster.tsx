import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { t } from '../i18n/i18n.ts';
import { dismissToast, TOAST_DURATION_MS, useCurrentToast } from './toast-store.ts';

/** Shows queued messages one after another; each stays ~6 s so it can be read. */
export function Toaster() {
  const toast = useCurrentToast();
  if (!toast) return null;
  const close = (_?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    dismissToast(toast.id);
  };
  return (
    <Snackbar
      key={toast.id}
      open
      autoHideDuration={TOAST_DURATION_MS}
      onClose={close}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert
        onClose={close}
        severity={toast.severity}
        variant="filled"
        slotProps={{ closeButton: { 'aria-label': t('app.close') } }}
        sx={{ width: '100%', maxWidth: 560 }}
        data-testid="toast"
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
