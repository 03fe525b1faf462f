import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { t } from '../i18n/i18n.ts';

/** Asks before something is deleted for good; "Vazgeç" has the focus, so Enter never deletes by accident. */
export function ConfirmDeleteDialog({
  open,
  title,
  text,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
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
        <Button color="error" variant="contained" onClick={onConfirm}>
          {t('taleForm.deleteAttachmentConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
