import type { TaleGroupWithSubGroups, TaleSubGroup } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog.tsx';
import { HeadingWithAdd } from '../../../components/heading-with-add.tsx';
import { showToast } from '../../../components/toast-store.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { t } from '../../../i18n/i18n.ts';
import { TaleGroupDialog, type TypeTarget } from './tale-group-dialog.tsx';
import { TaleGroupTales } from './tale-group-tales.tsx';
import { TaleGroupTree, type TypeActions } from './tale-group-tree.tsx';
import {
  TALE_GROUPS_KEY,
  type TypeSelection,
  taleGroupApi,
  useTaleGroupCounts,
  useTaleGroupTree,
} from './tale-groups-api.ts';

const HEADING_ID = 'tale-groups-heading';
const TREE_HEADING_ID = 'tale-groups-tree-heading';

type Removal =
  | { kind: 'group'; group: TaleGroupWithSubGroups }
  | { kind: 'subGroup'; subGroup: TaleSubGroup };

/** The selected type in the URL (`?group=1&sub=3`), so a reload or a link keeps it. */
function useSelection(): [TypeSelection | null, (next: TypeSelection | null) => void] {
  const [params, setParams] = useSearchParams();
  const groupId = Number(params.get('group'));
  const subGroupId = Number(params.get('sub'));
  const selection =
    Number.isInteger(groupId) && groupId > 0
      ? { groupId, subGroupId: Number.isInteger(subGroupId) && subGroupId > 0 ? subGroupId : undefined }
      : null;
  const select = (next: TypeSelection | null) => {
    const search = new URLSearchParams();
    if (next) search.set('group', String(next.groupId));
    if (next?.subGroupId) search.set('sub', String(next.subGroupId));
    setParams(search, { replace: true });
  };
  return [selection, select];
}

/** The selected type's title ("Group / Subgroup"), or null when it is not (or no longer) in the list. */
function titleOf(groups: TaleGroupWithSubGroups[], selection: TypeSelection | null): string | null {
  const group = groups.find((g) => g.groupId === selection?.groupId);
  if (!group) return null;
  if (selection?.subGroupId === undefined) return group.groupName;
  const subGroup = group.subGroups.find((s) => s.subGroupId === selection.subGroupId);
  return subGroup ? `${group.groupName} / ${subGroup.subGroupName}` : null;
}

const move = <T,>(items: readonly T[], index: number, by: -1 | 1): T[] => {
  const next = [...items];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(index + by, 0, item);
  return next;
};

/**
 * /masal/taleGroupList (admins and editor-type roles): the ATU groups and subgroups as a tree with their
 * numbers and tale counts; a type's tales beside it; add, edit, reorder and delete (a type in use is kept).
 */
export function TaleGroupsPage() {
  useDocumentTitle(t('menu.taleGroupList'));
  const queryClient = useQueryClient();
  const types = useTaleGroupTree();
  const counts = useTaleGroupCounts();
  const [selection, select] = useSelection();
  const [editing, setEditing] = useState<TypeTarget | null>(null);
  const [removing, setRemoving] = useState<Removal | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const groups = types.data ?? [];
  const title = titleOf(groups, selection);

  const refresh = () => queryClient.invalidateQueries({ queryKey: TALE_GROUPS_KEY });
  const afterChange = async (result: { ok: true } | { ok: false; message: string }, done: string) => {
    if (!result.ok) {
      setRefusal(result.message);
      await refresh();
      return;
    }
    setRefusal(null);
    showToast(done, 'success', 'taleGroups');
    await refresh();
  };

  const actions: TypeActions = {
    select: (next) => select(next),
    editGroup: (group) =>
      setEditing({
        kind: 'group',
        groupId: group.groupId,
        values: { name: group.groupName, atu: group.atu ?? '', ttv: group.ttv ?? '' },
      }),
    editSubGroup: (subGroup) =>
      setEditing({
        kind: 'subGroup',
        subGroupId: subGroup.subGroupId,
        values: { name: subGroup.subGroupName, atu: subGroup.atu ?? '', ttv: subGroup.ttv ?? '' },
      }),
    addSubGroup: (group) =>
      setEditing({ kind: 'newSubGroup', groupId: group.groupId, groupName: group.groupName }),
    removeGroup: (group) => setRemoving({ kind: 'group', group }),
    removeSubGroup: (subGroup) => setRemoving({ kind: 'subGroup', subGroup }),
    moveGroup: async (index, by) => {
      const ids = move(groups, index, by).map((g) => g.groupId);
      await afterChange(await taleGroupApi.reorderGroups(ids), t('taleGroups.moved'));
    },
    moveSubGroup: async (group, index, by) => {
      const ids = move(group.subGroups, index, by).map((s) => s.subGroupId);
      await afterChange(await taleGroupApi.reorderSubGroups(group.groupId, ids), t('taleGroups.moved'));
    },
  };

  const confirmRemove = async () => {
    const target = removing;
    setRemoving(null);
    if (!target) return;
    const result =
      target.kind === 'group'
        ? await taleGroupApi.removeGroup(target.group.groupId)
        : await taleGroupApi.removeSubGroup(target.subGroup.subGroupId);
    const wasSelected =
      target.kind === 'group'
        ? selection?.groupId === target.group.groupId
        : selection?.subGroupId === target.subGroup.subGroupId;
    if (result.ok && wasSelected) select(null);
    await afterChange(result, t('taleGroups.deleted'));
  };

  const removingName =
    removing?.kind === 'group' ? removing.group.groupName : (removing?.subGroup.subGroupName ?? '');

  return (
    <Box>
      <HeadingWithAdd
        id={HEADING_ID}
        title={t('menu.taleGroupList')}
        addLabel={t('taleGroups.addGroup')}
        onAdd={() => setEditing({ kind: 'newGroup' })}
      />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('taleGroups.intro')}
      </Typography>
      {refusal ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      ) : null}
      {types.isError ? <Alert severity="error">{t('taleGroups.loadFailed')}</Alert> : null}
      {types.isPending ? (
        <CircularProgress aria-label={t('app.loading')} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' },
            alignItems: 'start',
          }}
        >
          <Paper variant="outlined" component="section" aria-labelledby={TREE_HEADING_ID}>
            <Typography id={TREE_HEADING_ID} component="h2" variant="h6" sx={{ px: 2, pt: 1.5, pb: 1 }}>
              {t('taleGroups.treeHeading')}
            </Typography>
            <TaleGroupTree
              groups={groups}
              counts={counts.data}
              selection={selection}
              actions={actions}
              labelledBy={TREE_HEADING_ID}
            />
          </Paper>
          <Box component="section" sx={{ minWidth: 0, position: { lg: 'sticky' }, top: { lg: 80 } }}>
            {selection && title ? (
              <TaleGroupTales
                key={`${selection.groupId}-${selection.subGroupId ?? ''}`}
                selection={selection}
                title={title}
              />
            ) : (
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography color="text.secondary">{t('taleGroups.selectHint')}</Typography>
              </Paper>
            )}
          </Box>
        </Box>
      )}
      <TaleGroupDialog target={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog
        open={removing !== null}
        title={t(
          removing?.kind === 'subGroup' ? 'taleGroups.deleteSubGroupTitle' : 'taleGroups.deleteGroupTitle',
        )}
        text={t(
          removing?.kind === 'subGroup' ? 'taleGroups.deleteSubGroupText' : 'taleGroups.deleteGroupText',
          {
            name: removingName,
          },
        )}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
