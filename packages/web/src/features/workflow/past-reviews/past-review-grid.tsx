import { formatDateTimeTr, type PastReviewListAnswer, type PastReviewRow } from '@masal/shared';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridLocaleText } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { displayedRows, PagedGrid } from '../../../components/paged-list.tsx';
import { taleNameColumn } from '../../../components/tale-name-column.tsx';
import { t } from '../../../i18n/i18n.ts';
import { decisionLabel, stepLabel } from './past-review-labels.ts';
import { PAST_REVIEW_PAGE_SIZES, type PastReviewView } from './past-reviews-view.ts';

const rowsText = displayedRows('pastReviews');
// Beyond the shared texts, this grid (a phone gets it too, in one column) says "Sayfa başına" and isolates
// "1–25 / 40" left-to-right for a right-to-left layout.
const localeText: Partial<GridLocaleText> = {
  paginationDisplayedRows: (rows) => `\u2066${rowsText(rows)}\u2069`,
  paginationRowsPerPage: t('pastReviews.rowsPerPage'),
};
const getRowId = (row: PastReviewRow) => row.historyId;
const WRAP = { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 1, minWidth: 0 } as const;

function Decision({ row }: { row: PastReviewRow }) {
  return (
    <>
      {decisionLabel(row.decision)}
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {stepLabel(row.fromActionId, row.toActionId)}
      </Typography>
    </>
  );
}

const NOTE_SX = {
  display: '-webkit-box',
  WebkitLineClamp: 4,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

function wideColumns(onPreview: (taleId: number) => void): GridColDef<PastReviewRow>[] {
  return [
    // The name opens the tale's preview (the server decides per tale).
    taleNameColumn({
      opens: { preview: onPreview },
      headerName: t('pastReviews.columnTale'),
      flex: 1,
      minWidth: 160,
    }),
    {
      field: 'decision',
      headerName: t('pastReviews.columnDecision'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Typography component="span" variant="body2" sx={WRAP}>
          <Decision row={row} />
        </Typography>
      ),
    },
    {
      field: 'note',
      headerName: t('pastReviews.columnNote'),
      flex: 1.5,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Typography component="span" variant="body2" sx={{ ...WRAP, ...NOTE_SX }}>
          {row.note ?? t('pastReviews.noNote')}
        </Typography>
      ),
    },
    {
      field: 'at',
      headerName: t('pastReviews.columnAt'),
      width: 140,
      valueGetter: (_v, row) => formatDateTimeTr(row.at),
    },
  ];
}

/** A phone: one column, everything of a decision under its tale's name. */
function narrowColumns(onPreview: (taleId: number) => void): GridColDef<PastReviewRow>[] {
  return [
    taleNameColumn({
      opens: { preview: onPreview },
      headerName: t('pastReviews.columnReview'),
      flex: 1,
      minWidth: 0,
      details: (row) => (
        <>
          <Typography variant="body2" component="span" sx={{ display: 'block', mt: 0.5 }}>
            <Decision row={row} />
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {formatDateTimeTr(row.at)}
          </Typography>
          {row.note ? (
            <Typography variant="body2" sx={{ mt: 0.5, ...NOTE_SX }}>
              {row.note}
            </Typography>
          ) : null}
        </>
      ),
    }),
  ];
}

/** The person's decisions, newest first, paged on the server. */
export function PastReviewGrid({
  onPreview,
  narrow,
  ...list
}: {
  answer: PastReviewListAnswer | undefined;
  loading: boolean;
  view: PastReviewView;
  onViewChange: (patch: Partial<PastReviewView>) => void;
  onPreview: (taleId: number) => void;
  narrow: boolean;
  labelledBy: string;
}) {
  const columns = useMemo(
    () => (narrow ? narrowColumns(onPreview) : wideColumns(onPreview)),
    [narrow, onPreview],
  );
  return (
    <PagedGrid
      {...list}
      pageSizes={PAST_REVIEW_PAGE_SIZES}
      texts="pastReviews"
      localeText={localeText}
      columns={columns}
      getRowId={getRowId}
    />
  );
}
