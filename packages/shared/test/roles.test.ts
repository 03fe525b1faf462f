import { describe, expect, it } from 'vitest';
import { hasPermission, PERMISSIONS } from '../src/permissions.ts';
import { ADVISORY_BOARD_ROLES, EDITOR_ROLES, isWriterOnly, ROLE, ROLES, STAFF_ROLES } from '../src/roles.ts';

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

describe('the role table (decisions.md "Roles")', () => {
  it('names every role once, with the seed ids', () => {
    expect(sorted(ROLES.map((r) => r.roleId))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(sorted(Object.values(ROLE))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(ROLES.find((r) => r.roleId === ROLE.admin)?.name).toBe('Yönetici');
    expect(ROLES.find((r) => r.roleId === ROLE.editorAssistant)?.name).toBe('Editör Yardımcısı');
  });

  it('derives the role lists: editor-type 2,3,4,5,7,8; advisory board 5,7; staff adds 9 and 6', () => {
    expect(sorted(EDITOR_ROLES)).toEqual([2, 3, 4, 5, 7, 8]);
    expect(sorted(ADVISORY_BOARD_ROLES)).toEqual([5, 7]);
    expect(sorted(STAFF_ROLES)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(sorted(PERMISSIONS.editCompleted)).toEqual([6, 9]);
  });

  it('counts a user with no role above 1 as writer-only', () => {
    expect(isWriterOnly([ROLE.writer])).toBe(true);
    expect(isWriterOnly([])).toBe(true);
    expect(isWriterOnly([ROLE.writer, ROLE.editor])).toBe(false);
    expect(isWriterOnly([ROLE.admin])).toBe(false);
  });

  it('grants a permission to any of its roles (menus are the union)', () => {
    expect(hasPermission([ROLE.writer, ROLE.admin], 'administer')).toBe(true);
    expect(hasPermission([ROLE.writer], 'review')).toBe(false);
    expect(hasPermission([ROLE.advisoryBoardChair], 'advisoryBoard')).toBe(true);
  });
});
