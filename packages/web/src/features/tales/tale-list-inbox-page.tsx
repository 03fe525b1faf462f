import { ACTION, hasPermission, type TaleSummary, type Viewer } from '@masal/shared';
import type { GridColDef } from '@mui/x-data-grid';
import { t } from '../../i18n/i18n.ts';
import { useAuthUser } from '../../session/session-store.ts';
import { WorkQueueSection } from '../workflow/review/work-queue-section.tsx';
import {
  actionsColumn,
  lastNoteColumn,
  nameColumn,
  statusColumn,
  type TaleRowActions,
  updatedAtColumn,
  wordCountColumn,
} from './tale-grid-columns.tsx';
import { TaleListScreen } from './tale-list-screen.tsx';

/** The writer's pending work: drafts and tales returned for revision. */
const PENDING = [ACTION.draft, ACTION.revisionRequested];

const columns = (viewer: Viewer, actions: TaleRowActions): GridColDef<TaleSummary>[] => [
  nameColumn,
  actionsColumn(viewer, actions),
  statusColumn,
  lastNoteColumn,
  updatedAtColumn,
  wordCountColumn,
];

/**
 * /masal/taleListInbox: "Bekleyen İşlerim" — a writer's drafts and tales returned for revision, with the
 * editor's note; for editor-type roles their review queue (below the former when they also write).
 */
export function TaleListInboxPage() {
  const user = useAuthUser();
  if (!user) return null;
  const roleIds = user.userRoles.map((r) => r.roleId);
  const writes = hasPermission(roleIds, 'writeTales');
  return (
    <>
      {writes ? (
        <TaleListScreen
          user={user}
          scope="mine"
          headingId="tale-inbox-heading"
          title={t('taleList.inboxTitle')}
          intro={t('taleList.inboxIntro')}
          emptyText={t('taleList.emptyInbox')}
          actionIds={PENDING}
          columns={columns}
          wrapRows
        />
      ) : null}
      {hasPermission(roleIds, 'review') ? <WorkQueueSection main={!writes} /> : null}
    </>
  );
}
