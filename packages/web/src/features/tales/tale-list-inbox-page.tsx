import { ACTION, type AuthUser, hasPermission } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useAuthUser } from '../../app/session-store.ts';
import { t } from '../../i18n/i18n.ts';
import { TaleGrid } from './tale-grid.tsx';
import {
  actionsColumn,
  lastNoteColumn,
  nameColumn,
  statusColumn,
  updatedAtColumn,
  wordCountColumn,
} from './tale-grid-columns.tsx';
import { TaleListEmpty } from './tale-list-empty.tsx';
import { TaleListFilters } from './tale-list-filters.tsx';
import { toQuery } from './tale-list-view.ts';
import { useTaleList } from './use-tale-list.ts';
import { useTaleListView } from './use-tale-list-view.ts';
import { useTaleRowActions } from './use-tale-row-actions.tsx';

const HEADING_ID = 'tale-inbox-heading';
/** The writer's pending work: drafts and tales returned for revision. */
const PENDING = [ACTION.draft, ACTION.revisionRequested];

function TaleInbox({ user }: { user: AuthUser }) {
  const roleIds = useMemo(() => user.userRoles.map((r) => r.roleId), [user]);
  const [view, setView] = useTaleListView();
  const list = useTaleList('mine', user.userId, toQuery({ ...view, actionIds: PENDING }));
  const rows = list.data?.rows ?? [];

  const { actions, dialogs } = useTaleRowActions(() => {
    if (rows.length === 1 && view.page > 0) setView({ page: view.page - 1 });
  });

  const columns = useMemo(
    () => [
      nameColumn,
      actionsColumn({ userId: user.userId, roleIds }, actions),
      statusColumn,
      lastNoteColumn,
      updatedAtColumn,
      wordCountColumn,
    ],
    [user.userId, roleIds, actions],
  );

  const empty = list.isSuccess && list.data.total === 0 && view.q === '';

  return (
    <Box>
      <Typography id={HEADING_ID} component="h1" variant="h4" sx={{ fontWeight: 600, mb: 1 }}>
        {t('taleList.inboxTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('taleList.inboxIntro')}
      </Typography>
      <TaleListFilters view={view} onChange={setView} showStatus={false} />
      {list.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('taleList.loadFailed')}
        </Alert>
      ) : null}
      {empty ? (
        <TaleListEmpty text={t('taleList.emptyInbox')} showSend={hasPermission(roleIds, 'writeTales')} />
      ) : (
        <TaleGrid
          rows={rows}
          total={list.data?.total ?? 0}
          loading={list.isFetching}
          view={view}
          onViewChange={setView}
          columns={columns}
          labelledBy={HEADING_ID}
          wrapRows
        />
      )}
      {dialogs}
    </Box>
  );
}

/** /masal/taleListInbox "Bekleyen İşlerim": the user's drafts and tales returned for revision, with the editor's note. */
export function TaleListInboxPage() {
  const user = useAuthUser();
  return user ? <TaleInbox user={user} /> : null;
}
