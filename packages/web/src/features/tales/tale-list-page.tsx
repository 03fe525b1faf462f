import { type AuthUser, hasPermission } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useAuthUser } from '../../app/session-store.ts';
import { t } from '../../i18n/i18n.ts';
import { TaleGrid } from './tale-grid.tsx';
import {
  actionsColumn,
  areaColumn,
  authorColumn,
  cityColumn,
  createdAtColumn,
  nameColumn,
  statusColumn,
  submittedAtColumn,
  updatedAtColumn,
  wordCountColumn,
} from './tale-grid-columns.tsx';
import { TaleListEmpty } from './tale-list-empty.tsx';
import { TaleListFilters } from './tale-list-filters.tsx';
import { toQuery } from './tale-list-view.ts';
import { taleListScope, useTaleList } from './use-tale-list.ts';
import { useTaleListView } from './use-tale-list-view.ts';
import { useTaleRowActions } from './use-tale-row-actions.tsx';

const HEADING_ID = 'tale-list-heading';

function TaleList({ user }: { user: AuthUser }) {
  const roleIds = useMemo(() => user.userRoles.map((r) => r.roleId), [user]);
  const scope = taleListScope(roleIds);
  const [view, setView] = useTaleListView();
  const list = useTaleList(scope, user.userId, toQuery(view));
  const rows = list.data?.rows ?? [];

  const { actions, dialogs } = useTaleRowActions(() => {
    // Deleting the only row of a later page would leave an empty page: step back one.
    if (rows.length === 1 && view.page > 0) setView({ page: view.page - 1 });
  });

  const columns = useMemo(() => {
    const viewer = { userId: user.userId, roleIds };
    // The row buttons come right after the name, so they are in view without scrolling sideways.
    return [
      nameColumn,
      actionsColumn(viewer, actions),
      ...(scope === 'all' ? [authorColumn] : []),
      statusColumn,
      areaColumn,
      cityColumn,
      createdAtColumn,
      updatedAtColumn,
      submittedAtColumn,
      wordCountColumn,
    ];
  }, [scope, user.userId, roleIds, actions]);

  const filtered = view.q !== '' || view.actionIds.length > 0;
  const empty = list.isSuccess && list.data.total === 0 && !filtered;

  return (
    <Box>
      <Typography id={HEADING_ID} component="h1" variant="h4" sx={{ fontWeight: 600, mb: 1 }}>
        {scope === 'mine' ? t('taleList.titleMine') : t('taleList.titleAll')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {scope === 'mine' ? t('taleList.introMine') : t('taleList.introAll')}
      </Typography>
      <TaleListFilters view={view} onChange={setView} />
      {list.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('taleList.loadFailed')}
        </Alert>
      ) : null}
      {empty ? (
        <TaleListEmpty
          text={scope === 'mine' ? t('taleList.emptyMine') : t('taleList.emptyAll')}
          showSend={hasPermission(roleIds, 'writeTales')}
        />
      ) : (
        <TaleGrid
          rows={rows}
          total={list.data?.total ?? 0}
          loading={list.isFetching}
          view={view}
          onViewChange={setView}
          columns={columns}
          labelledBy={HEADING_ID}
        />
      )}
      {dialogs}
    </Box>
  );
}

/**
 * /masal/taleList: "Masallarım" for writers (their own tales), "Masal Listesi" for staff (every
 * tale they may see, with the compiler's name). Paging, sorting and filters live in the URL.
 */
export function TaleListPage() {
  const user = useAuthUser();
  return user ? <TaleList user={user} /> : null;
}
