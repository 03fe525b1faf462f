import { formatDurationTr, formatFileSize, formatPercent } from '@masal/shared/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { t } from '../../../i18n/i18n.ts';
import type { UploadRow } from './use-attachment-uploads.ts';

/** "%45 · 1,2 MB/sn · 3 dk. 20 sn. kaldı": what a sending row says, each part once it is known. */
function paceText(row: UploadRow): string {
  const parts = [shareSent(row)];
  if (row.bytesPerSecond !== null)
    parts.push(t('taleForm.uploadSpeed', { size: formatFileSize(row.bytesPerSecond) }));
  if (row.secondsLeft !== null)
    parts.push(t('taleForm.uploadTimeLeft', { time: formatDurationTr(row.secondsLeft) }));
  return parts.join(' · ');
}

const shareSent = (row: UploadRow) => formatPercent(row.size > 0 ? row.sent / row.size : 0);

/** The row's state in words. */
function statusText(row: UploadRow): string {
  switch (row.state) {
    case 'waiting':
      return t('taleForm.uploadWaiting');
    case 'uploading':
      return paceText(row);
    case 'paused':
      return `${row.message} ${shareSent(row)}`;
    case 'interrupted':
      return `${shareSent(row)} · ${row.message}`;
    default:
      return row.message;
  }
}

const STOPPED = new Set<UploadRow['state']>(['failed', 'cancelled']);

/**
 * One row per file being sent: name and size, progress with speed and time left, the state in words (on the
 * device, paused, retrying after a dropped connection, the reason of a refusal), and its buttons: Duraklat or
 * Sürdür and İptal while it is on its way, Kapat once it stopped.
 */
export function UploadRows({
  rows,
  onPause,
  onResume,
  onCancel,
  onDismiss,
}: {
  rows: UploadRow[];
  onPause: (key: number) => void;
  onResume: (key: number) => void;
  onCancel: (key: number) => void;
  onDismiss: (key: number) => void;
}) {
  if (rows.length === 0) return null;
  return (
    <Stack
      component="ul"
      spacing={1.5}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={t('taleForm.uploadsLabel')}
    >
      {rows.map((row) => {
        const stopped = STOPPED.has(row.state);
        // Nothing runs for an upload left unfinished earlier: its row is closed, not cancelled.
        const closable = stopped || row.state === 'interrupted';
        const moving = row.state === 'uploading' || row.state === 'retrying';
        return (
          <Box component="li" key={row.key} data-testid="upload-row" data-state={row.state}>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {row.fileName}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({formatFileSize(row.size)})
                </Typography>
              </Typography>
              <Box sx={{ display: 'flex', gap: 0.5 }}>
                {moving ? (
                  <Button size="small" onClick={() => onPause(row.key)}>
                    {t('taleForm.uploadPause')}
                  </Button>
                ) : null}
                {row.state === 'paused' ? (
                  <Button size="small" onClick={() => onResume(row.key)}>
                    {t('taleForm.uploadResume')}
                  </Button>
                ) : null}
                <Button size="small" onClick={() => (closable ? onDismiss(row.key) : onCancel(row.key))}>
                  {closable ? t('app.close') : t('taleForm.uploadCancel')}
                </Button>
              </Box>
            </Box>
            {stopped ? null : (
              <LinearProgress
                variant={row.state === 'waiting' ? 'indeterminate' : 'determinate'}
                value={row.size > 0 ? Math.round((row.sent / row.size) * 100) : 0}
                aria-label={t('taleForm.uploadProgress', { fileName: row.fileName })}
                sx={{ mt: 0.5 }}
              />
            )}
            <Typography
              variant="body2"
              color={row.state === 'failed' ? 'error' : 'text.secondary'}
              role="status"
              sx={{ mt: 0.5 }}
            >
              {statusText(row)}
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}
