import type { TaleSummary } from '@masal/shared';
import ManageHistoryOutlinedIcon from '@mui/icons-material/ManageHistoryOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import { GridActionsCellItem, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { useLayoutEffect, useRef } from 'react';
import { previewAction } from '../../../components/tale-list-columns.tsx';
import { taleNameColumn } from '../../../components/tale-name-column.tsx';
import { t } from '../../../i18n/i18n.ts';
import { authorColumn, statusColumn, submittedAtColumn } from '../tale-grid-columns.tsx';
import { isAssignable } from './bulk-assign.ts';

type Column = GridColDef<TaleSummary>;

export interface ManagementActions {
  preview: (row: TaleSummary) => void;
  decide: (row: TaleSummary) => void;
  isSelected: (taleId: number) => boolean;
  toggle: (row: TaleSummary) => void;
}

const DASH = '—';

/**
 * The row's checkbox for the batch assignment (tales at 2 or 3). The grid moves the focus between cells,
 * so the checkbox takes it when its cell does, as the grid's own selection checkboxes do.
 */
function SelectCell({
  params,
  actions,
}: {
  params: GridRenderCellParams<TaleSummary>;
  actions: ManagementActions;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { row, hasFocus, tabIndex } = params;
  useLayoutEffect(() => {
    if (hasFocus) input.current?.focus();
  }, [hasFocus]);
  if (!isAssignable(row)) return null;
  return (
    <Checkbox
      tabIndex={tabIndex}
      checked={actions.isSelected(row.taleId)}
      onChange={() => actions.toggle(row)}
      // Space belongs to the checkbox, not to the grid's own row selection.
      onKeyDown={(e) => {
        if (e.key === ' ') e.stopPropagation();
      }}
      slotProps={{ input: { ref: input, 'aria-label': t('taleManagement.select', { name: row.taleName }) } }}
    />
  );
}

function selectColumn(actions: ManagementActions): Column {
  return {
    field: 'select',
    headerName: t('taleManagement.columnSelect'),
    width: 52,
    sortable: false,
    renderCell: (params) => <SelectCell params={params} actions={actions} />,
  };
}

/** Önizle and İşlemler (the decisions dialog: assignment, status changes, history). */
function actionsColumn(actions: ManagementActions): Column {
  return {
    field: 'actions',
    type: 'actions',
    headerName: t('taleList.columnActions'),
    width: 92,
    getActions: ({ row }) => [
      previewAction(() => actions.preview(row)),
      <GridActionsCellItem
        key="decide"
        icon={<ManageHistoryOutlinedIcon />}
        label={t('taleManagement.decide')}
        title={t('taleManagement.decide')}
        onClick={() => actions.decide(row)}
      />,
    ],
  };
}

/** Long names and places wrap: the grid's rows grow with them (wrapRows), so no text is cut off. */
const wrapped = (text: string, secondLine?: string | null) => (
  <Box sx={{ py: 1, minWidth: 0, whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.4 }}>
    {text}
    {secondLine ? <Box sx={{ color: 'text.secondary' }}>{secondLine}</Box> : null}
  </Box>
);

const nameWrappedColumn: Column = taleNameColumn({ wraps: true, minWidth: 140 });

/** Status chips wrap their label, so the column is narrower than on the other tale lists. */
const narrowStatusColumn: Column = { ...statusColumn, minWidth: 160 };

function editorColumn(editorNames: ReadonlyMap<number, string>): Column {
  return {
    field: 'editorId',
    headerName: t('taleManagement.columnEditor'),
    flex: 1,
    minWidth: 120,
    sortable: false,
    valueGetter: (_value, row) => (row.editorId === null ? DASH : (editorNames.get(row.editorId) ?? DASH)),
    renderCell: ({ value }) => wrapped(String(value)),
  };
}

const authorWrappedColumn: Column = {
  ...authorColumn,
  minWidth: 120,
  renderCell: ({ row }) => wrapped(row.authorNameSurname),
};

/** The region, and its city under it; sorted by region on the server. */
const placeColumn: Column = {
  field: 'area',
  headerName: t('taleManagement.columnPlace'),
  flex: 1,
  minWidth: 130,
  renderCell: ({ row }) => wrapped(row.area ?? DASH, row.city),
};

/** The columns by importance: on a narrow screen the last ones give way first (tale-grid-fit.ts). */
export function managementColumns(
  actions: ManagementActions,
  editorNames: ReadonlyMap<number, string>,
): Column[] {
  return [
    selectColumn(actions),
    nameWrappedColumn,
    actionsColumn(actions),
    narrowStatusColumn,
    editorColumn(editorNames),
    authorWrappedColumn,
    placeColumn,
    submittedAtColumn,
  ];
}
