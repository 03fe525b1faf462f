/**
 * The trail above every /masal/… page, derived in one place from the route table (screens.ts) and the menu
 * (layout/menu-items.ts): Ana Sayfa › the menu group › the screen as the menu names it › a tale opened from it.
 */
import { PRODUCT_PATH } from '@masal/shared/constants';
import type { TextKey } from '../i18n/i18n.ts';
import { menuFor } from '../navigation/menu-items.ts';
import { HOME_PAGE } from '../navigation/pages.ts';
import { screenOf } from './screens.ts';

interface Crumb {
  label: TextKey;
  /** Absent for the page itself and for a menu group (which is no page). */
  to?: string;
}

/** The trail to `pathname` for these roles; empty on the home page and outside the screens (nothing to show). */
export function breadcrumbsFor(pathname: string, roleIds: readonly number[]): Crumb[] {
  const screen = screenOf(pathname);
  if (!screen) return [];
  const [name = '', ...rest] = pathname.slice(PRODUCT_PATH.length + 1).split('/');
  if (name === '' || name === 'sample-page') return [];
  const listPath = `${PRODUCT_PATH}/${name}`;
  const detail = rest.some((part) => part !== '');
  const group = menuFor(roleIds).find((g) =>
    g.items.some((i) => i.path.toLowerCase() === listPath.toLowerCase()),
  );
  const item = group?.items.find((i) => i.path.toLowerCase() === listPath.toLowerCase());
  const trail: Crumb[] = [{ label: 'menu.home', to: HOME_PAGE }];
  if (group && group.key !== 'general') trail.push({ label: group.title });
  // A screen no menu leads to (the review page of one tale) has no list to go back to: it is the last step.
  if (!item) return [...trail, { label: screen.title }];
  if (!detail) return [...trail, { label: item.label }];
  return [...trail, { label: item.label, to: listPath }, { label: 'breadcrumb.detail' }];
}
