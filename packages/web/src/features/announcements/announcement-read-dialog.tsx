import { type Announcement, type Attachment, announcementRights } from '@masal/shared';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog.tsx';
import { t } from '../../i18n/i18n.ts';
import { AttachmentRows } from '../attachments/attachment-rows.tsx';
import { FilePickerButton } from '../attachments/file-picker-button.tsx';
import { AnnouncementBody } from './announcement-body.tsx';
import { AnnouncementChips } from './announcement-chips.tsx';
import { bylineOf } from './announcement-labels.ts';
import { ANNOUNCEMENTS_KEY, announcementApi } from './announcements-api.ts';

/**
 * One announcement, read: opening it marks it read (the list and the menu's badge refresh). Its author and
 * admins add or remove attachments; admins edit and delete it.
 */
export function AnnouncementReadDialog({
  announcement,
  viewer,
  onClose,
  onEdit,
}: {
  announcement: Announcement;
  viewer: { userId: number; roleIds: readonly number[] };
  onClose: () => void;
  onEdit: (announcement: Announcement) => void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(announcement);
  const [deleting, setDeleting] = useState(false);
  const [removing, setRemoving] = useState<Attachment | null>(null);
  const rights = announcementRights(viewer.roleIds);
  const mayAttach = rights.manage || (rights.write && shown.authorUserId === viewer.userId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY });

  const { announcementId } = announcement;
  const wasRead = announcement.read;
  // Opening marks it read on the server; the answer also carries fresh file links.
  useEffect(() => {
    let current = true;
    void announcementApi.open(announcementId).then((result) => {
      if (!current || !result.ok) return;
      setShown(result.data);
      if (!wasRead) void queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY });
    });
    return () => {
      current = false;
    };
  }, [announcementId, wasRead, queryClient]);

  const upload = async (files: File[]) => {
    const result = await announcementApi.upload(shown.announcementId, files);
    if (result.ok) {
      setShown((s) => ({ ...s, attachments: result.data.uploadList }));
      void refresh();
    }
  };
  const removeAttachment = async (attachment: Attachment) => {
    setRemoving(null);
    const result = await announcementApi.removeAttachment(attachment.id);
    if (result.ok) {
      setShown((s) => ({ ...s, attachments: s.attachments.filter((a) => a.id !== attachment.id) }));
      void refresh();
    }
  };
  const remove = async () => {
    setDeleting(false);
    const result = await announcementApi.remove(shown.announcementId);
    if (result.ok) {
      void refresh();
      onClose();
    }
  };

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {shown.title}
      </DialogTitle>
      <DialogContent dividers>
        <Box sx={{ mb: 2 }}>
          <AnnouncementChips announcement={shown} showUnread={false} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {bylineOf(shown)}
          </Typography>
        </Box>
        <AnnouncementBody html={shown.body} />
        {shown.attachments.length > 0 || mayAttach ? (
          <Box component="section" aria-label={t('announcements.attachments')} sx={{ mt: 3 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('announcements.attachments')}
            </Typography>
            <AttachmentRows
              attachments={shown.attachments}
              previewTitle="announcements.previewTitle"
              {...(mayAttach ? { onDelete: setRemoving } : {})}
            />
            {mayAttach ? (
              <Box sx={{ mt: 1.5 }}>
                <FilePickerButton
                  label={t('announcements.addFiles')}
                  hint={t('announcements.filesHint')}
                  onFiles={upload}
                  testId="announcement-file-input"
                />
              </Box>
            ) : null}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {rights.manage ? (
          <>
            <Button color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => setDeleting(true)}>
              {t('announcements.delete')}
            </Button>
            <Button startIcon={<EditOutlinedIcon />} onClick={() => onEdit(shown)}>
              {t('announcements.edit')}
            </Button>
          </>
        ) : null}
        <Button variant="contained" onClick={onClose}>
          {t('announcements.close')}
        </Button>
      </DialogActions>
      <ConfirmDeleteDialog
        open={deleting}
        title={t('announcements.deleteTitle')}
        text={t('announcements.deleteText', { title: shown.title })}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(false)}
      />
      <ConfirmDeleteDialog
        open={removing !== null}
        title={t('announcements.deleteAttachmentTitle')}
        text={t('announcements.deleteAttachmentText', { fileName: removing?.fileName ?? '' })}
        onConfirm={() => removing && void removeAttachment(removing)}
        onClose={() => setRemoving(null)}
      />
    </Dialog>
  );
}
