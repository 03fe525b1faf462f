import { ACTION, compareTr, type EditorRow, formatCount, PRODUCT_PATH } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { gridLocaleText } from '../../../components/paged-list.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { t } from '../../../i18n/i18n.ts';
import { editorName, editorRoles } from './editor-labels.ts';
import { useEditors } from './editors-api.ts';

const HEADING_ID = 'editor-list-heading';
const getRowId = (row: EditorRow) => row.userId;
// Every editor comes in one answer: the grid pages them itself, with the paged lists' texts.
const localeText = gridLocaleText(t('editors.empty'));
const autoHeight = () => 'auto' as const;

/** The editor's open tales (3 and 4) on the tale management screen. */
const openTalesPath = (editor: EditorRow) =>
  `${PRODUCT_PATH}/taleManagement?${new URLSearchParams({
    editorId: String(editor.userId),
    actionIds: `${ACTION.inReview},${ACTION.revisionRequested}`,
  })}`;

const activeText = (editor: EditorRow) => (editor.isActive ? t('editors.active') : t('editors.passive'));

const nameColumn: GridColDef<EditorRow> = {
  field: 'name',
  headerName: t('editors.name'),
  flex: 1,
  minWidth: 160,
  // Sorted by surname, then name, as the users list is; shown as "Ad Soyad".
  valueGetter: (_value, row) => `${row.surname} ${row.name}`,
  valueFormatter: (_value, row) => editorName(row),
  sortComparator: compareTr,
};

/** On a phone the name cell also carries the e-mail, the roles and a passive account, whose columns are hidden. */
const nameWithDetailsColumn: GridColDef<EditorRow> = {
  ...nameColumn,
  renderCell: ({ row }) => (
    <Box sx={{ py: 1, minWidth: 0, whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.5 }}>
      <Box sx={{ fontWeight: 600 }}>{editorName(row)}</Box>
      <Box sx={{ typography: 'body2' }}>{row.email}</Box>
      <Box sx={{ typography: 'body2', color: 'text.secondary' }}>{editorRoles(row)}</Box>
      {row.isActive ? null : <Box sx={{ typography: 'body2' }}>{activeText(row)}</Box>}
    </Box>
  ),
};

const openColumn: GridColDef<EditorRow> = {
  field: 'openCount',
  headerName: t('editors.open'),
  type: 'number',
  width: 90,
  renderCell: ({ row }) => (
    <Link
      component={RouterLink}
      to={openTalesPath(row)}
      aria-label={t('editors.openLink', { count: row.openCount, name: editorName(row) })}
      sx={{ fontWeight: 600 }}
    >
      {formatCount(row.openCount)}
    </Link>
  ),
};

const reviewedColumn: GridColDef<EditorRow> = {
  field: 'reviewedCount',
  headerName: t('editors.reviewed'),
  type: 'number',
  width: 120,
  valueFormatter: (value: number) => formatCount(value),
};

const WIDE_COLUMNS: GridColDef<EditorRow>[] = [
  nameColumn,
  { field: 'email', headerName: t('editors.email'), flex: 1.2, minWidth: 200, sortComparator: compareTr },
  {
    field: 'roleIds',
    headerName: t('editors.roles'),
    flex: 1.5,
    minWidth: 200,
    valueGetter: (_value, row) => editorRoles(row),
    sortComparator: compareTr,
  },
  {
    field: 'isActive',
    headerName: t('editors.status'),
    width: 110,
    valueGetter: (_value, row) => activeText(row),
    sortComparator: compareTr,
  },
  openColumn,
  reviewedColumn,
];
/** Fits a 320 px phone: the numbers keep just the room their headers need. */
const NARROW_COLUMNS: GridColDef<EditorRow>[] = [
  { ...nameWithDetailsColumn, minWidth: 110 },
  { ...openColumn, width: 76 },
  { ...reviewedColumn, width: 116 },
];

/**
 * /masal/editorList (admin): everyone with an editor-type role — roles, whether active, open and reviewed
 * tales — sortable by any column; an open count leads to those tales on the tale management screen.
 */
export function EditorListPage() {
  useDocumentTitle(t('editors.title'));
  const editors = useEditors();
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [sortModel, setSortModel] = useState<GridSortModel>([{ field: 'name', sort: 'asc' }]);

  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography id={HEADING_ID} component="h1" variant="h4" sx={{ fontWeight: 600, mb: 1 }}>
        {t('editors.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('editors.intro')}
      </Typography>
      {editors.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('editors.loadFailed')}
        </Alert>
      ) : null}
      <Box sx={{ width: '100%', minWidth: 0 }}>
        <DataGrid
          aria-labelledby={HEADING_ID}
          rows={editors.data ?? []}
          columns={narrow ? NARROW_COLUMNS : WIDE_COLUMNS}
          getRowId={getRowId}
          loading={editors.isPending}
          localeText={localeText}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          sortingOrder={['asc', 'desc']}
          disableColumnFilter
          disableColumnMenu
          disableRowSelectionOnClick
          getRowHeight={narrow ? autoHeight : undefined}
          autoHeight
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[10, 25, 50, 100]}
          sx={{
            bgcolor: 'background.paper',
            '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
            '& .MuiDataGrid-cell--textRight': { justifyContent: 'flex-end' },
          }}
        />
      </Box>
    </Box>
  );
}
