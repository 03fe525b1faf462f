import { hasAnyPermission, hasPermission, type Permission, PRODUCT_PATH, SCREEN_ACCESS } from '@masal/shared';
import type { TextKey } from '../i18n/i18n.ts';

interface MenuItem {
  label: TextKey;
  path: string;
}

export interface MenuGroup {
  key: string;
  title: TextKey;
  /** null: everyone signed in. */
  permission: Permission | null;
  items: MenuItem[];
}

const p = (path: string) => `${PRODUCT_PATH}/${path}`;

/** Seed §2 "Menu by role"; a user sees the union of the groups their roles allow. */
export const MENU: readonly MenuGroup[] = [
  {
    key: 'writer',
    title: 'menu.groupWriter',
    permission: 'writeTales',
    items: [
      { label: 'menu.taleSave', path: p('taleSave') },
      { label: 'menu.taleList', path: p('taleList') },
      { label: 'menu.taleListInbox', path: p('taleListInbox') },
      // Compilers are the ones paid per tale (decisions.md "Payments").
      { label: 'menu.myPayments', path: p('payments') },
    ],
  },
  {
    key: 'admin',
    title: 'menu.groupAdmin',
    permission: 'administer',
    items: [
      { label: 'menu.users', path: p('users') },
      { label: 'menu.institutions', path: p('institutions') },
      { label: 'menu.talesList', path: p('taleList') },
      { label: 'menu.editorList', path: p('editorList') },
      { label: 'menu.taleManagement', path: p('taleManagement') },
      { label: 'menu.searchTale', path: p('searchTale') },
      { label: 'menu.taleGroupList', path: p('taleGroupList') },
      { label: 'menu.writtenPubRequest', path: p('writtenPubRequest') },
      { label: 'menu.announcement', path: p('announcement') },
      { label: 'menu.statistics', path: p('statistics') },
      { label: 'menu.paymentsAdmin', path: p('paymentsAdmin') },
      { label: 'menu.auditLog', path: p('auditLog') },
    ],
  },
  {
    key: 'editor',
    title: 'menu.groupEditor',
    permission: 'review',
    items: [
      { label: 'menu.editorInbox', path: p('taleListInbox') },
      { label: 'menu.advisoryBoard', path: p('advisoryBoardTaleDataTable') },
      { label: 'menu.searchTale', path: p('searchTale') },
      { label: 'menu.writtenPubRequest', path: p('writtenPubRequest') },
      { label: 'menu.taleGroupList', path: p('taleGroupList') },
      { label: 'menu.announcement', path: p('announcement') },
      { label: 'menu.myPastReviews', path: p('myPastReviews') },
      { label: 'menu.completedTales', path: p('complatedTalePage') },
      { label: 'menu.privateContentTales', path: p('privateContentTalePage') },
      { label: 'menu.payments', path: p('payments') },
    ],
  },
  {
    key: 'assistant',
    title: 'menu.groupAssistant',
    permission: 'editCompleted',
    items: [
      { label: 'menu.completedTalesToEdit', path: p('ComplatedTalePage') },
      { label: 'menu.privateContentTales', path: p('privateContentTalePage') },
      { label: 'menu.searchTale', path: p('searchTale') },
      { label: 'menu.announcement', path: p('announcement') },
    ],
  },
  {
    key: 'general',
    title: 'menu.groupGeneral',
    permission: null,
    items: [
      { label: 'menu.home', path: p('sample-page') },
      { label: 'menu.publicTales', path: p('publicTalePage') },
    ],
  },
];

/** An entry shows only to those its screen opens for (SCREEN_ACCESS): the advisory board's table to the advisory board alone. */
function opens(item: MenuItem, roleIds: readonly number[]): boolean {
  const name = item.path.slice(PRODUCT_PATH.length + 1);
  return Object.hasOwn(SCREEN_ACCESS, name)
    ? hasAnyPermission(roleIds, SCREEN_ACCESS[name as keyof typeof SCREEN_ACCESS].permissions)
    : false;
}

/**
 * The groups and items the given roles may see. A screen two groups lead to (a writer who is also an editor
 * has "Bekleyen İşlerim" and "Bekleyen İşler", both /masal/taleListInbox) is listed once, in the first group,
 * so one click never lights two items; the paths compare without case (ComplatedTalePage is the same screen).
 */
export function menuFor(roleIds: readonly number[]): MenuGroup[] {
  const listed = new Set<string>();
  const firstTime = (item: MenuItem) => {
    const key = item.path.toLowerCase();
    if (listed.has(key)) return false;
    listed.add(key);
    return true;
  };
  return MENU.filter((g) => g.permission === null || hasPermission(roleIds, g.permission))
    .map((g) => ({
      ...g,
      items: g.items.filter((i) => opens(i, roleIds) && firstTime(i)),
    }))
    .filter((g) => g.items.length > 0);
}
