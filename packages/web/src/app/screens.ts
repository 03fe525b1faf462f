/**
 * Every /masal/… screen: who may open it (the permissions of packages/shared/src/roles.ts, any one
 * of them is enough; [] = everyone signed in) and its name for the document title. A screen's
 * permissions are those of the menu entries that lead to it; others get /401 (route-guards.tsx).
 */
import { hasPermission, type Permission, PRODUCT_PATH } from '@masal/shared';
import type { TextKey } from '../i18n/i18n.ts';

export interface Screen {
  permissions: readonly Permission[];
  /**
   * Who may open the screen on a saved tale (`?taleId=`) instead. Reading or editing a tale is
   * decided per tale by the server (workflow.ts: editors, assistants, admins, published tales);
   * only a new tale needs the screen's own permissions.
   */
  savedTale?: readonly Permission[];
  title: TextKey;
}

export const SCREENS = {
  'sample-page': { permissions: [], title: 'home.title' },
  profile: { permissions: [], title: 'layout.profile' },
  publicTalePage: { permissions: [], title: 'menu.publicTales' },
  taleSave: { permissions: ['writeTales'], savedTale: [], title: 'menu.taleSave' },
  /** /masal/taleSent/:taleId — the receipt after Gönder; the server decides whose tale it shows. */
  taleSent: { permissions: [], title: 'taleSent.title' },
  taleList: { permissions: ['writeTales', 'administer'], title: 'menu.taleList' },
  taleListInbox: { permissions: ['writeTales', 'review'], title: 'menu.taleListInbox' },
  /** /masal/taleReview/:taleId — editors review, admins and the board read and decide. */
  taleReview: { permissions: ['review', 'administer'], title: 'review.title' },
  users: { permissions: ['administer'], title: 'menu.users' },
  institutions: { permissions: ['administer'], title: 'menu.institutions' },
  auditLog: { permissions: ['administer'], title: 'menu.auditLog' },
  editorList: { permissions: ['administer'], title: 'menu.editorList' },
  taleManagement: { permissions: ['administer'], title: 'menu.taleManagement' },
  statistics: { permissions: ['administer'], title: 'menu.statistics' },
  paymentsAdmin: { permissions: ['administer'], title: 'menu.paymentsAdmin' },
  advisoryBoardTaleDataTable: { permissions: ['advisoryBoard'], title: 'menu.advisoryBoard' },
  // Editor-type roles, editor assistants and admins search every tale they may see (decisions.md).
  searchTale: { permissions: ['review', 'administer', 'editCompleted'], title: 'menu.searchTale' },
  // Editors propose, admins decide.
  writtenPubRequest: { permissions: ['review', 'administer'], title: 'menu.writtenPubRequest' },
  taleGroupList: { permissions: ['review', 'administer'], title: 'menu.taleGroupList' },
  // Editor-type roles and admins write; they, and editor assistants, read.
  announcement: { permissions: ['review', 'administer', 'editCompleted'], title: 'menu.announcement' },
  myPastReviews: { permissions: ['review'], title: 'menu.myPastReviews' },
  // Everyone's own payments (decisions.md: every user who has any); the server answers only the caller's.
  payments: { permissions: [], title: 'menu.payments' },
  // Both spellings (seed §2) lead to the same list, for editor-type roles, editor assistants and admins.
  complatedTalePage: { permissions: ['review', 'editCompleted'], title: 'menu.completedTales' },
  ComplatedTalePage: { permissions: ['review', 'editCompleted'], title: 'menu.completedTalesToEdit' },
  privateContentTalePage: { permissions: ['review', 'editCompleted'], title: 'menu.privateContentTales' },
} as const satisfies Record<string, Screen>;

type ScreenName = keyof typeof SCREENS;

/** The screen of a /masal/… path (the index is the home page); undefined for any other path. */
export function screenOf(pathname: string): Screen | undefined {
  const prefix = `${PRODUCT_PATH}/`;
  if (pathname !== PRODUCT_PATH && !pathname.startsWith(prefix)) return undefined;
  const name = pathname.slice(prefix.length).split('/')[0] || 'sample-page';
  return Object.hasOwn(SCREENS, name) ? SCREENS[name as ScreenName] : undefined;
}

/**
 * Whether the roles may open `pathname` with `search`; paths that are no screen are left to the
 * not-found page.
 */
export function canOpen(pathname: string, search: string, roleIds: readonly number[]): boolean {
  const screen: Screen | undefined = screenOf(pathname);
  if (!screen) return true;
  const onSavedTale = screen.savedTale && new URLSearchParams(search).has('taleId');
  const permissions = onSavedTale ? (screen.savedTale ?? []) : screen.permissions;
  return permissions.length === 0 || permissions.some((p) => hasPermission(roleIds, p));
}
