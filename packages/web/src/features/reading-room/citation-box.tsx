import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { showToast } from '../../components/toast-store.ts';
import { t } from '../../i18n/i18n.ts';

/** The "how to cite" line, selectable as text, with a button that copies it. */
export function CitationBox({ citation }: { citation: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(citation);
      showToast(t('readingRoom.citationCopied'), 'success');
    } catch {
      // No clipboard (an old browser, a page not served over HTTPS): the text stays there to select.
      showToast(t('readingRoom.copyFailed'), 'warning');
    }
  };
  return (
    <Box sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1 }}>
      <Typography data-testid="reading-room-citation" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
        {citation}
      </Typography>
      <Button variant="outlined" size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
        {t('readingRoom.copyCitation')}
      </Button>
    </Box>
  );
}
