import { type AuthUser, hasPermission, type TaleSummary, type Viewer } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { type ReactNode, useMemo } from 'react';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useUrlView } from '../../components/use-list-view.ts';
import { t } from '../../i18n/i18n.ts';
import { TaleGrid } from './tale-grid.tsx';
import type { TaleRowActions } from './tale-grid-columns.tsx';
import { TaleListEmpty } from './tale-list-empty.tsx';
import { TaleListFilters } from './tale-list-filters.tsx';
import { patchView, readView, STAFF_LIST_STATUSES, toQuery, writeView } from './tale-list-view.ts';
import { type TaleListScope, useTaleList } from './use-tale-list.ts';
import { useTaleRowActions } from './use-tale-row-actions.tsx';

export interface TaleListScreenProps {
  user: AuthUser;
  scope: TaleListScope;
  /** The id of the h1, which also names the grid. */
  headingId: string;
  title: string;
  intro: string;
  emptyText: string;
  /** Fixed statuses (the writer's pending work); without them the status filter is offered. */
  actionIds?: number[];
  /** A stable function (module level): the grid's columns for this viewer and these row buttons. */
  columns: (viewer: Viewer, actions: TaleRowActions) => GridColDef<TaleSummary>[];
  /** Rows grow with long cells (the editor's note). */
  wrapRows?: boolean /** Buttons above the list (the list's PDF). */;
  toolbar?: ReactNode;
}

/** The body every tale list shares: heading, filters, the server-paged grid, empty state, row dialogs. */
export function TaleListScreen({
  user,
  scope,
  headingId,
  title,
  intro,
  emptyText,
  actionIds,
  columns,
  wrapRows,
  toolbar,
}: TaleListScreenProps) {
  useDocumentTitle(title);
  const roleIds = useMemo(() => user.userRoles.map((r) => r.roleId), [user]);
  const [view, setView] = useUrlView(readView, writeView, patchView);
  const list = useTaleList(scope, user.userId, toQuery(actionIds ? { ...view, actionIds } : view));
  const rows = list.data?.rows ?? [];

  const { actions, dialogs } = useTaleRowActions(() => {
    // Deleting the only row of a later page would leave an empty page: step back one.
    if (rows.length === 1 && view.page > 0) setView({ page: view.page - 1 });
  });

  const gridColumns = useMemo(
    () => columns({ userId: user.userId, roleIds }, actions),
    [columns, user.userId, roleIds, actions],
  );

  const filtered = view.q !== '' || (!actionIds && view.actionIds.length > 0);
  const empty = list.isSuccess && list.data.total === 0 && !filtered;

  return (
    <Box>
      <Typography id={headingId} component="h1" variant="h4" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {intro}
      </Typography>
      {toolbar ? <Box sx={{ mb: 2 }}>{toolbar}</Box> : null}
      <TaleListFilters
        view={view}
        onChange={setView}
        showStatus={!actionIds}
        statuses={scope === 'all' ? STAFF_LIST_STATUSES : undefined}
      />
      {list.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('taleList.loadFailed')}
        </Alert>
      ) : null}
      {empty ? (
        <TaleListEmpty text={emptyText} showSend={hasPermission(roleIds, 'writeTales')} />
      ) : (
        <TaleGrid
          answer={list.data}
          loading={list.isFetching}
          view={view}
          onViewChange={setView}
          columns={gridColumns}
          labelledBy={headingId}
          wrapRows={wrapRows}
        />
      )}
      {dialogs}
    </Box>
  );
}
