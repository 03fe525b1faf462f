import { describe, expect, it } from 'vitest';
import {
  accessAnswer,
  announcementRights,
  apiAccess,
  PERMISSIONS,
  rolesWith,
  SCREEN_ACCESS,
  TRANSITION_ACTOR_PERMISSION,
} from '../src/permissions.ts';
import { ROLE, type RoleId } from '../src/roles.ts';
import { ACTION, ACTION_IDS, canSeeTale } from '../src/workflow.ts';
import { isActor } from '../src/workflow-transitions.ts';

const ALL_ROLES = Object.values(ROLE) as RoleId[];
const holders = (test: (roleIds: number[]) => boolean) =>
  ALL_ROLES.filter((r) => test([r])).sort((a, b) => a - b);

describe('the permission table', () => {
  it('publishing is the publishing editor’s and the admin’s; the advisory board’s decisions the advisory board’s', () => {
    const tale = { userId: 1, actionId: ACTION.completed, editorId: null };
    expect(holders((roleIds) => isActor('publisher', tale, { userId: 2, roleIds }))).toEqual([6, 8]);
    expect(holders((roleIds) => isActor('advisoryBoard', tale, { userId: 2, roleIds }))).toEqual([5, 7]);
    expect(holders((roleIds) => isActor('admin', tale, { userId: 2, roleIds }))).toEqual([6]);
    expect(TRANSITION_ACTOR_PERMISSION.publisher).toBe('publish');
  });

  it('rolesWith gives the table’s roles of a permission, a copy a query may keep', () => {
    expect(rolesWith('advisoryBoard').sort()).toEqual([5, 7]);
    expect(rolesWith('review')).toEqual([...PERMISSIONS.review]);
    expect(rolesWith('review')).not.toBe(PERMISSIONS.review);
  });

  it('announcements: staff read, editor-type roles and admins write, admins manage', () => {
    expect(holders((r) => announcementRights(r).read)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(holders((r) => announcementRights(r).write)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(holders((r) => announcementRights(r).manage)).toEqual([6]);
  });

  it('a route answers 403 without a session, 401 without the right; an unknown route refuses everyone', () => {
    const users = apiAccess('GET', '/v1/users/');
    expect(accessAnswer(users, null)).toBe(403);
    expect(accessAnswer(users, [ROLE.writer])).toBe(401);
    expect(accessAnswer(users, [ROLE.writer, ROLE.admin])).toBe('ok');
    expect(accessAnswer(apiAccess('get', '/v1/auth/me'), [])).toBe('ok');
    expect(accessAnswer(apiAccess('POST', '/v1/auth/login'), null)).toBe('ok');
    expect(apiAccess('GET', '/v1/nothing')).toBeUndefined();
    expect(accessAnswer(undefined, null)).toBe(403);
    expect(accessAnswer(undefined, [ROLE.admin])).toBe(401);
  });

  it('who sees a tale: its owner always, staff all but drafts, everyone the published', () => {
    for (const actionId of ACTION_IDS) {
      const tale = { userId: 1, actionId, editorId: null };
      expect(canSeeTale(tale, { userId: 1, roleIds: [ROLE.writer] })).toBe(true);
      expect(canSeeTale(tale, { userId: 2, roleIds: [ROLE.editorAssistant] })).toBe(
        actionId !== ACTION.draft,
      );
      expect(canSeeTale(tale, { userId: 2, roleIds: [ROLE.writer] })).toBe(actionId === ACTION.published);
    }
  });

  it('every screen names permissions the table knows', () => {
    for (const [name, screen] of Object.entries(SCREEN_ACCESS)) {
      for (const p of [...screen.permissions, ...('savedTale' in screen ? screen.savedTale : [])])
        expect(Object.keys(PERMISSIONS), name).toContain(p);
    }
  });
});
