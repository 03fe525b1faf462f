/**
 * The column that shows a tale's status in every tale list (the tale lists, the editors' queue): sorted by
 * actionId on the server, shown as the server's status name in its chip.
 */
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { t } from '../../i18n/i18n.ts';
import { TaleStatusChip } from './tale-status-chip.tsx';

interface TaleStatusRow {
  actionId: number;
  actionName?: string | undefined;
}

export function taleStatusColumn<R extends GridValidRowModel & TaleStatusRow>(
  column: Pick<GridColDef<R>, 'minWidth'> = {},
): GridColDef<R> {
  return {
    field: 'actionId',
    headerName: t('taleList.columnStatus'),
    flex: 1,
    minWidth: 200,
    ...column,
    renderCell: ({ row }) => <TaleStatusChip actionId={row.actionId} label={row.actionName} />,
  };
}
