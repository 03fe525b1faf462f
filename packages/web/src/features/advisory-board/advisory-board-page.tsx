import type { AdvisoryBoardListRow, AdvisoryBoardListScope } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useLocalView } from '../../components/use-list-view.ts';
import { t } from '../../i18n/i18n.ts';
import { useAuthUser } from '../../session/session-store.ts';
import { PdfButton } from '../pdf/pdf-button.tsx';
import { TalePreviewDialog } from '../tales/tale-preview-dialog.tsx';
import { DecisionOutcome, type DecisionOutcomeValue } from '../workflow/decision-outcome.tsx';
import { ReviewGrid } from '../workflow/review/review-grid.tsx';
import { reviewPath } from '../workflow/review/review-paths.ts';
import { decidedColumns, waitingColumns } from './advisory-board-columns.tsx';
import { AdvisoryBoardDecisionDialog } from './advisory-board-decision-dialog.tsx';
import { useAdvisoryBoardList } from './use-advisory-board-list.ts';

const HEADING_ID = 'advisory-board-heading';
const getRowId = (row: AdvisoryBoardListRow) => row.taleId;
const FIRST_PAGE = { page: 0, pageSize: 25 };

/**
 * /masal/advisoryBoardTaleDataTable (roles 5 and 7): the tales waiting for the advisory board and its past
 * decisions, each server-paged; the preview, and the advisory board's decision on a waiting tale.
 */
export function AdvisoryBoardPage() {
  useDocumentTitle(t('advisoryBoard.title'));
  const navigate = useNavigate();
  const user = useAuthUser();
  const [scope, setScope] = useState<AdvisoryBoardListScope>('waiting');
  const [view, setView] = useLocalView(FIRST_PAGE);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [deciding, setDeciding] = useState<AdvisoryBoardListRow | null>(null);
  /** The last decision, kept on the page after its dialog has closed. */
  const [outcome, setOutcome] = useState<DecisionOutcomeValue | null>(null);
  const list = useAdvisoryBoardList(scope, view.page, view.pageSize);

  const columns = useMemo(() => {
    const preview = (row: AdvisoryBoardListRow) => setPreviewId(row.taleId);
    return scope === 'waiting'
      ? waitingColumns({ preview, decide: setDeciding })
      : decidedColumns({ preview });
  }, [scope]);

  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography id={HEADING_ID} component="h1" variant="h4" sx={{ fontWeight: 600, mb: 1 }}>
        {t('advisoryBoard.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('advisoryBoard.intro')}
      </Typography>
      {user ? (
        <Box sx={{ mb: 2 }}>
          <PdfButton path={`/pdf/tales/advisoryBoard/${user.userId}`} fileName="MasalListesi.pdf" />
        </Box>
      ) : null}
      {outcome ? (
        <Box sx={{ mb: 2 }}>
          <DecisionOutcome outcome={outcome} onClose={() => setOutcome(null)} />
        </Box>
      ) : null}
      <Tabs
        value={scope}
        onChange={(_e, value: AdvisoryBoardListScope) => {
          setScope(value);
          setView(FIRST_PAGE);
        }}
        aria-label={t('advisoryBoard.tabsLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="waiting"
          label={t('advisoryBoard.tabWaiting')}
          id="advisory-board-tab-waiting"
          aria-controls="advisory-board-panel"
        />
        <Tab
          value="decided"
          label={t('advisoryBoard.tabDecided')}
          id="advisory-board-tab-decided"
          aria-controls="advisory-board-panel"
        />
      </Tabs>
      <Box id="advisory-board-panel" role="tabpanel" aria-labelledby={`advisory-board-tab-${scope}`}>
        {list.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('advisoryBoard.loadFailed')}
          </Alert>
        ) : null}
        <ReviewGrid
          rows={list.data?.rows}
          total={list.data?.total}
          loading={list.isFetching}
          columns={columns}
          view={view}
          onViewChange={setView}
          getRowId={getRowId}
          // A waiting tale opens for a decision, a decided one on its review screen.
          onOpen={scope === 'waiting' ? setDeciding : (row) => navigate(reviewPath(row.taleId))}
          labelledBy={`advisory-board-tab-${scope}`}
          emptyText={scope === 'waiting' ? t('advisoryBoard.emptyWaiting') : t('advisoryBoard.emptyDecided')}
        />
      </Box>
      <AdvisoryBoardDecisionDialog
        row={deciding}
        onPreview={setPreviewId}
        onClose={() => setDeciding(null)}
        onDecided={setOutcome}
      />
      <TalePreviewDialog taleId={previewId} onClose={() => setPreviewId(null)} />
    </Box>
  );
}
