import { formatKurus, type Payment, type PaymentListAnswer } from '@masal/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { PagedCards, PagedGrid } from '../../components/paged-list.tsx';
import { t } from '../../i18n/i18n.ts';
import { dayText, PaymentStatusChip } from './payment-labels.tsx';

const OWN_PAGE_SIZES = [10, 25, 50, 100] as const;
const WRAP = { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 1, minWidth: 0 } as const;
const getRowId = (row: Payment) => row.paymentId;

/** The tale's name opens its preview; an adjustment says what it corrects and why. */
function TaleCell({ row, onPreview }: { row: Payment; onPreview: (taleId: number) => void }) {
  return (
    <Box sx={WRAP}>
      <Link
        component="button"
        type="button"
        onClick={() => onPreview(row.taleId)}
        sx={{ fontWeight: 600, textAlign: 'start', overflowWrap: 'anywhere', font: 'inherit' }}
      >
        {row.taleName}
      </Link>
      {row.adjustsPaymentId !== null ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {t('payments.adjustment', { reason: row.reason ?? '' })}
        </Typography>
      ) : null}
    </Box>
  );
}

function columns(onPreview: (taleId: number) => void): GridColDef<Payment>[] {
  return [
    {
      field: 'taleName',
      headerName: t('payments.columnTale'),
      flex: 1.5,
      minWidth: 160,
      renderCell: ({ row }) => <TaleCell row={row} onPreview={onPreview} />,
    },
    {
      field: 'numberOfWord',
      headerName: t('payments.columnWords'),
      width: 90,
      align: 'right',
      headerAlign: 'right',
      valueGetter: (_v, row) => row.numberOfWord.toLocaleString('tr-TR'),
    },
    {
      field: 'coefficient',
      headerName: t('payments.columnCoefficient'),
      width: 90,
      align: 'right',
      headerAlign: 'right',
      valueGetter: (_v, row) => row.coefficient.replace('.', ','),
    },
    {
      field: 'amountKurus',
      headerName: t('payments.columnAmount'),
      width: 130,
      align: 'right',
      headerAlign: 'right',
      valueGetter: (_v, row) => formatKurus(row.amountKurus),
    },
    {
      field: 'status',
      headerName: t('payments.columnStatus'),
      width: 120,
      renderCell: ({ row }) => <PaymentStatusChip status={row.status} />,
    },
    {
      field: 'approvedAt',
      headerName: t('payments.columnApproved'),
      width: 110,
      valueGetter: (_v, row) => dayText(row.approvedAt),
    },
    {
      field: 'paidAt',
      headerName: t('payments.columnPaid'),
      width: 110,
      valueGetter: (_v, row) => dayText(row.paidAt),
    },
  ];
}

/** A phone's card: everything of one payment under its tale's name. */
function PaymentCard({ row, onPreview }: { row: Payment; onPreview: (taleId: number) => void }) {
  return (
    <Stack sx={{ gap: 0.5, minWidth: 0 }}>
      <TaleCell row={row} onPreview={onPreview} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{formatKurus(row.amountKurus)}</Typography>
        <PaymentStatusChip status={row.status} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('payments.words', { count: row.numberOfWord.toLocaleString('tr-TR') })} ·{' '}
        {t('payments.coefficient', { value: row.coefficient.replace('.', ',') })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('payments.createdOn', { date: dayText(row.createdAt) })}
        {row.approvedAt ? ` · ${t('payments.approvedOn', { date: dayText(row.approvedAt) })}` : ''}
        {row.paidAt ? ` · ${t('payments.paidOn', { date: dayText(row.paidAt) })}` : ''}
      </Typography>
    </Stack>
  );
}

export function OwnPaymentList({
  narrow,
  onPreview,
  ...list
}: {
  answer: PaymentListAnswer | undefined;
  loading: boolean;
  view: { page: number; pageSize: number };
  onViewChange: (patch: { page: number } | { pageSize: number; page: 0 }) => void;
  labelledBy: string;
  narrow: boolean;
  onPreview: (taleId: number) => void;
}) {
  const cols = useMemo(() => columns(onPreview), [onPreview]);
  return narrow ? (
    <PagedCards
      {...list}
      pageSizes={OWN_PAGE_SIZES}
      texts="payments"
      rowKey={getRowId}
      card={(row) => <PaymentCard row={row} onPreview={onPreview} />}
    />
  ) : (
    <PagedGrid {...list} pageSizes={OWN_PAGE_SIZES} texts="payments" columns={cols} getRowId={getRowId} />
  );
}
