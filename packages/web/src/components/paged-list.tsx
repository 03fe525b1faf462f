/**
 * Lists paged on the server by page number, wired one way: a grid on a wide screen (PagedGrid, or a list's own
 * DataGrid given `serverPaging` and `gridLocaleText`), cards on a phone (PagedCards, or a list's own cards above
 * `PageButtons`), with the texts of the feature's part of tr.json.
 */
import { formatCount } from '@masal/shared';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { DataGrid, type DataGridProps, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import { trTR } from '@mui/x-data-grid/locales';
import { type Key, type ReactNode, useEffect, useMemo } from 'react';
import { t } from '../i18n/i18n.ts';
import { GridKeyboardHint } from './grid-keyboard-hint.tsx';

/** The parts of tr.json with a paged list's texts: noResults, displayedRows, rowsPerPage. */
type ListTexts = 'audit' | 'writtenPubRequests' | 'pastReviews' | 'search' | 'payments';
/** …and the tale lists' part, whose "1–25 / 40" the other grids (users, editors, queues) say too. */
type RowsTexts = ListTexts | 'taleList';
/** …and the names of the page buttons, which only the cards show (the grid's come with its locale). */
type CardTexts = Exclude<ListTexts, 'pastReviews'>;

interface DisplayedRows {
  from: number;
  to: number;
  count: number;
}

/** "1–25 / 40": the Turkish locale still reads "1–25 of 40". */
export const displayedRows =
  (texts: RowsTexts) =>
  ({ from, to, count: total }: DisplayedRows) =>
    t(`${texts}.displayedRows`, { from: formatCount(from), to: formatCount(to), count: formatCount(total) });

/** A grid's texts: the Turkish locale's, its "1–25 / 40" in Turkish, and what the list says when empty. */
export function gridLocaleText(noRowsLabel: string, rows: RowsTexts = 'taleList') {
  return {
    ...trTR.components.MuiDataGrid.defaultProps.localeText,
    noRowsLabel,
    paginationDisplayedRows: displayedRows(rows),
  };
}

/** The page on screen and how to move: a new page size starts again from the first page. */
export interface PageView {
  view: { page: number; pageSize: number };
  onViewChange: (patch: { page: number } | { pageSize: number; page: 0 }) => void;
  pageSizes: readonly number[];
}

interface PagedListProps<R> extends PageView {
  /** The page on screen (undefined until the first one arrives). */
  answer: { rows: R[]; total: number } | undefined;
  loading: boolean;
  /** The id of the heading that names the list. */
  labelledBy: string;
}

/**
 * A page past the end (an old link, fewer rows since) goes back to the first page. `hasLastPage`: the grid knows
 * the last page and moves there itself instead.
 */
export function usePastTheEndGoesBack(
  list: Pick<PagedListProps<unknown>, 'answer' | 'loading' | 'view' | 'onViewChange'>,
  hasLastPage = false,
) {
  const { answer, loading, view, onViewChange } = list;
  const pastTheEnd =
    !loading && answer !== undefined && answer.rows.length === 0 && view.page > 0 && !hasLastPage;
  useEffect(() => {
    if (pastTheEnd) onViewChange({ page: 0 });
  }, [pastTheEnd, onViewChange]);
}

const autoHeight = () => 'auto' as const;
/** A new page size starts again from the first page. */
const pageSizePatch = (pageSize: number) => ({ pageSize, page: 0 as const });

/** A DataGrid's props for one page of `answer`, paged on the server by `view`. */
export function serverPaging<R extends GridValidRowModel>(list: PagedListProps<R>) {
  const { answer, view, onViewChange } = list;
  return {
    'aria-labelledby': list.labelledBy,
    rows: answer?.rows ?? [],
    rowCount: answer?.total ?? 0,
    loading: list.loading,
    paginationMode: 'server',
    paginationModel: { page: view.page, pageSize: view.pageSize },
    onPaginationModelChange: (model: { page: number; pageSize: number }) =>
      onViewChange(model.pageSize !== view.pageSize ? pageSizePatch(model.pageSize) : { page: model.page }),
    pageSizeOptions: [...list.pageSizes],
  } satisfies Partial<DataGridProps<R>>;
}

/** The grid: one page of `answer`, rows as tall as their wrapped text; no sorting, filtering or selecting. */
export function PagedGrid<R extends GridValidRowModel>({
  texts,
  localeText,
  answer,
  loading,
  view,
  onViewChange,
  pageSizes,
  labelledBy,
  ...grid
}: PagedListProps<R> & {
  texts: ListTexts;
  /** Texts of the grid's own besides the list's. */
  localeText?: DataGridProps<R>['localeText'];
  columns: GridColDef<R>[];
  getRowId: NonNullable<DataGridProps<R>['getRowId']>;
} & Pick<DataGridProps<R>, 'onRowClick' | 'onCellKeyDown' | 'sx'>) {
  const allTexts = useMemo(
    () => ({ ...gridLocaleText(t(`${texts}.noResults`), texts), ...localeText }),
    [texts, localeText],
  );
  return (
    <GridKeyboardHint>
      <DataGrid
        {...serverPaging({ answer, loading, view, onViewChange, pageSizes, labelledBy })}
        getRowHeight={autoHeight}
        localeText={allTexts}
        disableColumnSorting
        disableColumnMenu
        disableColumnFilter
        disableRowSelectionOnClick
        autoHeight
        {...grid}
      />
    </GridKeyboardHint>
  );
}

/** The page buttons under a list of cards: "1–25 / 40", the page size, the previous and next page. */
export function PageButtons({
  total,
  texts,
  view,
  onViewChange,
  pageSizes,
}: PageView & { total: number | undefined; texts: CardTexts }) {
  return (
    <TablePagination
      component="div"
      count={total ?? 0}
      page={total ? view.page : 0}
      rowsPerPage={view.pageSize}
      rowsPerPageOptions={[...pageSizes]}
      onPageChange={(_event, page) => onViewChange({ page })}
      onRowsPerPageChange={(event) => onViewChange(pageSizePatch(Number(event.target.value)))}
      labelRowsPerPage={t(`${texts}.rowsPerPage`)}
      labelDisplayedRows={displayedRows(texts)}
      getItemAriaLabel={(type) => t(`${texts}.${type}Page`)}
      sx={{ overflow: 'hidden', '.MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
    />
  );
}

/** The cards: a loading bar, one card per row (`card` draws its inside), then the page buttons. */
export function PagedCards<R>({
  texts,
  rowKey,
  card,
  ...list
}: PagedListProps<R> & {
  texts: CardTexts;
  rowKey: (row: R) => Key;
  card: (row: R) => ReactNode;
}) {
  const { answer, view, onViewChange } = list;
  const rows = answer?.rows ?? [];
  return (
    <>
      {list.loading ? <LinearProgress aria-label={t('app.loading')} sx={{ mb: 1 }} /> : null}
      {rows.length === 0 && !list.loading ? (
        <Typography color="text.secondary">{t(`${texts}.noResults`)}</Typography>
      ) : null}
      <Stack
        component="ul"
        aria-labelledby={list.labelledBy}
        sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5 }}
      >
        {rows.map((row) => (
          <Paper component="li" variant="outlined" key={rowKey(row)} sx={{ p: 1.5, minWidth: 0 }}>
            {card(row)}
          </Paper>
        ))}
      </Stack>
      <PageButtons
        total={answer?.total}
        texts={texts}
        view={view}
        onViewChange={onViewChange}
        pageSizes={list.pageSizes}
      />
    </>
  );
}
