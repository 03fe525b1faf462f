import { t } from '../i18n/i18n.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** Asks before something is deleted for good, with "Sil" as the confirming button. */
export function ConfirmDeleteDialog(props: {
  open: boolean;
  title: string;
  text: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return <ConfirmDialog {...props} confirmLabel={t('taleForm.deleteAttachmentConfirm')} />;
}
