import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { t } from '../../../i18n/i18n.ts';
import type { UploadRow } from './use-attachment-uploads.ts';

/** One row per file being sent: name, progress, and İptal while it runs or Kapat once it stopped. */
export function UploadRows({
  rows,
  onCancel,
  onDismiss,
}: {
  rows: UploadRow[];
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
        const percent = Math.round(row.progress * 100);
        const active = row.state === 'waiting' || row.state === 'uploading';
        return (
          <Box component="li" key={row.key} data-testid="upload-row">
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{row.fileName}</Typography>
              <Typography
                variant="body2"
                color={row.state === 'failed' ? 'error' : 'text.secondary'}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {row.state === 'waiting' ? t('taleForm.uploadWaiting') : null}
                {row.state === 'uploading' ? `%${percent}` : null}
              </Typography>
              <Button size="small" onClick={() => (active ? onCancel(row.key) : onDismiss(row.key))}>
                {active ? t('taleForm.uploadCancel') : t('app.close')}
              </Button>
            </Box>
            {active ? (
              <LinearProgress
                variant={row.state === 'uploading' ? 'determinate' : 'indeterminate'}
                value={percent}
                aria-label={t('taleForm.uploadProgress', { fileName: row.fileName })}
              />
            ) : (
              <Typography
                variant="body2"
                color={row.state === 'failed' ? 'error' : 'text.secondary'}
                role="status"
              >
                {row.message}
              </Typography>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
