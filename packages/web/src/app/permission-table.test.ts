/**
 * The web app against the permission table of @masal/shared: each screen opens for exactly the roles the
 * table names, and the menu leads each role to exactly the screens the table gives it (a screen open to
 * everyone signed in may be listed for fewer: the payments entry is for those who are paid).
 */
import { PERMISSIONS, PRODUCT_PATH, ROLE, type RoleId, SCREEN_ACCESS, type ScreenName } from '@masal/shared';
import { describe, expect, it } from 'vitest';
import { menuFor } from '../navigation/menu-items.ts';
import { canOpen } from './screens.ts';

const ALL_ROLES = Object.values(ROLE) as RoleId[];
const SCREEN_NAMES = Object.keys(SCREEN_ACCESS) as ScreenName[];

/** The table's roles of a screen, read straight from PERMISSIONS. */
function tableRoles(name: ScreenName): RoleId[] {
  const { permissions } = SCREEN_ACCESS[name];
  if (permissions.length === 0) return ALL_ROLES;
  return ALL_ROLES.filter((r) => permissions.some((p) => (PERMISSIONS[p] as readonly number[]).includes(r)));
}

/** The screens a role's menu lists, without case: ComplatedTalePage and complatedTalePage are one list. */
const menuScreens = (roleIds: readonly number[]) =>
  new Set(
    menuFor(roleIds).flatMap((g) => g.items.map((i) => i.path.slice(PRODUCT_PATH.length + 1).toLowerCase())),
  );

describe('the web app agrees with the permission table', () => {
  it("each screen opens for the table's roles and no other", () => {
    for (const name of SCREEN_NAMES) {
      const opens = ALL_ROLES.filter((r) => canOpen(`${PRODUCT_PATH}/${name}`, '', [r]));
      expect(opens, name).toEqual(tableRoles(name));
    }
  });

  it("each role's menu leads to the screens the table gives it", () => {
    for (const roleId of ALL_ROLES) {
      const listed = menuScreens([roleId]);
      for (const name of SCREEN_NAMES) {
        const allowed = tableRoles(name).includes(roleId);
        if (listed.has(name.toLowerCase())) expect(allowed, `${name} listed for role ${roleId}`).toBe(true);
      }
    }
    // Every screen the menu lists with a permission of its own is listed for every role holding it.
    for (const name of SCREEN_NAMES) {
      if (SCREEN_ACCESS[name].permissions.length === 0) continue;
      const listedFor = ALL_ROLES.filter((r) => menuScreens([r]).has(name.toLowerCase()));
      if (listedFor.length > 0) expect(listedFor, name).toEqual(tableRoles(name));
    }
  });
});
