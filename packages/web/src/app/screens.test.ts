import { PERMISSIONS, PRODUCT_PATH, ROLE, type RoleId } from '@masal/shared';
import { describe, expect, it } from 'vitest';
import { tr } from '../i18n/i18n.ts';
import { MENU, menuFor } from '../navigation/menu-items.ts';
import { canOpen, SCREENS, screenOf } from './screens.ts';

const ALL_ROLES = Object.values(ROLE) as RoleId[];
const path = (screen: string) => `${PRODUCT_PATH}/${screen}`;

describe('route permission table', () => {
  it('a writer may send tales but not open administration', () => {
    expect(canOpen(path('taleSave'), '', [ROLE.writer])).toBe(true);
    expect(canOpen(path('users'), '', [ROLE.writer])).toBe(false);
    expect(canOpen(path('statistics'), '', [ROLE.writer])).toBe(false);
  });

  it('only the roles of writeTales may open /masal/taleSave', () => {
    for (const roleId of ALL_ROLES) {
      expect(canOpen(path('taleSave'), '', [roleId])).toBe(
        (PERMISSIONS.writeTales as readonly number[]).includes(roleId),
      );
    }
  });

  it('a saved tale opens for every role; the server decides per tale who reads or edits it', () => {
    for (const roleId of ALL_ROLES) expect(canOpen(path('taleSave'), '?taleId=12', [roleId])).toBe(true);
    expect(canOpen(path('taleSave'), '?taleid=12', [ROLE.admin])).toBe(false);
    expect(canOpen(path('users'), '?taleId=12', [ROLE.writer])).toBe(false);
  });

  it('the advisory board table is for roles 5 and 7 only', () => {
    const allowed = ALL_ROLES.filter((r) => canOpen(path('advisoryBoardTaleDataTable'), '', [r]));
    expect(allowed).toEqual([ROLE.advisoryBoardMember, ROLE.advisoryBoardChair]);
  });

  it('the review screen of a tale opens for editor-type roles and admins only', () => {
    const allowed = ALL_ROLES.filter((r) => canOpen(`${path('taleReview')}/12`, '', [r]));
    expect(allowed).toEqual([
      ROLE.editor,
      ROLE.languageEditor,
      ROLE.fieldEditor,
      ROLE.advisoryBoardMember,
      ROLE.admin,
      ROLE.advisoryBoardChair,
      ROLE.publishingEditor,
    ]);
  });

  it('the detailed search opens for every role but the writer-only one', () => {
    const allowed = ALL_ROLES.filter((r) => canOpen(path('searchTale'), '?q=keloglan&area=Ege', [r]));
    expect(allowed).toEqual(ALL_ROLES.filter((r) => r !== ROLE.writer));
  });

  it('the completed and private-content lists and their tales open for editor-type roles, assistants and admins', () => {
    for (const list of ['complatedTalePage', 'ComplatedTalePage', 'privateContentTalePage']) {
      for (const p of [path(list), `${path(list)}/12`]) {
        const allowed = ALL_ROLES.filter((r) => canOpen(p, '', [r]));
        expect(allowed, p).toEqual(ALL_ROLES.filter((r) => r !== ROLE.writer));
      }
    }
  });

  it('home, profile and the published tales are open to everyone signed in, even without a role', () => {
    for (const p of [
      PRODUCT_PATH,
      `${PRODUCT_PATH}/`,
      path('sample-page'),
      path('profile'),
      path('publicTalePage'),
      `${path('publicTalePage')}/12`,
    ]) {
      expect(canOpen(p, '', [])).toBe(true);
    }
  });

  it('a sub-path or query belongs to its screen; unknown paths are left to the not-found page', () => {
    expect(canOpen(`${path('users')}/12`, '', [ROLE.writer])).toBe(false);
    expect(screenOf(path('taleSave'))).toBe(SCREENS.taleSave);
    expect(screenOf(path('talesave'))).toBeUndefined();
    expect(screenOf(path('toString'))).toBeUndefined();
    expect(screenOf('/signin')).toBeUndefined();
    expect(canOpen(path('olmayan-sayfa'), '', [])).toBe(true);
  });

  it('every menu entry is a screen and shows only to roles its screen opens for', () => {
    for (const group of MENU) {
      for (const item of group.items) {
        expect(screenOf(item.path), item.path).toBeDefined();
        for (const roleId of ALL_ROLES) {
          const sees = menuFor([roleId]).some((g) => g.items.some((i) => i.path === item.path));
          if (sees) expect(canOpen(item.path, '', [roleId]), `${item.path} for role ${roleId}`).toBe(true);
        }
      }
    }
  });

  it('every routed screen has an entry, and every entry a title in tr.json', () => {
    for (const screen of [
      'sample-page',
      'taleSave',
      'taleList',
      'taleListInbox',
      'taleReview',
      'advisoryBoardTaleDataTable',
      'institutions',
      'auditLog',
      'editorList',
      'taleManagement',
      'complatedTalePage',
      'ComplatedTalePage',
      'privateContentTalePage',
      'publicTalePage',
      'statistics',
      'payments',
      'paymentsAdmin',
    ]) {
      expect(Object.keys(SCREENS), screen).toContain(screen);
    }
    for (const [name, screen] of Object.entries(SCREENS)) {
      const [group, key] = screen.title.split('.') as [keyof typeof tr, string];
      expect(typeof (tr[group] as Record<string, unknown>)[key], name).toBe('string');
    }
  });
});
