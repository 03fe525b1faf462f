import { formatDateTr } from '@masal/shared';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { t } from '../i18n/i18n.ts';
import { waitingText } from './waiting-time.ts';

/**
 * "Bekliyor": how long the row has waited ("3 gün"), the date itself in the title; it sorts by the date, so
 * the longest wait is still one click away.
 */
export function waitingSinceColumn<
  Row extends GridValidRowModel & { waitingSince: string },
>(): GridColDef<Row> {
  return {
    field: 'waitingSince',
    headerName: t('review.columnWaitingSince'),
    width: 110,
    renderCell: ({ row }) => (
      <time dateTime={row.waitingSince} title={formatDateTr(row.waitingSince)}>
        {waitingText(row.waitingSince)}
      </time>
    ),
  };
}
