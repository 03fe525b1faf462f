/**
 * The requests: a server-paged grid on wide screens, cards on a phone. Admins see the proposer and, on a
 * pending request, the accept and decline buttons.
 */
import { formatDateTimeTr, type PubRequest, type PubRequestListAnswer } from '@masal/shared';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { trTR } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { type TextKey, t } from '../../i18n/i18n.ts';
import { DecisionText, personName, StatusChip, TaleLinks } from './pub-request-parts.tsx';
import { PUB_REQUEST_PAGE_SIZES, type PubRequestView } from './pub-requests-api.ts';

export type Decision = 'accepted' | 'declined';

export interface PubRequestListProps {
  answer: PubRequestListAnswer | undefined;
  loading: boolean;
  view: PubRequestView;
  onViewChange: (patch: Partial<PubRequestView>) => void;
  /** Admins: the proposer is shown and pending requests are decided. */
  admin: boolean;
  onDecide: (request: PubRequest, decision: Decision) => void;
  labelledBy: string;
}

const count = (n: number) => n.toLocaleString('tr-TR');
const displayedRows = ({ from, to, count: total }: { from: number; to: number; count: number }) =>
  t('pubRequests.displayedRows', { from: count(from), to: count(to), count: count(total) });
const localeText = {
  ...trTR.components.MuiDataGrid.defaultProps.localeText,
  noRowsLabel: t('pubRequests.noResults'),
  paginationDisplayedRows: displayedRows,
};
const WRAP = { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 1 } as const;
const getRowId = (row: PubRequest) => row.requestId;
const autoHeight = () => 'auto' as const;

function DecideButtons({
  request,
  onDecide,
  stacked = false,
}: {
  request: PubRequest;
  onDecide: PubRequestListProps['onDecide'];
  /** One above the other (the grid's narrow column). */
  stacked?: boolean;
}) {
  const number = String(request.requestId);
  return (
    <Stack direction={stacked ? 'column' : 'row'} sx={{ gap: 1, flexWrap: 'wrap', py: 1 }}>
      <Button
        size="small"
        variant="contained"
        color="success"
        onClick={() => onDecide(request, 'accepted')}
        aria-label={t('pubRequests.acceptLabel', { number })}
      >
        {t('pubRequests.accept')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        onClick={() => onDecide(request, 'declined')}
        aria-label={t('pubRequests.declineLabel', { number })}
      >
        {t('pubRequests.decline')}
      </Button>
    </Stack>
  );
}

function columnsFor(admin: boolean, onDecide: PubRequestListProps['onDecide']): GridColDef<PubRequest>[] {
  const columns: (GridColDef<PubRequest> | false)[] = [
    {
      field: 'createdAt',
      headerName: t('pubRequests.createdAt'),
      width: 120,
      valueGetter: (_v, row) => formatDateTimeTr(row.createdAt),
      renderCell: ({ value }) => (
        <Typography component="span" variant="body2" sx={WRAP}>
          {value}
        </Typography>
      ),
    },
    admin && {
      field: 'proposer',
      headerName: t('pubRequests.proposer'),
      flex: 1,
      minWidth: 100,
      valueGetter: (_v, row) => personName(row.proposer),
      renderCell: ({ value }) => (
        <Typography component="span" variant="body2" sx={WRAP}>
          {value}
        </Typography>
      ),
    },
    {
      field: 'tales',
      headerName: t('pubRequests.tales'),
      flex: 1.5,
      minWidth: 130,
      sortable: false,
      renderCell: ({ row }) => (
        <Typography component="div" variant="body2" sx={WRAP}>
          <TaleLinks request={row} />
        </Typography>
      ),
    },
    {
      field: 'reason',
      headerName: t('pubRequests.reason'),
      flex: 2,
      minWidth: 140,
      renderCell: ({ value }) => (
        <Typography component="span" variant="body2" sx={WRAP}>
          {value}
        </Typography>
      ),
    },
    {
      field: 'status',
      headerName: t('pubRequests.statusLabel'),
      width: 120,
      renderCell: ({ row }) => <StatusChip status={row.status} />,
    },
    {
      field: 'decisionNote',
      headerName: t('pubRequests.decision'),
      flex: 1.5,
      minWidth: 130,
      renderCell: ({ row }) => (
        <Typography component="div" variant="body2" sx={WRAP}>
          <DecisionText request={row} />
        </Typography>
      ),
    },
    admin && {
      field: 'actions',
      headerName: t('pubRequests.actions'),
      width: 120,
      sortable: false,
      renderCell: ({ row }) =>
        row.status === 'pending' ? <DecideButtons request={row} onDecide={onDecide} stacked /> : null,
    },
  ];
  return columns.filter((c): c is GridColDef<PubRequest> => c !== false);
}

export function PubRequestGrid({
  answer,
  loading,
  view,
  onViewChange,
  admin,
  onDecide,
  labelledBy,
}: PubRequestListProps) {
  const columns = useMemo(() => columnsFor(admin, onDecide), [admin, onDecide]);
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
        onViewChange(
          model.pageSize !== view.pageSize ? { pageSize: model.pageSize, page: 0 } : { page: model.page },
        )
      }
      pageSizeOptions={[...PUB_REQUEST_PAGE_SIZES]}
      disableColumnSorting
      disableColumnMenu
      disableColumnFilter
      disableRowSelectionOnClick
      autoHeight
    />
  );
}

const PAGE_BUTTONS = {
  first: 'pubRequests.firstPage',
  previous: 'pubRequests.previousPage',
  next: 'pubRequests.nextPage',
  last: 'pubRequests.lastPage',
} as const satisfies Record<string, TextKey>;

export function PubRequestCards({
  answer,
  loading,
  view,
  onViewChange,
  admin,
  onDecide,
  labelledBy,
}: PubRequestListProps) {
  const rows = answer?.rows ?? [];
  return (
    <>
      {loading ? <LinearProgress aria-label={t('app.loading')} sx={{ mb: 1 }} /> : null}
      {rows.length === 0 && !loading ? (
        <Typography color="text.secondary">{t('pubRequests.noResults')}</Typography>
      ) : null}
      <Stack component="ul" aria-labelledby={labelledBy} sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5 }}>
        {rows.map((row) => (
          <Paper component="li" variant="outlined" key={row.requestId} sx={{ p: 1.5, minWidth: 0 }}>
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
            >
              <Typography variant="caption" color="text.secondary">
                {formatDateTimeTr(row.createdAt)}
                {admin ? ` · ${personName(row.proposer)}` : ''}
              </Typography>
              <StatusChip status={row.status} />
            </Stack>
            <Typography variant="subtitle2" sx={{ mt: 1 }}>
              {t('pubRequests.tales')}
            </Typography>
            <TaleLinks request={row} />
            <Typography variant="subtitle2" sx={{ mt: 1 }}>
              {t('pubRequests.reason')}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {row.reason}
            </Typography>
            <Typography variant="subtitle2" sx={{ mt: 1 }}>
              {t('pubRequests.decision')}
            </Typography>
            <DecisionText request={row} />
            {admin && row.status === 'pending' ? <DecideButtons request={row} onDecide={onDecide} /> : null}
          </Paper>
        ))}
      </Stack>
      <TablePagination
        component="div"
        count={answer?.total ?? 0}
        page={answer && answer.total > 0 ? view.page : 0}
        rowsPerPage={view.pageSize}
        rowsPerPageOptions={[...PUB_REQUEST_PAGE_SIZES]}
        onPageChange={(_event, page) => onViewChange({ page })}
        onRowsPerPageChange={(event) => onViewChange({ pageSize: Number(event.target.value), page: 0 })}
        labelRowsPerPage={t('pubRequests.rowsPerPage')}
        labelDisplayedRows={displayedRows}
        getItemAriaLabel={(type) => t(PAGE_BUTTONS[type])}
        sx={{ overflow: 'hidden', '.MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
      />
    </>
  );
}
