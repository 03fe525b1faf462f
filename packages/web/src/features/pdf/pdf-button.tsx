import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useState } from 'react';
import { t } from '../../i18n/i18n.ts';
import { downloadPdf } from './pdf-download.ts';

export interface PdfButtonProps {
  /** The PDF call under /v1, e.g. `/pdf/tale/12`. */
  path: string;
  /** The file's name when the answer names none. */
  fileName: string;
}

/**
 * "PDF indir": while the server writes the PDF (a long list takes seconds) the button says so and a progress
 * bar runs; a refusal is said under it in Turkish.
 */
export function PdfButton({ path, fileName }: PdfButtonProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    const result = await downloadPdf(path, fileName);
    setBusy(false);
    if (!result.ok) setError(t('pdf.failed', { message: result.message }));
  };

  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', gap: 1, maxWidth: '100%' }}>
      <Button
        variant="outlined"
        startIcon={<PictureAsPdfOutlinedIcon />}
        disabled={busy}
        onClick={() => void download()}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="pdf-download"
      >
        {busy ? t('pdf.preparing') : t('pdf.download')}
      </Button>
      {busy ? <LinearProgress aria-label={t('pdf.preparing')} /> : null}
      <Box role="status" aria-live="polite">
        {error ? (
          <Alert severity="error" onClose={() => setError(null)}>
            {error}
          </Alert>
        ) : null}
      </Box>
    </Box>
  );
}
