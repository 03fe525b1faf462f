import { formatDateTimeTr, type PastReviewListAnswer, type PastReviewRow } from '@masal/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { trTR } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { t } from '../../i18n/i18n.ts';
import { decisionLabel, stepLabel } from './past-review-labels.ts';
import { PAST_REVIEW_PAGE_SIZES, type PastReviewView } from './past-reviews-view.ts';

const count = (n: number) => n.toLocaleString('tr-TR');
const localeText = {
  ...trTR.components.MuiDataGrid.defaultProps.localeText,
  noRowsLabel: t('pastReviews.noResults'),
  // The Turkish locale still reads "1–25 of 40"; isolated left-to-right for a right-to-left layout.
  paginationDisplayedRows: ({ from, to, count: total }: { from: number; to: number; count: number }) =>
    `\u2066${t('pastReviews.displayedRows', { from: count(from), to: count(to), count: count(total) })}\u2069`,
  paginationRowsPerPage: t('pastReviews.rowsPerPage'),
};
const getRowId = (row: PastReviewRow) => row.historyId;
const autoHeight = () => 'auto' as const;
const WRAP = { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 1, minWidth: 0 } as const;

/** The tale's name as a link-styled button: it opens the tale's preview (the server decides per tale). */
function TaleName({ row, onPreview }: { row: PastReviewRow; onPreview: (taleId: number) => void }) {
  return (
    <Link
      component="button"
      type="button"
      onClick={(event) => {
        event.stopPropagation();
        onPreview(row.taleId);
      }}
      sx={{ fontWeight: 600, textAlign: 'start', overflowWrap: 'anywhere', font: 'inherit' }}
    >
      {row.taleName}
    </Link>
  );
}

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
    {
      field: 'taleName',
      headerName: t('pastReviews.columnTale'),
      flex: 1,
      minWidth: 160,
      renderCell: ({ row }) => (
        <Box sx={WRAP}>
          <TaleName row={row} onPreview={onPreview} />
        </Box>
      ),
    },
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
    {
      field: 'review',
      headerName: t('pastReviews.columnReview'),
      flex: 1,
      minWidth: 0,
      renderCell: ({ row }) => (
        <Box sx={WRAP}>
          <TaleName row={row} onPreview={onPreview} />
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
        </Box>
      ),
    },
  ];
}

/** The person's decisions, newest first, paged on the server. */
export function PastReviewGrid({
  answer,
  loading,
  view,
  onViewChange,
  onPreview,
  narrow,
  labelledBy,
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
    <DataGrid
      aria-labelledby={labelledBy}
      rows={answer?.rows ?? []}
      rowCount={answer?.total ?? 0}
      columns={columns}
      getRowId={getRowId}
      getRowHeight={autoHeight}
      loading={loading}
      localeText={localeText}
      paginationMode="server"
      paginationModel={{ page: view.page, pageSize: view.pageSize }}
      onPaginationModelChange={(model) =>
        onViewChange(model.pageSize !== view.pageSize ? { pageSize: model.pageSize } : { page: model.page })
      }
      pageSizeOptions={[...PAST_REVIEW_PAGE_SIZES]}
      disableColumnSorting
      disableColumnMenu
      disableColumnFilter
      disableRowSelectionOnClick
      autoHeight
    />
  );
}
