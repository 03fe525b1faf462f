import { MSG } from '@masal/shared/messages';
import type { Attachment } from '@masal/shared/schemas/attachment';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog.tsx';
import { showToast } from '../../../components/toast-store.ts';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { t } from '../../../i18n/i18n.ts';
import { setAttachmentPublished, withAttachment } from '../../attachments/attachment-published.ts';
import { AttachmentRows } from '../../attachments/attachment-rows.tsx';
import { attachmentApi } from '../../attachments/attachments-api.ts';
import { FilePickerButton } from '../../attachments/file-picker-button.tsx';
import { FormSection } from './form-section.tsx';
import { UploadRows } from './upload-rows.tsx';
import { type TaleIdOrLater, useAttachmentUploads } from './use-attachment-uploads.ts';

export interface AttachmentsSectionProps {
  userId: number;
  taleId: number | null;
  attachments: Attachment[];
  onChange: (update: (list: Attachment[]) => Attachment[]) => void;
  readOnly: boolean;
  /** Sil for the owner at 1 and 4; Yayımlama / Yayımla for staff who may edit the tale (staff never delete). */
  may: { delete: boolean; mark: boolean };
  /** Saves a new tale's draft first (an attachment needs a tale); null when it could not. */
  ensureTaleId: () => Promise<TaleIdOrLater>;
  /** Whether a file is waiting or being uploaded, for the form's save state and Gönder. */
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * "Masal Ek Dosyaları": add files (sent resumably, or kept on the device without a network) with a row per file,
 * play, download and delete them.
 */
export function AttachmentsSection({
  userId,
  taleId,
  attachments,
  onChange,
  readOnly,
  may,
  ensureTaleId,
  onUploadingChange,
}: AttachmentsSectionProps) {
  const [toDelete, setToDelete] = useState<Attachment | null>(null);
  const uploads = useAttachmentUploads({
    userId,
    taleId,
    ensureTaleId,
    // The answer lists every attachment of the tale, with fresh signed paths.
    onUploaded: (uploadList) => onChange(() => uploadList),
  });
  const uploading = uploads.busy;
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);

  const mark = async (attachment: Attachment, published: boolean) => {
    const changed = await setAttachmentPublished(attachment.id, published);
    if (changed) onChange((list) => withAttachment(list, changed));
  };

  const remove = async (attachment: Attachment) => {
    setToDelete(null);
    const result = await attachmentApi.remove(attachment.id);
    if (result.ok) showToast(MSG.attachmentDeleted, 'success');
    else if (result.code === 'NETWORK') {
      showToast(t('taleForm.deleteOffline'), 'warning');
      return;
    } else if (result.code === 'NOT_FOUND') showToast(MSG.notFound, 'warning');
    else return;
    const fresh = taleId === null ? null : await attachmentApi.listOfTale(taleId);
    onChange((list) => fresh ?? list.filter((a) => a.id !== attachment.id));
  };

  return (
    <FormSection title={t('taleForm.sectionAttachments')}>
      <Stack spacing={2}>
        {readOnly ? null : (
          <Box>
            <FilePickerButton
              label={t('taleForm.addFile')}
              hint={taleId === null ? t('taleForm.addFileHelpNew') : t('taleForm.addFileHelp')}
              onFiles={(files) => void uploads.add(files)}
            />
          </Box>
        )}
        <UploadRows
          rows={uploads.rows}
          onPause={uploads.pause}
          onResume={uploads.resume}
          onCancel={uploads.cancel}
          onDismiss={uploads.dismiss}
        />
        <Box role="status" aria-live="polite" sx={visuallyHidden}>
          {uploads.announcement}
        </Box>
        {/* "Ek dosya yok." is not true while a file is on its way: its row above shows it. */}
        {attachments.length > 0 || uploads.rows.length === 0 ? (
          <AttachmentRows
            attachments={attachments}
            {...(readOnly || !may.delete ? {} : { onDelete: setToDelete })}
            {...(may.mark
              ? { onSetPublished: (a: Attachment, published: boolean) => void mark(a, published) }
              : {})}
          />
        ) : null}
      </Stack>
      <ConfirmDeleteDialog
        open={toDelete !== null}
        title={t('taleForm.deleteAttachmentTitle')}
        text={t('taleForm.deleteAttachmentText', { fileName: toDelete?.fileName ?? '' })}
        onConfirm={() => {
          if (toDelete) void remove(toDelete);
        }}
        onClose={() => setToDelete(null)}
      />
    </FormSection>
  );
}
