import type { TaleSummary } from '@masal/shared';
import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type MouseEvent, useEffect, useMemo, useState } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useUrlView } from '../../../components/use-list-view.ts';
import { t } from '../../../i18n/i18n.ts';
import { useAuthUser } from '../../../session/session-store.ts';
import { byEditorName, editorName } from '../../workflow/editors/editor-labels.ts';
import { useEditors } from '../../workflow/editors/editors-api.ts';
import { TaleGrid } from '../tale-grid.tsx';
import { TalePreviewDialog } from '../tale-preview-dialog.tsx';
import { useTaleList } from '../use-tale-list.ts';
import type { AssignOutcome } from './bulk-assign.ts';
import { BulkAssignDialog } from './bulk-assign-dialog.tsx';
import { type ManagementActions, managementColumns } from './management-columns.tsx';
import { ManagementFilters } from './management-filters.tsx';
import {
  patchManagementView,
  readManagementView,
  toManagementQuery,
  writeManagementView,
} from './management-view.ts';
import { TaleDecisionsDialog } from './tale-decisions-dialog.tsx';
import { useSelection } from './use-selection.ts';

const HEADING_ID = 'tale-management-heading';
const NO_ROWS: TaleSummary[] = [];

/**
 * The row of a click or an Enter inside the grid, unless it landed on one of the row's own controls
 * (checkbox, buttons): TaleGrid takes no row handlers, so the page listens around it.
 */
function rowIdOf(event: MouseEvent | KeyboardEvent): number | null {
  const target = event.target as HTMLElement;
  if (target.closest('button, input, a, [role="columnheader"]')) return null;
  const id = target.closest<HTMLElement>('[role="row"][data-id]')?.dataset.id;
  return id ? Number(id) : null;
}

/**
 * /masal/taleManagement (admin): every tale, paged on the server and filtered by status, name, region,
 * city, editor and submitted days (all in the URL). A row opens the preview; "İşlemler" assigns or
 * reassigns the editor and changes the status with a reason; several tales go to one editor at once.
 */
export function TaleManagementPage() {
  useDocumentTitle(t('taleManagement.title'));
  const [view, setView] = useUrlView(readManagementView, writeManagementView, patchManagementView);
  const userId = useAuthUser()?.userId ?? 0;
  // Every tale the admin may see (GET /v1/tales/), under the tale lists' key: each decision refreshes it.
  const list = useTaleList('all', userId, toManagementQuery(view));
  const rows = list.data?.rows ?? NO_ROWS;
  const editors = useEditors();
  const selection = useSelection();
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [deciding, setDeciding] = useState<TaleSummary | null>(null);
  const [batch, setBatch] = useState<readonly TaleSummary[] | null>(null);

  const editorNames = useMemo(
    () => new Map((editors.data ?? []).map((e) => [e.userId, editorName(e)])),
    [editors.data],
  );
  const editorOptions = useMemo(
    () =>
      [...(editors.data ?? [])].sort(byEditorName).map((e) => ({ value: e.userId, label: editorName(e) })),
    [editors.data],
  );
  const actions = useMemo<ManagementActions>(
    () => ({
      preview: (row) => setPreviewId(row.taleId),
      decide: (row) => setDeciding(row),
      isSelected: selection.isSelected,
      toggle: selection.toggle,
    }),
    [selection.isSelected, selection.toggle],
  );
  const columns = useMemo(() => managementColumns(actions, editorNames), [actions, editorNames]);

  const { sync } = selection;
  useEffect(() => sync(rows), [sync, rows]);

  const openRow = (event: MouseEvent | KeyboardEvent) => {
    const id = rowIdOf(event);
    if (id !== null) setPreviewId(id);
  };
  const onFinished = (outcomes: AssignOutcome[]) =>
    selection.remove(outcomes.filter((o) => !o.failure).map((o) => o.tale.taleId));
  const count = selection.rows.length;

  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography id={HEADING_ID} component="h1" variant="h4" sx={{ fontWeight: 600, mb: 1 }}>
        {t('taleManagement.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('taleManagement.intro')}
      </Typography>
      <ManagementFilters view={view} editors={editorOptions} onChange={setView} />
      {list.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('taleList.loadFailed')}
        </Alert>
      ) : null}
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}
        role="group"
        aria-label={t('taleManagement.batch')}
      >
        <Typography aria-live="polite" sx={{ mr: 1, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}>
          {count > 0 ? t('taleManagement.selected', { count }) : t('taleManagement.selectHint')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AssignmentIndOutlinedIcon />}
          disabled={count === 0}
          onClick={() => setBatch(selection.rows)}
        >
          {t('taleManagement.bulkOpen')}
        </Button>
        <Button onClick={() => selection.addAll(rows)}>{t('taleManagement.selectPage')}</Button>
        {count > 0 ? (
          <Button onClick={() => selection.remove()}>{t('taleManagement.clearSelection')}</Button>
        ) : null}
      </Stack>
      <Box
        sx={{ minWidth: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        onClick={openRow}
        onKeyDown={(event) => {
          if (event.key === 'Enter') openRow(event);
        }}
      >
        <TaleGrid
          answer={list.data}
          loading={list.isFetching}
          view={view}
          onViewChange={setView}
          columns={columns}
          labelledBy={HEADING_ID}
          wrapRows
        />
      </Box>
      <TalePreviewDialog taleId={previewId} onClose={() => setPreviewId(null)} />
      <TaleDecisionsDialog tale={deciding} editorNames={editorNames} onClose={() => setDeciding(null)} />
      <BulkAssignDialog tales={batch} onClose={() => setBatch(null)} onFinished={onFinished} />
    </Box>
  );
}
