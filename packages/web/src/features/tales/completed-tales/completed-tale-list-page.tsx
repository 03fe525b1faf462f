import { ACTION, type TaleSummary } from '@masal/shared';
import type { GridColDef } from '@mui/x-data-grid';
import { useLocation } from 'react-router';
import { taleNameColumn } from '../../../components/tale-name-column.tsx';
import { t } from '../../../i18n/i18n.ts';
import { useAuthUser } from '../../../session/session-store.ts';
import { ListPdfButton } from '../../pdf/list-pdf-button.tsx';
import {
  areaColumn,
  authorColumn,
  cityColumn,
  updatedAtColumn,
  wordCountColumn,
} from '../tale-grid-columns.tsx';
import { TaleListScreen } from '../tale-list-screen.tsx';
import {
  COMPLETED_SCREENS,
  type CompletedScreenName,
  completedScreenOf,
  completedTalePath,
} from './completed-screens.ts';

/** Stable per list (TaleListScreen wants module-level column functions): the name opens the tale's page. */
const columnsOf = (screen: CompletedScreenName) => {
  const columns: GridColDef<TaleSummary>[] = [
    taleNameColumn<TaleSummary>({ opens: { page: (taleId) => completedTalePath(screen, taleId) } }),
    authorColumn,
    areaColumn,
    cityColumn,
    updatedAtColumn,
    wordCountColumn,
  ];
  return () => columns;
};
const COLUMNS: Record<CompletedScreenName, () => GridColDef<TaleSummary>[]> = {
  complatedTalePage: columnsOf('complatedTalePage'),
  ComplatedTalePage: columnsOf('ComplatedTalePage'),
  privateContentTalePage: columnsOf('privateContentTalePage'),
};

/**
 * /masal/complatedTalePage, /masal/ComplatedTalePage (tales at 6) and /masal/privateContentTalePage
 * (tales at 7): server-paged, searchable by name; paging and search live in the URL.
 */
export function CompletedTaleListPage() {
  const user = useAuthUser();
  const screen = completedScreenOf(useLocation().pathname);
  if (!user) return null;
  const { actionId, title, intro, empty } = COMPLETED_SCREENS[screen];
  return (
    <TaleListScreen
      key={screen}
      user={user}
      scope="all"
      headingId="completed-tales-heading"
      title={t(title)}
      intro={t(intro)}
      emptyText={t(empty)}
      actionIds={[actionId]}
      columns={COLUMNS[screen]}
      wrapRows
      toolbar={<ListPdfButton criterion={actionId === ACTION.completed ? 'completed' : 'privateContent'} />}
    />
  );
}
