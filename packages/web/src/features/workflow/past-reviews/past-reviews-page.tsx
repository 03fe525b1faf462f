import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { usePastTheEndGoesBack } from '../../../components/paged-list.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useUrlView } from '../../../components/use-list-view.ts';
import { t } from '../../../i18n/i18n.ts';
import { TalePreviewDialog } from '../../tales/tale-preview-dialog.tsx';
import { PastReviewCounts } from './past-review-counts.tsx';
import { PastReviewFilters } from './past-review-filters.tsx';
import { PastReviewGrid } from './past-review-grid.tsx';
import { patchPastReviewView, readPastReviewView, writePastReviewView } from './past-reviews-view.ts';
import { usePastReviewSummary, usePastReviews } from './use-past-reviews.ts';

const HEADING_ID = 'past-reviews-heading';
const LIST_ID = 'past-reviews-list';

/**
 * /masal/myPastReviews (editor-type roles): the workflow decisions the signed-in person made — tale, decision,
 * note, date — newest first, paged on the server and filtered by decision and days (all in the URL), with the
 * person's counts per decision and per month above. A tale's name opens its preview.
 */
export function PastReviewsPage() {
  useDocumentTitle(t('pastReviews.title'));
  const [view, setView] = useUrlView(readPastReviewView, writePastReviewView, patchPastReviewView);
  const list = usePastReviews(view);
  const summary = usePastReviewSummary(view);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });

  usePastTheEndGoesBack({ answer: list.data, loading: list.isFetching, view, onViewChange: setView });

  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography id={HEADING_ID} component="h1" variant="h4" sx={{ fontWeight: 600, mb: 1 }}>
        {t('pastReviews.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('pastReviews.intro')}
      </Typography>
      <PastReviewFilters view={view} onChange={setView} />
      <PastReviewCounts
        summary={summary.data}
        failed={summary.isError}
        filtered={view.from !== undefined || view.to !== undefined}
      />
      <Typography id={LIST_ID} component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
        {t('pastReviews.listTitle')}
      </Typography>
      {list.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('pastReviews.loadFailed')}
        </Alert>
      ) : null}
      <Box sx={{ width: '100%', minWidth: 0 }}>
        <PastReviewGrid
          answer={list.data}
          loading={list.isFetching}
          view={view}
          onViewChange={setView}
          onPreview={setPreviewId}
          narrow={narrow}
          labelledBy={LIST_ID}
        />
      </Box>
      <TalePreviewDialog taleId={previewId} onClose={() => setPreviewId(null)} />
    </Box>
  );
}
