import type { Attachment } from '@masal/shared/schemas/tale';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { t } from '../../../i18n/i18n.ts';

/** Asks before an attachment is deleted; deleting cannot be undone. */
export function DeleteAttachmentDialog({
  attachment,
  onConfirm,
  onClose,
}: {
  attachment: Attachment | null;
  onConfirm: (attachment: Attachment) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={attachment !== null} onClose={onClose} aria-labelledby="delete-attachment-title">
      <DialogTitle id="delete-attachment-title">{t('taleForm.deleteAttachmentTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
          {t('taleForm.deleteAttachmentText', { fileName: attachment?.fileName ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('taleForm.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => attachment && onConfirm(attachment)}>
          {t('taleForm.deleteAttachmentConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
