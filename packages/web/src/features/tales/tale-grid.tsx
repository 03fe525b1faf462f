import {
  formatCount,
  TALE_LIST_TOTAL_CAP,
  TALE_PAGE_SIZES,
  TALE_SORT_FIELDS,
  type TaleListAnswer,
  type TaleSortField,
  type TaleSummary,
} from '@masal/shared';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { GridKeyboardHint } from '../../components/grid-keyboard-hint.tsx';
import { gridLocaleText, usePastTheEndGoesBack } from '../../components/paged-list.tsx';
import { t } from '../../i18n/i18n.ts';
import { nameWithDetailsColumn } from './tale-grid-columns.tsx';
import { columnsToHide } from './tale-grid-fit.ts';
import { DEFAULT_VIEW, type TaleListView, turnPage } from './tale-list-view.ts';

const SORT_FIELDS: readonly string[] = TALE_SORT_FIELDS;

/** The grid's Turkish texts, with the pieces its Turkish locale still leaves in English. */
const localeText = {
  ...gridLocaleText(t('taleList.noResults')),
  noColumnsOverlayLabel: t('taleList.noColumns'),
  columnMenuAriaLabel: (name: string) => t('taleList.columnMenu', { name }),
  // "1–25 / 40", or "1–25 / 10.000+" while the count is unknown (beyond the server's cap). Isolated
  // left-to-right, so "1–4 / 4" does not read "4 / 4–1" in a right-to-left layout.
  paginationDisplayedRows: ({ from, to, count: total }: { from: number; to: number; count: number }) => {
    const unknown = total === -1;
    const params = {
      from: formatCount(from),
      to: formatCount(to),
      count: formatCount(unknown ? TALE_LIST_TOTAL_CAP : total),
    };
    return `\u2066${t(unknown ? 'taleList.displayedRowsCapped' : 'taleList.displayedRows', params)}\u2069`;
  },
};

/**
 * The grid's row count: the exact total; beyond the cap -1 (unknown) while there is a next page, and
 * on the last page the rows up to it, so the grid disables "next" there.
 */
function rowCount(answer: TaleListAnswer | undefined, view: TaleListView): number {
  if (!answer) return 0;
  if (!answer.totalCapped) return answer.total;
  if (answer.nextCursor) return -1;
  return answer.rows.length > 0 ? view.page * view.pageSize + answer.rows.length : 0;
}

/**
 * With an unknown row count the grid disables both page buttons while a page loads, which drops the
 * keyboard focus from the button just pressed; they stay enabled, as with a known count.
 */
const paginationSlotProps = { basePagination: { disabled: false } };

const getRowId = (row: TaleSummary) => row.taleId;
const NO_ROWS: TaleSummary[] = [];
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
 * The columns that fit `width` (no list scrolls sideways): the least important give way;
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
  /** The page on screen (undefined until the first one arrives). */
  answer: TaleListAnswer | undefined;
  loading: boolean;
  view: TaleListView;
  onViewChange: (patch: Partial<TaleListView>) => void;
  columns: GridColDef<TaleSummary>[];
  /** The id of the page heading that names the grid. */
  labelledBy: string;
  /** Rows grow to show wrapped text in full (the editor's note). */
  wrapRows?: boolean;
}

/**
 * A tale list paged, sorted and filtered on the server (GET /v1/tales/… with page, sort, order…);
 * the next and previous pages by the answer's cursors.
 */
export function TaleGrid({
  answer,
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
    // While loading, the answer may still be the page being left, whose cursors lead elsewhere.
    else if (model.page !== view.page)
      onViewChange(turnPage(view, model.page, loading ? null : (answer ?? null)));
  };

  const onSort = (model: GridSortModel) => {
    const first = model[0];
    if (first?.sort && SORT_FIELDS.includes(first.field)) {
      onViewChange({ sort: first.field as TaleSortField, order: first.sort });
    } else {
      onViewChange({ sort: DEFAULT_VIEW.sort, order: DEFAULT_VIEW.order });
    }
  };

  // A counted list that is not empty has a last page, and the grid itself moves there.
  usePastTheEndGoesBack(
    { answer, loading, view, onViewChange },
    answer !== undefined && !answer.totalCapped && answer.total > 0,
  );
  const { ref, width } = useWidth();
  const fitted = useFittedColumns(columns, width);
  const hasNextPage = Boolean(answer?.nextCursor);
  const meta = useMemo(() => ({ hasNextPage }), [hasNextPage]);
  // Stable models: the grid takes a new sort model object for a new sort, and then goes back to page 1.
  const sortModel = useMemo<GridSortModel>(
    () => [{ field: view.sort, sort: view.order }],
    [view.sort, view.order],
  );
  const paginationModel = useMemo(
    () => ({ page: view.page, pageSize: view.pageSize }),
    [view.page, view.pageSize],
  );

  return (
    <div ref={ref}>
      <GridKeyboardHint>
        <DataGrid
          aria-labelledby={labelledBy}
          rows={answer?.rows ?? NO_ROWS}
          columns={fitted.columns}
          columnVisibilityModel={fitted.visibility}
          getRowId={getRowId}
          rowCount={rowCount(answer, view)}
          paginationMeta={meta}
          loading={loading}
          localeText={localeText}
          slotProps={paginationSlotProps}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          // Filtering is done with the status select and the name search above the grid.
          disableColumnFilter
          // Sorting is by header click (or Enter on a focused header); the menu would offer little more.
          disableColumnMenu
          paginationModel={paginationModel}
          onPaginationModelChange={onPagination}
          pageSizeOptions={[...TALE_PAGE_SIZES]}
          sortModel={sortModel}
          onSortModelChange={onSort}
          sortingOrder={['asc', 'desc']}
          getRowHeight={wrapRows || fitted.folded ? autoHeight : undefined}
          autoHeight
          // At most 100 rows a page: every cell stays in the page, for keyboard and screen-reader users.
          disableVirtualization
          disableRowSelectionOnClick
          sx={{
            bgcolor: 'background.paper',
            '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
          }}
        />
      </GridKeyboardHint>
    </div>
  );
}
