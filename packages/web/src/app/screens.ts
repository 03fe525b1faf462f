/**
 * Every /masal/… screen: who may open it (SCREEN_ACCESS of @masal/shared, any one of its permissions is
 * enough; [] = everyone signed in) and its name for the document title. Others get /401 (route-guards.tsx).
 */
import {
  hasAnyPermission,
  PRODUCT_PATH,
  SCREEN_ACCESS,
  type ScreenAccess,
  type ScreenName,
} from '@masal/shared';
import type { TextKey } from '../i18n/i18n.ts';

export interface Screen extends ScreenAccess {
  title: TextKey;
}

const TITLES: Readonly<Record<ScreenName, TextKey>> = {
  'sample-page': 'home.title',
  profile: 'layout.profile',
  publicTalePage: 'menu.publicTales',
  taleSave: 'menu.taleSave',
  taleSent: 'taleSent.title',
  taleList: 'menu.taleList',
  taleListInbox: 'menu.taleListInbox',
  taleReview: 'review.title',
  users: 'menu.users',
  institutions: 'menu.institutions',
  auditLog: 'menu.auditLog',
  editorList: 'menu.editorList',
  taleManagement: 'menu.taleManagement',
  statistics: 'menu.statistics',
  paymentsAdmin: 'menu.paymentsAdmin',
  advisoryBoardTaleDataTable: 'menu.advisoryBoard',
  searchTale: 'menu.searchTale',
  writtenPubRequest: 'menu.writtenPubRequest',
  taleGroupList: 'menu.taleGroupList',
  announcement: 'menu.announcement',
  myPastReviews: 'menu.myPastReviews',
  payments: 'menu.payments',
  complatedTalePage: 'menu.completedTales',
  ComplatedTalePage: 'menu.completedTalesToEdit',
  privateContentTalePage: 'menu.privateContentTales',
};

export const SCREENS = Object.fromEntries(
  (Object.keys(SCREEN_ACCESS) as ScreenName[]).map((name): [ScreenName, Screen] => [
    name,
    { ...SCREEN_ACCESS[name], title: TITLES[name] },
  ]),
) as Readonly<Record<ScreenName, Screen>>;

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
  return hasAnyPermission(roleIds, permissions);
}
