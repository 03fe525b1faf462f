import {
  ACTION,
  canDeleteTale,
  canEditTale,
  formatDateTr,
  type TaleAccess,
  type TaleSummary,
  type Viewer,
} from '@masal/shared';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { previewAction, wordCountColumn as wordCountColumnOf } from '../../components/tale-list-columns.tsx';
import { taleNameColumn } from '../../components/tale-name-column.tsx';
import { t } from '../../i18n/i18n.ts';
import { TaleStatusChip } from './tale-status-chip.tsx';
import { taleStatusColumn } from './tale-status-column.tsx';

/** The column pieces the tale lists ("Masallarım", "Masal Listesi", "Bekleyen İşlerim") are built from. */
type Column = GridColDef<TaleSummary>;

export interface TaleRowActions {
  preview: (row: TaleSummary) => void;
  edit: (row: TaleSummary) => void;
  remove: (row: TaleSummary) => void;
}

const DASH = '—';
const text = (value: string | null | undefined) => (value?.trim() ? value : DASH);

export const nameColumn: Column = taleNameColumn();

/** On a narrow list the name cell also carries the status and the editor's note, whose columns are hidden. */
export function nameWithDetailsColumn(show: { status: boolean; note: boolean }): Column {
  return taleNameColumn({
    details: (row) => (
      <>
        {show.status ? (
          <Box sx={{ mt: 0.5 }}>
            <TaleStatusChip actionId={row.actionId} label={row.actionName} />
          </Box>
        ) : null}
        {show.note && row.actionId === ACTION.revisionRequested && row.lastNote?.trim() ? (
          <Box sx={{ mt: 0.5, whiteSpace: 'pre-wrap', typography: 'body2' }}>{row.lastNote}</Box>
        ) : null}
      </>
    ),
  });
}

export const authorColumn: Column = {
  field: 'authorNameSurname',
  headerName: t('taleList.columnAuthor'),
  flex: 1,
  minWidth: 160,
  sortable: false,
};

export const statusColumn: Column = taleStatusColumn();

export const areaColumn: Column = {
  field: 'area',
  headerName: t('taleList.columnArea'),
  minWidth: 140,
  flex: 1,
  valueFormatter: (value: string | null) => text(value),
};

export const cityColumn: Column = {
  field: 'city',
  headerName: t('taleList.columnCity'),
  minWidth: 120,
  flex: 1,
  valueFormatter: (value: string | null) => text(value),
};

function dateColumn(field: 'createdAt' | 'updatedAt' | 'submittedAt', headerName: string): Column {
  return {
    field,
    headerName,
    width: 125,
    // Newest first is the useful first click for dates.
    sortingOrder: ['desc', 'asc'],
    valueFormatter: (value: string | null) => (value ? formatDateTr(value) : DASH),
  };
}
export const createdAtColumn = dateColumn('createdAt', t('taleList.columnCreatedAt'));
export const updatedAtColumn = dateColumn('updatedAt', t('taleList.columnUpdatedAt'));
export const submittedAtColumn = dateColumn('submittedAt', t('taleList.columnSubmittedAt'));

export const wordCountColumn: Column = wordCountColumnOf(125);

/** The editor's note, in full and wrapped (the grid uses automatic row heights with it). */
export const lastNoteColumn: Column = {
  field: 'lastNote',
  headerName: t('taleList.columnLastNote'),
  flex: 3,
  minWidth: 240,
  sortable: false,
  renderCell: ({ row }) => (
    <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', py: 1, lineHeight: 1.5 }}>
      {row.actionId === ACTION.revisionRequested ? text(row.lastNote) : DASH}
    </Box>
  ),
};

/** A list row as the workflow rules see it; a summary may not carry the assigned editor. */
function access(row: TaleSummary): TaleAccess {
  const editorId = (row as Partial<{ editorId: number | null }>).editorId;
  return { userId: row.userId, actionId: row.actionId, editorId: editorId ?? null };
}

/** Önizle always; Düzenle and Sil only where the workflow allows it (the server checks again). */
export function actionsColumn(viewer: Viewer, actions: TaleRowActions): Column {
  return {
    field: 'actions',
    type: 'actions',
    headerName: t('taleList.columnActions'),
    width: 130,
    getActions: ({ row }) => {
      const items = [previewAction(() => actions.preview(row))];
      if (canEditTale(access(row), viewer)) {
        items.push(
          <GridActionsCellItem
            key="edit"
            icon={<EditOutlinedIcon />}
            label={t('taleList.edit')}
            title={t('taleList.edit')}
            onClick={() => actions.edit(row)}
          />,
        );
      }
      if (canDeleteTale(access(row), viewer)) {
        items.push(
          <GridActionsCellItem
            key="delete"
            icon={<DeleteOutlinedIcon />}
            label={t('taleList.delete')}
            title={t('taleList.delete')}
            onClick={() => actions.remove(row)}
          />,
        );
      }
      return items;
    },
  };
}
