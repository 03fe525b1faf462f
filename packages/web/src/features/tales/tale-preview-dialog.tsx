import { formatCount } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../api/api-client.ts';
import { useRetained } from '../../components/use-retained.ts';
import { t } from '../../i18n/i18n.ts';
import { PdfButton } from '../pdf/pdf-button.tsx';
import { TalePreviewContent } from './tale-preview-content.tsx';
import { TaleStatusChip } from './tale-status-chip.tsx';
import { taleApi } from './tales-api.ts';

const TITLE_ID = 'tale-preview-title';

/** The full tale of the preview; attachment paths are signed and expire, so it is always refetched. */
const taleFullQuery = (taleId: number) => ({
  queryKey: ['tales', 'full', taleId] as const,
  queryFn: () => unwrap(taleApi.getFull(taleId)),
  staleTime: 0,
  retry: false,
});

/** Seed §2 "Önizleme": the whole tale, read-only, open while `taleId` is not null. */
export function TalePreviewDialog({ taleId, onClose }: { taleId: number | null; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const shownId = useRetained(taleId);

  const query = useQuery({ ...taleFullQuery(shownId ?? 0), enabled: shownId !== null });
  const tale = query.data;

  return (
    <Dialog
      open={taleId !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      scroll="paper"
      aria-labelledby={TITLE_ID}
    >
      <DialogTitle id={TITLE_ID} sx={{ pb: 1 }}>
        {t('talePreview.title')}
        {tale ? (
          <Typography
            component="span"
            variant="subtitle1"
            sx={{ display: 'block', overflowWrap: 'anywhere' }}
          >
            {tale.taleName}
          </Typography>
        ) : null}
      </DialogTitle>
      {tale ? (
        <Box
          sx={{ px: 3, pb: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
          data-testid="tale-preview-meta"
        >
          <Typography component="span" variant="body2" color="text.secondary">
            {t('talePreview.status')}:
          </Typography>
          <TaleStatusChip actionId={tale.actionId} label={tale.actionName} />
          <Typography component="span" variant="body2" color="text.secondary">
            {t('talePreview.wordCount', { count: formatCount(tale.numberOfWord) })}
          </Typography>
        </Box>
      ) : null}
      {/* Focusable, so keyboard users can scroll a long tale (WCAG 2.1.1). */}
      <DialogContent dividers tabIndex={0}>
        {query.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={t('app.loading')} />
          </Box>
        ) : null}
        {query.isError ? <Alert severity="error">{t('talePreview.loadFailed')}</Alert> : null}
        {tale ? <TalePreviewContent tale={tale} /> : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        {tale ? <PdfButton path={`/pdf/tale/${tale.taleId}`} fileName={`Masal-${tale.taleId}.pdf`} /> : null}
        <Button onClick={onClose}>{t('app.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
