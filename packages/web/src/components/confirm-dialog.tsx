import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { t } from '../i18n/i18n.ts';

/**
 * Asks before something that cannot be undone; "Vazgeç" has the focus, so Enter never confirms by
 * accident, and cancelling changes nothing.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  color = 'error',
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  color?: 'error' | 'primary' | 'success';
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ overflowWrap: 'anywhere' }}>
          {text}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('taleForm.cancel')}
        </Button>
        <Button color={color} variant="contained" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
