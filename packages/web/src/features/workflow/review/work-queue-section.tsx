import type { WorkQueueRow } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useLocalView } from '../../../components/use-list-view.ts';
import { t } from '../../../i18n/i18n.ts';
import { ReviewGrid } from './review-grid.tsx';
import { reviewPath } from './review-paths.ts';
import { useWorkQueue } from './use-work-queue.ts';
import { workQueueColumns } from './work-queue-columns.tsx';

const HEADING_ID = 'work-queue-heading';
const getRowId = (row: WorkQueueRow) => row.taleId;

/**
 * The editor's queue of /masal/taleListInbox: tales assigned for review, and for advisory board members the tales
 * waiting for the advisory board. The page's own heading when the person only edits (`main`), a section below
 * their own pending tales otherwise.
 */
export function WorkQueueSection({ main }: { main: boolean }) {
  const navigate = useNavigate();
  const [view, setView] = useLocalView({ page: 0, pageSize: 25 });
  const queue = useWorkQueue(view.page, view.pageSize);
  const title = main ? t('review.queueTitle') : t('review.queueSectionTitle');
  return (
    <Box component="section" aria-labelledby={HEADING_ID} sx={{ mt: main ? 0 : 5, minWidth: 0 }}>
      {main ? <DocumentTitle title={title} /> : null}
      <Typography
        id={HEADING_ID}
        component={main ? 'h1' : 'h2'}
        variant={main ? 'h4' : 'h5'}
        sx={{ fontWeight: 600, mb: 1 }}
      >
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('review.queueIntro')}
      </Typography>
      {queue.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('review.queueLoadFailed')}
        </Alert>
      ) : null}
      <ReviewGrid
        rows={queue.data?.rows}
        total={queue.data?.total}
        loading={queue.isFetching}
        columns={workQueueColumns}
        view={view}
        onViewChange={setView}
        getRowId={getRowId}
        onOpen={(row) => navigate(reviewPath(row.taleId))}
        labelledBy={HEADING_ID}
        emptyText={t('review.queueEmpty')}
      />
    </Box>
  );
}

/** The window's title, set only when the queue is the page. */
function DocumentTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}
