import type { TaleFull } from '@masal/shared';
import { formatCount } from '@masal/shared';
import PreviewIcon from '@mui/icons-material/Preview';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { t } from '../../../i18n/i18n.ts';
import { TaleStatusChip } from '../../tales/tale-status-chip.tsx';
import { placeOf } from './queue-labels.ts';

/** The screen's heading: the tale, its status, compiler, place and length, and the full preview. */
export function ReviewHeader({ tale, onPreview }: { tale: TaleFull; onPreview: () => void }) {
  return (
    <Box>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600 }} id="tale-review-title">
        {t('review.title')}
      </Typography>
      <Typography variant="h6" component="p" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {tale.taleName}
      </Typography>
      <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <TaleStatusChip actionId={tale.actionId} label={tale.actionName} size="medium" />
        <Typography color="text.secondary">
          {[
            tale.authorNameSurname,
            placeOf(tale),
            t('talePreview.wordCount', { count: formatCount(tale.numberOfWord) }),
          ].join(' · ')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<PreviewIcon />}
          onClick={onPreview}
          sx={{ ml: { sm: 'auto' } }}
        >
          {t('taleForm.preview')}
        </Button>
      </Box>
    </Box>
  );
}
