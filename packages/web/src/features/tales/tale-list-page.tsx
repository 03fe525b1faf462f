import type { TaleSummary, Viewer } from '@masal/shared';
import type { GridColDef } from '@mui/x-data-grid';
import { t } from '../../i18n/i18n.ts';
import { useAuthUser } from '../../session/session-store.ts';
import {
  actionsColumn,
  areaColumn,
  authorColumn,
  cityColumn,
  createdAtColumn,
  nameColumn,
  statusColumn,
  submittedAtColumn,
  type TaleRowActions,
  updatedAtColumn,
  wordCountColumn,
} from './tale-grid-columns.tsx';
import { TaleListScreen } from './tale-list-screen.tsx';
import { type TaleListScope, taleListScope } from './use-tale-list.ts';

/** The row buttons come right after the name, so they are in view without scrolling sideways. */
const columnsFor =
  (scope: TaleListScope) =>
  (viewer: Viewer, actions: TaleRowActions): GridColDef<TaleSummary>[] => [
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
const COLUMNS: Record<TaleListScope, ReturnType<typeof columnsFor>> = {
  mine: columnsFor('mine'),
  all: columnsFor('all'),
};

/**
 * /masal/taleList: "Masallarım" for writers (their own tales), "Masal Listesi" for staff (every
 * tale they may see, with the compiler's name). Paging, sorting and filters live in the URL.
 */
export function TaleListPage() {
  const user = useAuthUser();
  if (!user) return null;
  const scope = taleListScope(user.userRoles.map((r) => r.roleId));
  const mine = scope === 'mine';
  return (
    <TaleListScreen
      user={user}
      scope={scope}
      headingId="tale-list-heading"
      title={mine ? t('taleList.titleMine') : t('taleList.titleAll')}
      intro={mine ? t('taleList.introMine') : t('taleList.introAll')}
      emptyText={mine ? t('taleList.emptyMine') : t('taleList.emptyAll')}
      columns={COLUMNS[scope]}
    />
  );
}
