import { formatFileSize } from '@masal/shared';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import HeadphonesIcon from '@mui/icons-material/Headphones';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { type TextKey, t } from '../../i18n/i18n.ts';
import { downloadHref } from './attachment-files.ts';
import { attachmentKind, type PreviewKind } from './attachment-kind.ts';
import { AttachmentPreviewDialog, type ShownFile } from './attachment-preview-dialog.tsx';
import { AttachmentTypeIcon } from './attachment-type-icon.tsx';

const PREVIEW_ICON: Record<Exclude<PreviewKind, null>, ReactNode> = {
  video: <PlayArrowIcon />,
  audio: <HeadphonesIcon />,
  image: <ZoomInIcon />,
};

export interface AttachmentRowsProps<T extends ShownFile> {
  attachments: T[];
  /** Shows a Sil button per row; the caller confirms and deletes. Only the owner may (staff never delete). */
  onDelete?: (attachment: T) => void;
  /** Shows Yayımlama / Yayımla per row, for staff who may edit the tale: an unpublished file is kept. */
  onSetPublished?: (attachment: T, published: boolean) => void;
  /** The preview dialog's title; a tale attachment's by default. */
  previewTitle?: TextKey;
}

/**
 * The tale's attachments (seed §2): name, type, size, and İzle / Dinle / Göster (which open
 * "Masal Eki Önizleme"), İndir, Sil when `onDelete` is given, Yayımlama / Yayımla when `onSetPublished`
 * is; a file staff keep out of the reading room is marked "Yayımlanmaz". A list rather than a table, so
 * on a phone the buttons wrap under the name instead of needing a sideways scroll.
 */
export function AttachmentRows<T extends ShownFile>({
  attachments,
  onDelete,
  onSetPublished,
  previewTitle,
}: AttachmentRowsProps<T>) {
  const idPrefix = useId();
  const [previewed, setPreviewed] = useState<T | null>(null);

  if (attachments.length === 0) {
    return <Typography color="text.secondary">{t('attachments.none')}</Typography>;
  }

  return (
    <>
      <Box component="ul" aria-label={t('attachments.tableLabel')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {attachments.map((a) => {
          const kind = attachmentKind(a.type);
          // Buttons say only "Dinle", "İndir"…; the file name describes which file they act on.
          const nameId = `${idPrefix}-name-${a.id}`;
          return (
            <Box
              component="li"
              key={a.id}
              data-testid="attachment-row"
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: 2,
                rowGap: 1,
                py: 1.5,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flex: '1 1 14rem', minWidth: 0, display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <AttachmentTypeIcon attachmentType={a.type} color="action" />
                <Box sx={{ minWidth: 0 }}>
                  <Typography id={nameId} sx={{ overflowWrap: 'anywhere' }}>
                    {a.fileName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('attachments.details', { type: t(kind.label), size: formatFileSize(a.size) })}
                  </Typography>
                  {a.published === false ? (
                    <Chip
                      size="small"
                      variant="outlined"
                      icon={<VisibilityOffOutlinedIcon />}
                      label={t('attachments.unpublished')}
                      data-testid="attachment-unpublished"
                      sx={{ mt: 0.5 }}
                    />
                  ) : null}
                </Box>
              </Box>
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                {kind.preview && kind.previewAction ? (
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={PREVIEW_ICON[kind.preview]}
                    aria-describedby={nameId}
                    onClick={() => setPreviewed(a)}
                  >
                    {t(kind.previewAction)}
                  </Button>
                ) : null}
                <Button
                  size="small"
                  component="a"
                  href={downloadHref(a.filePath)}
                  download={a.fileName}
                  startIcon={<DownloadIcon />}
                  aria-describedby={nameId}
                >
                  {t('attachments.download')}
                </Button>
                {onSetPublished ? (
                  <Button
                    size="small"
                    startIcon={
                      a.published === false ? <VisibilityOutlinedIcon /> : <VisibilityOffOutlinedIcon />
                    }
                    aria-describedby={nameId}
                    onClick={() => onSetPublished(a, a.published === false)}
                  >
                    {a.published === false ? t('attachments.publish') : t('attachments.unpublish')}
                  </Button>
                ) : null}
                {onDelete ? (
                  <Button
                    size="small"
                    color="error"
                    startIcon={<DeleteOutlinedIcon />}
                    aria-describedby={nameId}
                    onClick={() => onDelete(a)}
                  >
                    {t('attachments.delete')}
                  </Button>
                ) : null}
              </Stack>
            </Box>
          );
        })}
      </Box>
      <AttachmentPreviewDialog
        attachment={previewed}
        onClose={() => setPreviewed(null)}
        {...(previewTitle ? { title: previewTitle } : {})}
      />
    </>
  );
}
