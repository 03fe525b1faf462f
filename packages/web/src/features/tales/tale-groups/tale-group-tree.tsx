import type { TaleGroupWithSubGroups, TaleSubGroup } from '@masal/shared';
import { formatCount } from '@masal/shared';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import type { TypeSelection } from './tale-groups-api.ts';

/** What a node's menu can ask for; the page carries each out. */
export interface TypeActions {
  select: (selection: TypeSelection) => void;
  editGroup: (group: TaleGroupWithSubGroups) => void;
  editSubGroup: (subGroup: TaleSubGroup) => void;
  addSubGroup: (group: TaleGroupWithSubGroups) => void;
  removeGroup: (group: TaleGroupWithSubGroups) => void;
  removeSubGroup: (subGroup: TaleSubGroup) => void;
  moveGroup: (index: number, by: -1 | 1) => void;
  moveSubGroup: (group: TaleGroupWithSubGroups, index: number, by: -1 | 1) => void;
}

export interface TypeCounts {
  groups: Map<number, number>;
  subGroups: Map<number, number>;
}

/** "ATU 300-399 · TTV 166 · 12 masal": what is known of the type's numbers, and its tales. */
function details(type: { atu: string | null; ttv: string | null }, count: number | undefined): string {
  return [
    type.atu ? t('taleGroups.atuValue', { value: type.atu }) : null,
    type.ttv ? t('taleGroups.ttvValue', { value: type.ttv }) : null,
    count === undefined ? null : t('taleGroups.taleCount', { count: formatCount(count) }),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The tale groups as a tree: each group opens and closes its subgroups (a button with aria-expanded); a name
 * selects the type (its tales are shown beside the tree); each node's menu moves, edits, adds and deletes.
 */
export function TaleGroupTree({
  groups,
  counts,
  selection,
  actions,
  labelledBy,
}: {
  groups: TaleGroupWithSubGroups[];
  counts: TypeCounts | undefined;
  selection: TypeSelection | null;
  actions: TypeActions;
  labelledBy: string;
}) {
  // Closed at first (the tree stays short enough to scan), but for the group of the type in the URL.
  const [opened, setOpened] = useState<ReadonlySet<number>>(
    () => new Set(selection ? [selection.groupId] : []),
  );
  const toggle = (groupId: number) =>
    setOpened((now) => {
      const next = new Set(now);
      if (!next.delete(groupId)) next.add(groupId);
      return next;
    });

  return (
    <List aria-labelledby={labelledBy} disablePadding>
      {groups.map((group, index) => (
        <GroupNode
          key={group.groupId}
          group={group}
          index={index}
          last={index === groups.length - 1}
          open={opened.has(group.groupId)}
          onToggle={() => toggle(group.groupId)}
          counts={counts}
          selection={selection}
          actions={actions}
        />
      ))}
    </List>
  );
}

function GroupNode({
  group,
  index,
  last,
  open,
  onToggle,
  counts,
  selection,
  actions,
}: {
  group: TaleGroupWithSubGroups;
  index: number;
  last: boolean;
  open: boolean;
  onToggle: () => void;
  counts: TypeCounts | undefined;
  selection: TypeSelection | null;
  actions: TypeActions;
}) {
  const subListId = useId();
  const name = group.groupName;
  const selected = selection?.groupId === group.groupId && selection.subGroupId === undefined;
  const hasSubGroups = group.subGroups.length > 0;
  return (
    // One <li> holds the group's row and its subgroups' list, so the outer list holds only <li>s.
    <ListItem disablePadding divider sx={{ display: 'block' }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        {hasSubGroups ? (
          <IconButton
            onClick={onToggle}
            aria-expanded={open}
            aria-controls={subListId}
            aria-label={t(open ? 'taleGroups.collapse' : 'taleGroups.expand', { name })}
            sx={{ ml: 0.5 }}
          >
            {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
        ) : (
          <Box sx={{ width: 44, flexShrink: 0 }} />
        )}
        <NodeButton
          name={name}
          details={details(group, counts?.groups.get(group.groupId) ?? (counts ? 0 : undefined))}
          selected={selected}
          onSelect={() => actions.select({ groupId: group.groupId })}
          strong
        />
        <NodeMenu
          name={name}
          index={index}
          last={last}
          onMove={(by) => actions.moveGroup(index, by)}
          onEdit={() => actions.editGroup(group)}
          onAddSubGroup={() => actions.addSubGroup(group)}
          onRemove={() => actions.removeGroup(group)}
        />
      </Box>
      {hasSubGroups ? (
        <Collapse in={open} unmountOnExit>
          <List id={subListId} disablePadding aria-label={t('taleGroups.subGroupsOf', { name })}>
            {group.subGroups.map((subGroup, i) => (
              <SubGroupNode
                key={subGroup.subGroupId}
                group={group}
                subGroup={subGroup}
                index={i}
                last={i === group.subGroups.length - 1}
                count={counts ? (counts.subGroups.get(subGroup.subGroupId) ?? 0) : undefined}
                selected={selection?.subGroupId === subGroup.subGroupId}
                actions={actions}
              />
            ))}
          </List>
        </Collapse>
      ) : null}
    </ListItem>
  );
}

function SubGroupNode({
  group,
  subGroup,
  index,
  last,
  count,
  selected,
  actions,
}: {
  group: TaleGroupWithSubGroups;
  subGroup: TaleSubGroup;
  index: number;
  last: boolean;
  count: number | undefined;
  selected: boolean;
  actions: TypeActions;
}) {
  const name = subGroup.subGroupName;
  return (
    <ListItem disablePadding sx={{ alignItems: 'center', pl: { xs: 4, sm: 6 } }}>
      <NodeButton
        name={name}
        details={details(subGroup, count)}
        selected={selected}
        onSelect={() => actions.select({ groupId: group.groupId, subGroupId: subGroup.subGroupId })}
      />
      <NodeMenu
        name={name}
        index={index}
        last={last}
        onMove={(by) => actions.moveSubGroup(group, index, by)}
        onEdit={() => actions.editSubGroup(subGroup)}
        onRemove={() => actions.removeSubGroup(subGroup)}
      />
    </ListItem>
  );
}

/** A node's name and numbers; choosing it shows the type's tales. A group's name is bold, its row a little taller. */
function NodeButton({
  name,
  details,
  selected,
  onSelect,
  strong = false,
}: {
  name: string;
  details: string;
  selected: boolean;
  onSelect: () => void;
  strong?: boolean;
}) {
  return (
    <ListItemButton
      selected={selected}
      aria-current={selected ? 'true' : undefined}
      onClick={onSelect}
      sx={{ minWidth: 0, py: strong ? 1 : 0.75 }}
    >
      <ListItemText
        primary={name}
        secondary={details}
        slotProps={{
          primary: {
            sx: strong ? { fontWeight: 600, overflowWrap: 'anywhere' } : { overflowWrap: 'anywhere' },
          },
          secondary: { sx: { overflowWrap: 'anywhere' } },
        }}
      />
    </ListItemButton>
  );
}

/**
 * A node's "⋮" button and its menu: move up and down among its siblings, edit, add a subgroup (groups
 * only) and delete. Each item closes the menu, then asks the page.
 */
function NodeMenu({
  name,
  index,
  last,
  onMove,
  onEdit,
  onAddSubGroup,
  onRemove,
}: {
  name: string;
  index: number;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onAddSubGroup?: () => void;
  onRemove: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = (then: () => void) => () => {
    setAnchor(null);
    then();
  };
  return (
    <>
      <IconButton
        aria-label={t('taleGroups.actionsFor', { name })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ mr: 0.5 }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {anchor
          ? [
              <MenuItem key="up" disabled={index === 0} onClick={close(() => onMove(-1))}>
                <ListItemIcon>
                  <ArrowUpwardIcon fontSize="small" />
                </ListItemIcon>
                {t('taleGroups.moveUp')}
              </MenuItem>,
              <MenuItem key="down" disabled={last} onClick={close(() => onMove(1))}>
                <ListItemIcon>
                  <ArrowDownwardIcon fontSize="small" />
                </ListItemIcon>
                {t('taleGroups.moveDown')}
              </MenuItem>,
              <MenuItem key="edit" onClick={close(onEdit)}>
                <ListItemIcon>
                  <EditOutlinedIcon fontSize="small" />
                </ListItemIcon>
                {t('taleGroups.edit')}
              </MenuItem>,
              onAddSubGroup ? (
                <MenuItem key="add" onClick={close(onAddSubGroup)}>
                  <ListItemIcon>
                    <CreateNewFolderOutlinedIcon fontSize="small" />
                  </ListItemIcon>
                  {t('taleGroups.addSubGroup')}
                </MenuItem>
              ) : null,
              <MenuItem key="remove" onClick={close(onRemove)} sx={{ color: 'error.main' }}>
                <ListItemIcon>
                  <DeleteOutlinedIcon fontSize="small" color="error" />
                </ListItemIcon>
                {t('taleGroups.remove')}
              </MenuItem>,
            ]
          : null}
      </Menu>
    </>
  );
}
