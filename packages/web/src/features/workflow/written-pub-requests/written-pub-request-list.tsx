/**
 * The requests: a server-paged grid on wide screens, cards on a phone. Admins see the proposer and, on a
 * pending request, the accept and decline buttons.
 */
import { formatDateTimeTr, type WrittenPubRequest, type WrittenPubRequestListAnswer } from '@masal/shared';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { PagedCards, PagedGrid } from '../../../components/paged-list.tsx';
import { t } from '../../../i18n/i18n.ts';
import { DecisionText, personName, StatusChip, TaleLinks } from './written-pub-request-parts.tsx';
import { WRITTEN_PUB_REQUEST_PAGE_SIZES, type WrittenPubRequestView } from './written-pub-requests-api.ts';

export type Decision = 'accepted' | 'declined';

export interface WrittenPubRequestListProps {
  answer: WrittenPubRequestListAnswer | undefined;
  loading: boolean;
  view: WrittenPubRequestView;
  onViewChange: (patch: Partial<WrittenPubRequestView>) => void;
  /** Admins: the proposer is shown and pending requests are decided. */
  admin: boolean;
  onDecide: (request: WrittenPubRequest, decision: Decision) => void;
  labelledBy: string;
}

const WRAP = { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 1 } as const;
const getRowId = (row: WrittenPubRequest) => row.requestId;
/** A text cell that wraps, its rows growing to fit. */
const wrapped = ({ value }: GridRenderCellParams<WrittenPubRequest, string>) => (
  <Typography component="span" variant="body2" sx={WRAP}>
    {value}
  </Typography>
);

function DecideButtons({
  request,
  onDecide,
  stacked = false,
}: {
  request: WrittenPubRequest;
  onDecide: WrittenPubRequestListProps['onDecide'];
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
        aria-label={t('writtenPubRequests.acceptLabel', { number })}
      >
        {t('writtenPubRequests.accept')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        onClick={() => onDecide(request, 'declined')}
        aria-label={t('writtenPubRequests.declineLabel', { number })}
      >
        {t('writtenPubRequests.decline')}
      </Button>
    </Stack>
  );
}

function columnsFor(
  admin: boolean,
  onDecide: WrittenPubRequestListProps['onDecide'],
): GridColDef<WrittenPubRequest>[] {
  const columns: (GridColDef<WrittenPubRequest> | false)[] = [
    {
      field: 'createdAt',
      headerName: t('writtenPubRequests.createdAt'),
      width: 120,
      valueGetter: (_v, row) => formatDateTimeTr(row.createdAt),
      renderCell: wrapped,
    },
    admin && {
      field: 'proposer',
      headerName: t('writtenPubRequests.proposer'),
      flex: 1,
      minWidth: 100,
      valueGetter: (_v, row) => personName(row.proposer),
      renderCell: wrapped,
    },
    {
      field: 'tales',
      headerName: t('writtenPubRequests.tales'),
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
      headerName: t('writtenPubRequests.reason'),
      flex: 2,
      minWidth: 140,
      renderCell: wrapped,
    },
    {
      field: 'status',
      headerName: t('writtenPubRequests.statusLabel'),
      width: 120,
      renderCell: ({ row }) => <StatusChip status={row.status} />,
    },
    {
      field: 'decisionNote',
      headerName: t('writtenPubRequests.decision'),
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
      headerName: t('writtenPubRequests.actions'),
      width: 120,
      sortable: false,
      renderCell: ({ row }) =>
        row.status === 'pending' ? <DecideButtons request={row} onDecide={onDecide} stacked /> : null,
    },
  ];
  return columns.filter((c): c is GridColDef<WrittenPubRequest> => c !== false);
}

export function WrittenPubRequestGrid({ admin, onDecide, ...list }: WrittenPubRequestListProps) {
  const columns = useMemo(() => columnsFor(admin, onDecide), [admin, onDecide]);
  return (
    <PagedGrid
      {...list}
      pageSizes={WRITTEN_PUB_REQUEST_PAGE_SIZES}
      texts="writtenPubRequests"
      columns={columns}
      getRowId={getRowId}
    />
  );
}

export function WrittenPubRequestCards({ admin, onDecide, ...list }: WrittenPubRequestListProps) {
  return (
    <PagedCards
      {...list}
      pageSizes={WRITTEN_PUB_REQUEST_PAGE_SIZES}
      texts="writtenPubRequests"
      rowKey={getRowId}
      card={(row) => (
        <>
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
            {t('writtenPubRequests.tales')}
          </Typography>
          <TaleLinks request={row} />
          <Typography variant="subtitle2" sx={{ mt: 1 }}>
            {t('writtenPubRequests.reason')}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {row.reason}
          </Typography>
          <Typography variant="subtitle2" sx={{ mt: 1 }}>
            {t('writtenPubRequests.decision')}
          </Typography>
          <DecisionText request={row} />
          {admin && row.status === 'pending' ? <DecideButtons request={row} onDecide={onDecide} /> : null}
        </>
      )}
    />
  );
}
