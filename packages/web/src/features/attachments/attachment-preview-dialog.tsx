import type { Attachment } from '@masal/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useRetained } from '../../components/use-retained.ts';
import { type TextKey, t } from '../../i18n/i18n.ts';
import { downloadHref } from './attachment-files.ts';
import { attachmentKind } from './attachment-kind.ts';

/** What is shown of a stored file: a tale's attachment or an announcement's. */
/** A tale's or an announcement's file; `published` only a tale attachment has. */
export type ShownFile = Omit<Attachment, 'taleId' | 'published'> & { published?: boolean };

const TITLE_ID = 'attachment-preview-title';

/** The download link shown when the browser cannot preview the file. */
function Fallback({ attachment, text }: { attachment: ShownFile; text: string }) {
  return (
    <Typography>
      {text}{' '}
      <Link href={downloadHref(attachment.filePath)} download={attachment.fileName}>
        {t('attachments.download')}
      </Link>
    </Typography>
  );
}

function Media({ attachment }: { attachment: ShownFile }) {
  const [failed, setFailed] = useState(false);
  const kind = attachmentKind(attachment.type).preview;
  if (!kind) return <Fallback attachment={attachment} text={t('attachments.noPreview')} />;
  if (failed) return <Fallback attachment={attachment} text={t('attachments.cannotPlay')} />;

  // The signed filePath is loaded by the element itself, without an Authorization header; the
  // server honours Range, so the player can seek.
  const common = { src: attachment.filePath, onError: () => setFailed(true) };
  if (kind === 'image') {
    return (
      <Box
        component="img"
        {...common}
        // Never empty: a picture with no words is skipped by a screen reader as decoration.
        alt={t('attachments.imageAlt', { name: attachment.fileName.trim() || t('attachments.typeImage') })}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', mx: 'auto', objectFit: 'contain' }}
      />
    );
  }
  if (kind === 'audio') {
    return (
      <audio
        {...common}
        controls
        preload="metadata"
        aria-label={attachment.fileName}
        style={{ width: '100%' }}
      />
    );
  }
  return (
    <video
      {...common}
      controls
      preload="metadata"
      aria-label={attachment.fileName}
      style={{ display: 'block', width: '100%', maxHeight: '70vh', background: '#000' }}
    />
  );
}

/** "Masal Eki Önizleme" (seed §2): plays a video or audio attachment or shows an image. */
export function AttachmentPreviewDialog({
  attachment,
  onClose,
  title = 'attachments.previewTitle',
}: {
  /** Open while not null. */
  attachment: ShownFile | null;
  onClose: () => void;
  /** The dialog's title; a tale attachment's by default. */
  title?: TextKey;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const shown = useRetained(attachment);

  return (
    <Dialog
      open={attachment !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={TITLE_ID}
    >
      <DialogTitle id={TITLE_ID}>{t(title)}</DialogTitle>
      <DialogContent dividers>
        {shown ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
              {shown.fileName}
            </Typography>
            {/* A new key resets the error state and the player for each file. */}
            <Media key={shown.id} attachment={shown} />
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
