import { TALE_PAGE_SIZES, TALE_SORT_FIELDS, type TaleSortField, type TaleSummary } from '@masal/shared';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { trTR } from '@mui/x-data-grid/locales';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { t } from '../../i18n/i18n.ts';
import { nameWithDetailsColumn } from './tale-grid-columns.tsx';
import { columnsToHide } from './tale-grid-fit.ts';
import { DEFAULT_VIEW, type TaleListView } from './tale-list-view.ts';

const SORT_FIELDS: readonly string[] = TALE_SORT_FIELDS;
const count = (n: number) => n.toLocaleString('tr-TR');

/** The grid's Turkish texts, with the pieces its Turkish locale still leaves in English. */
const localeText = {
  ...trTR.components.MuiDataGrid.defaultProps.localeText,
  noRowsLabel: t('taleList.noResults'),
  noColumnsOverlayLabel: t('taleList.noColumns'),
  columnMenuAriaLabel: (name: string) => t('taleList.columnMenu', { name }),
  // Isolated left-to-right, so "1–4 / 4" does not read "4 / 4–1" in a right-to-left layout.
  paginationDisplayedRows: ({ from, to, count: total }: { from: number; to: number; count: number }) =>
    `\u2066${t('taleList.displayedRows', { from: count(from), to: count(to), count: count(total) })}\u2069`,
};

const getRowId = (row: TaleSummary) => row.taleId;
const autoHeight = () => 'auto' as const;
/** The grid's left and right border. */
const GRID_BORDERS = 2;

/** The element's content width, followed as the window or the layout changes; null before the first layout. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * The columns that fit `width` (issue 8: no list scrolls sideways): the least important give way;
 * the status and the editor's note move under the name rather than disappear.
 */
function useFittedColumns(columns: GridColDef<TaleSummary>[], width: number | null) {
  return useMemo(() => {
    const hidden = width === null ? new Set<string>() : columnsToHide(columns, width - GRID_BORDERS);
    // Only the list's own columns are ever hidden, so a hidden field is one this list has.
    const status = hidden.has('actionId');
    const note = hidden.has('lastNote');
    const fitted =
      status || note
        ? columns.map((c) => (c.field === 'taleName' ? nameWithDetailsColumn({ status, note }) : c))
        : columns;
    return {
      columns: fitted,
      visibility: Object.fromEntries([...hidden].map((field) => [field, false])),
      folded: status || note,
    };
  }, [columns, width]);
}

export interface TaleGridProps {
  rows: TaleSummary[];
  total: number;
  loading: boolean;
  view: TaleListView;
  onViewChange: (patch: Partial<TaleListView>) => void;
  columns: GridColDef<TaleSummary>[];
  /** The id of the page heading that names the grid. */
  labelledBy: string;
  /** Rows grow to show wrapped text in full (the editor's note). */
  wrapRows?: boolean;
}

/** A tale list paged, sorted and filtered on the server (GET /v1/tales/… with page, sort, order…). */
export function TaleGrid({
  rows,
  total,
  loading,
  view,
  onViewChange,
  columns,
  labelledBy,
  wrapRows = false,
}: TaleGridProps) {
  const onPagination = (model: GridPaginationModel) => {
    // A new page size starts again from the first page (handled by the view).
    if (model.pageSize !== view.pageSize) onViewChange({ pageSize: model.pageSize });
    else if (model.page !== view.page) onViewChange({ page: model.page });
  };

  const onSort = (model: GridSortModel) => {
    const first = model[0];
    if (first?.sort && SORT_FIELDS.includes(first.field)) {
      onViewChange({ sort: first.field as TaleSortField, order: first.sort });
    } else {
      onViewChange({ sort: DEFAULT_VIEW.sort, order: DEFAULT_VIEW.order });
    }
  };

  const { ref, width } = useWidth();
  const fitted = useFittedColumns(columns, width);

  return (
    <div ref={ref}>
      <DataGrid
        aria-labelledby={labelledBy}
        rows={rows}
        columns={fitted.columns}
        columnVisibilityModel={fitted.visibility}
        getRowId={getRowId}
        rowCount={total}
        loading={loading}
        localeText={localeText}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        // Filtering is done with the status select and the name search above the grid.
        disableColumnFilter
        // Sorting is by header click (or Enter on a focused header); the menu would offer little more.
        disableColumnMenu
        paginationModel={{ page: view.page, pageSize: view.pageSize }}
        onPaginationModelChange={onPagination}
        pageSizeOptions={[...TALE_PAGE_SIZES]}
        sortModel={[{ field: view.sort, sort: view.order }]}
        onSortModelChange={onSort}
        sortingOrder={['asc', 'desc']}
        getRowHeight={wrapRows || fitted.folded ? autoHeight : undefined}
        autoHeight
        // At most 100 rows a page: every cell stays in the page, for keyboard and screen-reader users.
        disableVirtualization
        disableRowSelectionOnClick
        sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
      />
    </div>
  );
}
