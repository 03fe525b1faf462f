import type { Attachment } from '@masal/shared';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import HeadphonesIcon from '@mui/icons-material/Headphones';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { t } from '../../i18n/i18n.ts';
import { downloadHref, formatFileSize } from './attachment-files.ts';
import { attachmentKind, type PreviewKind } from './attachment-kind.ts';
import { AttachmentPreviewDialog } from './attachment-preview-dialog.tsx';
import { AttachmentTypeIcon } from './attachment-type-icon.tsx';

const PREVIEW_ICON: Record<Exclude<PreviewKind, null>, ReactNode> = {
  video: <PlayArrowIcon />,
  audio: <HeadphonesIcon />,
  image: <ZoomInIcon />,
};

export interface AttachmentRowsProps {
  attachments: Attachment[];
  /** Shows a Sil button per row; the caller confirms and deletes. */
  onDelete?: (attachment: Attachment) => void;
}

/**
 * The tale's attachments (seed §2): name, type, size, and İzle / Dinle / Göster (which open
 * "Masal Eki Önizleme"), İndir, and Sil when `onDelete` is given.
 */
export function AttachmentRows({ attachments, onDelete }: AttachmentRowsProps) {
  const idPrefix = useId();
  const [previewed, setPreviewed] = useState<Attachment | null>(null);

  if (attachments.length === 0) {
    return <Typography color="text.secondary">{t('attachments.none')}</Typography>;
  }

  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('attachments.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('attachments.fileName')}</TableCell>
              <TableCell>{t('attachments.type')}</TableCell>
              <TableCell align="right">{t('attachments.size')}</TableCell>
              <TableCell>{t('attachments.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {attachments.map((a) => {
              const kind = attachmentKind(a.type);
              // Buttons say only "Dinle", "İndir"…; the file name describes which file they act on.
              const nameId = `${idPrefix}-name-${a.id}`;
              return (
                <TableRow key={a.id} data-testid="attachment-row">
                  <TableCell id={nameId} sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>
                    {a.fileName}
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
                      <AttachmentTypeIcon attachmentType={a.type} />
                      {t(kind.label)}
                    </Box>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatFileSize(a.size)}
                  </TableCell>
                  <TableCell>
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
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <AttachmentPreviewDialog attachment={previewed} onClose={() => setPreviewed(null)} />
    </>
  );
}
