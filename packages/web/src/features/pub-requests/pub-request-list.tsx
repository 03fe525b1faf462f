/**
 * The requests: a server-paged grid on wide screens, cards on a phone. Admins see the proposer and, on a
 * pending request, the accept and decline buttons.
 */
import { formatDateTimeTr, type PubRequest, type PubRequestListAnswer } from '@masal/shared';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { PagedCards, PagedGrid } from '../../components/paged-list.tsx';
import { t } from '../../i18n/i18n.ts';
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

const WRAP = { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 1 } as const;
const getRowId = (row: PubRequest) => row.requestId;
/** A text cell that wraps, its rows growing to fit. */
const wrapped = ({ value }: GridRenderCellParams<PubRequest, string>) => (
  <Typography component="span" variant="body2" sx={WRAP}>
    {value}
  </Typography>
);

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
      renderCell: wrapped,
    },
    admin && {
      field: 'proposer',
      headerName: t('pubRequests.proposer'),
      flex: 1,
      minWidth: 100,
      valueGetter: (_v, row) => personName(row.proposer),
      renderCell: wrapped,
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
      renderCell: wrapped,
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

export function PubRequestGrid({ admin, onDecide, ...list }: PubRequestListProps) {
  const columns = useMemo(() => columnsFor(admin, onDecide), [admin, onDecide]);
  return (
    <PagedGrid
      {...list}
      pageSizes={PUB_REQUEST_PAGE_SIZES}
      texts="pubRequests"
      columns={columns}
      getRowId={getRowId}
    />
  );
}

export function PubRequestCards({ admin, onDecide, ...list }: PubRequestListProps) {
  return (
    <PagedCards
      {...list}
      pageSizes={PUB_REQUEST_PAGE_SIZES}
      texts="pubRequests"
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
        </>
      )}
    />
  );
}
