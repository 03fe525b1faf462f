/**
 * The server-paged grid of the workflow's lists (the editors' queue, the advisory board's tabs): Turkish
 * texts, a page model of its own, and rows that open on click or Enter. `columns(phone)` leaves out what
 * a phone (below 600 px) has no room for, folding it into another cell, so no list scrolls sideways.
 */
import { TALE_PAGE_SIZES } from '@masal/shared';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { gridLocaleText, type PageView, serverPaging } from '../../../components/paged-list.tsx';

const autoHeight = () => 'auto' as const;

export interface ReviewGridProps<R extends GridValidRowModel> extends Omit<PageView, 'pageSizes'> {
  rows: R[] | undefined;
  total: number | undefined;
  loading: boolean;
  /** A stable function (module level): the columns for a phone or a wider screen. */
  columns: (phone: boolean) => GridColDef<R>[];
  getRowId: (row: R) => number;
  onOpen?: (row: R) => void;
  /** The id of the heading that names the grid. */
  labelledBy: string;
  emptyText: string;
}

export function ReviewGrid<R extends GridValidRowModel>({
  rows,
  total,
  loading,
  columns,
  view,
  onViewChange,
  getRowId,
  onOpen,
  labelledBy,
  emptyText,
}: ReviewGridProps<R>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const shown = useMemo(() => columns(phone), [columns, phone]);
  const localeText = useMemo(() => gridLocaleText(emptyText), [emptyText]);
  const answer = rows && total !== undefined ? { rows, total } : undefined;
  return (
    <DataGrid
      {...serverPaging({
        answer,
        loading,
        view,
        onViewChange,
        pageSizes: TALE_PAGE_SIZES,
        labelledBy,
      })}
      columns={shown}
      getRowId={getRowId}
      localeText={localeText}
      // The server answers in its own order (longest waiting first); no column sorts or filters here.
      disableColumnSorting
      disableColumnFilter
      disableColumnMenu
      disableRowSelectionOnClick
      onRowClick={(params, event) => {
        // A link or button in the row does its own thing.
        if (onOpen && !(event.target as HTMLElement).closest('a, button')) onOpen(params.row);
      }}
      onCellKeyDown={(params, event) => {
        if (onOpen && event.key === 'Enter' && !(event.target as HTMLElement).closest('a, button'))
          onOpen(params.row);
      }}
      getRowHeight={autoHeight}
      autoHeight
      disableVirtualization
      sx={{
        bgcolor: 'background.paper',
        cursor: onOpen ? 'pointer' : undefined,
        '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', py: 1 },
      }}
    />
  );
}
