import { formatCount, formatKurus, type Payment, type PaymentListAnswer } from '@masal/shared';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { PagedCards, PagedGrid } from '../../components/paged-list.tsx';
import { TaleNameCell, taleNameColumn } from '../../components/tale-name-column.tsx';
import { t } from '../../i18n/i18n.ts';
import { dayText, PaymentStatusChip } from './payment-labels.tsx';

const OWN_PAGE_SIZES = [10, 25, 50, 100] as const;
const getRowId = (row: Payment) => row.paymentId;

/** An adjustment says, under the tale's name, what it corrects and why. */
const adjustment = (row: Payment) =>
  row.adjustsPaymentId !== null ? (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
      {t('payments.adjustment', { reason: row.reason ?? '' })}
    </Typography>
  ) : null;

function columns(onPreview: (taleId: number) => void): GridColDef<Payment>[] {
  return [
    taleNameColumn({
      opens: { preview: onPreview },
      details: adjustment,
      headerName: t('payments.columnTale'),
      flex: 1.5,
      minWidth: 160,
    }),
    {
      field: 'numberOfWord',
      headerName: t('payments.columnWords'),
      width: 90,
      align: 'right',
      headerAlign: 'right',
      valueGetter: (_v, row) => formatCount(row.numberOfWord),
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
      <TaleNameCell row={row} opens={{ preview: onPreview }} details={adjustment} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{formatKurus(row.amountKurus)}</Typography>
        <PaymentStatusChip status={row.status} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('payments.words', { count: formatCount(row.numberOfWord) })} ·{' '}
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
