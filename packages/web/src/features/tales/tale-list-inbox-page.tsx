import { ACTION, type TaleSummary, type Viewer } from '@masal/shared';
import type { GridColDef } from '@mui/x-data-grid';
import { useAuthUser } from '../../app/session-store.ts';
import { t } from '../../i18n/i18n.ts';
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

/** /masal/taleListInbox "Bekleyen İşlerim": the user's drafts and tales returned for revision, with the editor's note. */
export function TaleListInboxPage() {
  const user = useAuthUser();
  if (!user) return null;
  return (
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
  );
}
