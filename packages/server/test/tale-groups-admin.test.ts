/**
 * The tale groups of /masal/taleGroupList (admins and editor-type roles): counts of the tales the viewer may
 * see, groups and subgroups added, renamed (with ATU and TTV numbers), reordered and deleted — a type in use
 * is kept (409 naming the count). Names are unique under Turkish folding; every change is audited.
 */
import { ACTION, MSG, ROLE, type TaleGroupWithSubGroups, taleGroupInUse } from '@masal/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, taleGroups, taleSubgroups, tales } from '../src/db/schema/index.ts';
import { seed } from '../src/db/seed.ts';
import { signedInUser } from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { bearer, createWorkflowTale } from './support/workflow-fixtures.ts';

let ctx: TestApp;
const users = {
  admin: { token: '', userId: 0 },
  editor: { token: '', userId: 0 },
  writer: { token: '', userId: 0 },
  advisoryBoardMember: { token: '', userId: 0 },
  assistant: { token: '', userId: 0 },
};

beforeAll(async () => {
  ctx = await startTestApp();
  users.admin = await signedInUser(ctx, { roles: [ROLE.admin] });
  users.editor = await signedInUser(ctx, { roles: [ROLE.editor] });
  users.writer = await signedInUser(ctx, { roles: [ROLE.writer] });
  users.advisoryBoardMember = await signedInUser(ctx, { roles: [ROLE.advisoryBoardMember] });
  users.assistant = await signedInUser(ctx, { roles: [ROLE.editorAssistant] });
});
afterAll(async () => {
  await ctx?.close();
});

type Who = keyof typeof users | 'nobody';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: Who, method: Method, url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/v1/taleGroups${url}`,
    ...(payload ? { payload } : {}),
    headers: who === 'nobody' ? {} : bearer(users[who].token),
  });

const list = async (): Promise<TaleGroupWithSubGroups[]> => (await call('writer', 'GET', '')).json();
const createGroup = async (name: string, extra: object = {}) => {
  const response = await call('editor', 'POST', '', { name, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { groupId: number; groupName: string; atu: string | null; ttv: string | null };
};
const createSubGroup = async (groupId: number, name: string, extra: object = {}) => {
  const response = await call('admin', 'POST', `/${groupId}/subGroups`, { name, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { subGroupId: number; groupId: number; subGroupName: string };
};
const auditOf = (action: string, entityId: number | string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));
/** A tale of the writer's at `actionId` carrying the type. */
const taleOfType = async (actionId: number, groupId: number, subGroupId: number | null = null) => {
  const { taleId } = await createWorkflowTale(ctx, {
    userId: users.writer.userId,
    actionId,
    typed: false,
    ...(actionId >= ACTION.inReview ? { editorId: users.editor.userId } : {}),
  });
  await ctx.database.db.update(tales).set({ groupId, subGroupId }).where(eq(tales.taleId, taleId));
  return taleId;
};

/** Every route with a body it would accept: none may answer without a session or to the wrong role. */
const ROUTES: [Method, string, object?][] = [
  ['GET', '/counts'],
  ['POST', '', { name: 'Yetkisiz Grup' }],
  ['PUT', '/order', { groupIds: [1] }],
  ['PUT', '/1', { name: 'Yetkisiz Ad' }],
  ['DELETE', '/1'],
  ['POST', '/1/subGroups', { name: 'Yetkisiz Alt Grup' }],
  ['PUT', '/1/subGroups/order', { subGroupIds: [1] }],
  ['PUT', '/subGroups/1', { name: 'Yetkisiz Ad' }],
  ['DELETE', '/subGroups/1'],
];

describe('every tale group route but the list', () => {
  it.each(ROUTES)('%s %s requires a session (403) and changes nothing', async (method, url, body) => {
    const before = await list();
    const refused = await call('nobody', method, url, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SESSION_REQUIRED');
    expect(await list()).toEqual(before);
  });

  it.each(ROUTES)('%s %s refuses the wrong role (401) and changes nothing', async (method, url, body) => {
    const before = await list();
    for (const who of ['writer', 'assistant'] as const) {
      const refused = await call(who, method, url, body);
      expect(refused.statusCode, who).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'NOT_ALLOWED', message: MSG.unauthorized });
    }
    expect(await list()).toEqual(before);
  });

  it('GET / requires a session (403)', async () => {
    expect((await call('nobody', 'GET', '')).statusCode).toBe(403);
  });
});

describe('GET /v1/taleGroups', () => {
  it('answers every signed-in user the types in their order, with ATU and TTV numbers', async () => {
    const answer = await list();
    expect(answer[0]).toMatchObject({ groupName: 'Hayvan Masalları', atu: '1-299', ttv: null });
    expect(answer[0]?.subGroups[0]).toMatchObject({
      subGroupName: 'Yabani Hayvanlar',
      atu: '1-99',
      ttv: null,
    });
  });
});

describe('POST /v1/taleGroups and /{groupId}/subGroups', () => {
  it('adds a group last and a subgroup last in its group, trimmed, with the numbers; audits both', async () => {
    const group = await createGroup('  Zincirleme Masallar ', { atu: ' 2000-2100 ', ttv: 'TTV 1-5' });
    expect(group).toMatchObject({ groupName: 'Zincirleme Masallar', atu: '2000-2100', ttv: 'TTV 1-5' });
    const first = await createSubGroup(group.groupId, 'Sayılarla', { atu: '', ttv: null });
    const second = await createSubGroup(group.groupId, 'Sorularla');
    const answer = await list();
    expect(answer.at(-1)).toMatchObject({
      groupId: group.groupId,
      subGroups: [
        { subGroupId: first.subGroupId, subGroupName: 'Sayılarla', atu: null, ttv: null },
        { subGroupId: second.subGroupId, subGroupName: 'Sorularla' },
      ],
    });
    const [created] = await auditOf('taleGroup.create', group.groupId);
    expect(created).toMatchObject({ actorUserId: users.editor.userId, entity: 'taleGroup' });
    expect(await auditOf('taleGroup.create', group.groupId)).toHaveLength(3);
  });

  it('refuses a name taken under Turkish folding (409) and an empty one (400), adding nothing', async () => {
    const before = await list();
    for (const name of ['HAYVAN MASALLARI', 'hayvan masallari', 'Hayvan  Masalları'.replace('  ', ' ')]) {
      const taken = await call('editor', 'POST', '', { name });
      expect(taken.statusCode, name).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'CONFLICT', message: MSG.taleGroupNameTaken });
    }
    const animals = before[0];
    if (!animals) throw new Error('no seeded group');
    const sub = await call('editor', 'POST', `/${animals.groupId}/subGroups`, { name: 'YABANİ HAYVANLAR' });
    expect(sub.statusCode).toBe(409);
    expect(sub.json().message).toBe(MSG.taleSubGroupNameTaken);
    const empty = await call('editor', 'POST', '', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ field: 'name', message: MSG.taleGroupNameRequired }]);
    expect((await call('editor', 'POST', '/999999/subGroups', { name: 'Yeni' })).statusCode).toBe(404);
    expect(await list()).toEqual(before);
  });

  it('lets a subgroup share a name with one of another group', async () => {
    const group = await createGroup('Ayrı Grup');
    await createSubGroup(group.groupId, 'Yabani Hayvanlar');
  });
});

describe('PUT /v1/taleGroups/{groupId} and /subGroups/{subGroupId}', () => {
  it("renames with the numbers, audits before and after, and every tale's type line follows", async () => {
    const group = await createGroup('Eski Ad');
    const sub = await createSubGroup(group.groupId, 'Eski Alt Ad');
    const taleId = await taleOfType(ACTION.completed, group.groupId, sub.subGroupId);

    const renamed = await call('editor', 'PUT', `/${group.groupId}`, {
      name: 'Yeni Ad',
      atu: '850-999',
      ttv: 'TTV 300',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({
      groupId: group.groupId,
      groupName: 'Yeni Ad',
      atu: '850-999',
      ttv: 'TTV 300',
    });
    const subRenamed = await call('advisoryBoardMember', 'PUT', `/subGroups/${sub.subGroupId}`, {
      name: 'Yeni Alt Ad',
      ttv: 'TTV 301',
    });
    expect(subRenamed.statusCode, subRenamed.body).toBe(200);
    expect(subRenamed.json()).toEqual({
      subGroupId: sub.subGroupId,
      groupId: group.groupId,
      subGroupName: 'Yeni Alt Ad',
      atu: null,
      ttv: 'TTV 301',
    });

    const tale = (
      await ctx.app.inject({
        method: 'GET',
        url: `/v1/tales/full/${taleId}`,
        headers: bearer(users.admin.token),
      })
    ).json();
    // The numbers it is cited by: the subgroup's where it has one, else the group's.
    expect(tale).toMatchObject({
      groupName: 'Yeni Ad',
      subGroupName: 'Yeni Alt Ad',
      typeAtu: '850-999',
      typeTtv: 'TTV 301',
    });

    const [entry] = await auditOf('taleGroup.update', group.groupId);
    expect(entry?.details).toMatchObject({
      before: { name: 'Eski Ad', atu: null, ttv: null },
      after: { name: 'Yeni Ad', atu: '850-999', ttv: 'TTV 300' },
    });
  });

  it('keeps its own name in another case, and refuses one another type holds (409)', async () => {
    const group = await createGroup('Kısa Masallar');
    const recased = await call('editor', 'PUT', `/${group.groupId}`, { name: 'KISA MASALLAR' });
    expect(recased.statusCode, recased.body).toBe(200);
    const clash = await call('editor', 'PUT', `/${group.groupId}`, { name: 'olaganustu masallar' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(MSG.taleGroupNameTaken);
    const a = await createSubGroup(group.groupId, 'Birinci');
    await createSubGroup(group.groupId, 'İkinci');
    const subClash = await call('editor', 'PUT', `/subGroups/${a.subGroupId}`, { name: 'ikinci' });
    expect(subClash.statusCode).toBe(409);
    expect(subClash.json().message).toBe(MSG.taleSubGroupNameTaken);
    expect((await call('editor', 'PUT', '/999999', { name: 'Yok' })).statusCode).toBe(404);
    expect((await call('editor', 'PUT', '/subGroups/999999', { name: 'Yok' })).statusCode).toBe(404);
  });
});

describe('DELETE /v1/taleGroups/{groupId} and /subGroups/{subGroupId}', () => {
  it('keeps a type in use (409 naming the count) and deletes it once no tale carries it', async () => {
    const group = await createGroup('Silinecek Grup');
    const sub = await createSubGroup(group.groupId, 'Silinecek Alt Grup');
    const spare = await createSubGroup(group.groupId, 'Boş Alt Grup');
    const taleIds = [
      await taleOfType(ACTION.inReview, group.groupId, sub.subGroupId),
      await taleOfType(ACTION.published, group.groupId, sub.subGroupId),
    ];

    for (const url of [`/${group.groupId}`, `/subGroups/${sub.subGroupId}`]) {
      const refused = await call('editor', 'DELETE', url);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: taleGroupInUse(2) });
    }
    expect(taleGroupInUse(2)).toContain('2 masal');
    expect((await list()).some((g) => g.groupId === group.groupId)).toBe(true);

    const unused = await call('editor', 'DELETE', `/subGroups/${spare.subGroupId}`);
    expect(unused.statusCode, unused.body).toBe(200);
    expect(await auditOf('taleGroup.delete', group.groupId)).toHaveLength(1);

    await ctx.database.db
      .update(tales)
      .set({ groupId: null, subGroupId: null })
      .where(eq(tales.taleId, taleIds[0] ?? 0));
    await ctx.database.db
      .update(tales)
      .set({ subGroupId: null })
      .where(eq(tales.taleId, taleIds[1] ?? 0));
    const stillGroup = await call('editor', 'DELETE', `/${group.groupId}`);
    expect(stillGroup.json().message).toBe(taleGroupInUse(1));
    await ctx.database.db
      .update(tales)
      .set({ groupId: null })
      .where(eq(tales.taleId, taleIds[1] ?? 0));

    const deleted = await call('admin', 'DELETE', `/${group.groupId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await list()).some((g) => g.groupId === group.groupId)).toBe(false);
    expect(
      await ctx.database.db.select().from(taleSubgroups).where(eq(taleSubgroups.groupId, group.groupId)),
    ).toEqual([]);
    expect(await auditOf('taleGroup.delete', group.groupId)).toHaveLength(2);
    expect((await call('admin', 'DELETE', `/${group.groupId}`)).statusCode).toBe(404);
  });
});

describe('PUT /v1/taleGroups/order and /{groupId}/subGroups/order', () => {
  it("reorders the groups and a group's subgroups, audited; refuses an order that misses one (409)", async () => {
    const before = await list();
    const ids = before.map((g) => g.groupId);
    const reversed = [...ids].reverse();
    const done = await call('editor', 'PUT', '/order', { groupIds: reversed });
    expect(done.statusCode, done.body).toBe(200);
    expect((await list()).map((g) => g.groupId)).toEqual(reversed);
    expect(await auditOf('taleGroup.reorder', 'all')).toHaveLength(1);

    for (const groupIds of [reversed.slice(1), [...reversed, reversed[0]], [...reversed.slice(1), 999999]]) {
      const stale = await call('editor', 'PUT', '/order', { groupIds });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(MSG.taleGroupOrderStale);
    }

    const animals = before[0];
    if (!animals) throw new Error('no seeded group');
    const subIds = animals.subGroups.map((s) => s.subGroupId);
    const moved = [subIds[1], subIds[0], ...subIds.slice(2)];
    const subDone = await call('admin', 'PUT', `/${animals.groupId}/subGroups/order`, { subGroupIds: moved });
    expect(subDone.statusCode, subDone.body).toBe(200);
    expect(
      (await list()).find((g) => g.groupId === animals.groupId)?.subGroups.map((s) => s.subGroupId),
    ).toEqual(moved);
    const foreign = before[1]?.subGroups[0]?.subGroupId ?? 0;
    const wrong = await call('admin', 'PUT', `/${animals.groupId}/subGroups/order`, {
      subGroupIds: [...moved.slice(1), foreign],
    });
    expect(wrong.statusCode).toBe(409);

    await call('editor', 'PUT', '/order', { groupIds: ids });
    expect((await list()).map((g) => g.groupId)).toEqual(ids);
  });
});

describe('GET /v1/taleGroups/counts', () => {
  it("counts only the tales the viewer may see: every non-draft and the viewer's own drafts", async () => {
    const group = await createGroup('Sayılan Grup');
    const sub = await createSubGroup(group.groupId, 'Sayılan Alt Grup');
    await taleOfType(ACTION.draft, group.groupId, sub.subGroupId);
    await taleOfType(ACTION.submitted, group.groupId, sub.subGroupId);
    await taleOfType(ACTION.published, group.groupId, null);
    const { taleId } = await createWorkflowTale(ctx, {
      userId: users.editor.userId,
      actionId: ACTION.draft,
      typed: false,
    });
    await ctx.database.db.update(tales).set({ groupId: group.groupId }).where(eq(tales.taleId, taleId));

    const countsOf = async (who: 'editor' | 'admin') => {
      const response = await call(who, 'GET', '/counts');
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json() as {
        groups: { groupId: number; taleCount: number }[];
        subGroups: { subGroupId: number; taleCount: number }[];
      };
      return {
        group: answer.groups.find((g) => g.groupId === group.groupId)?.taleCount,
        sub: answer.subGroups.find((s) => s.subGroupId === sub.subGroupId)?.taleCount,
      };
    };
    expect(await countsOf('admin')).toEqual({ group: 2, sub: 1 });
    // The editor's own draft is in their list too.
    expect(await countsOf('editor')).toEqual({ group: 3, sub: 1 });

    // The subgroup's list matches its count (GET /v1/tales/?groupId&subGroupId).
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/v1/tales/?groupId=${group.groupId}&subGroupId=${sub.subGroupId}`,
      headers: bearer(users.admin.token),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().total).toBe(1);
  });
});

describe('the seed', () => {
  it('writes the tale groups only into an empty table: a renamed or deleted type stays so', async () => {
    const group = await createGroup('Geçici Tür');
    const animals = (await list())[0];
    if (!animals) throw new Error('no seeded group');
    await call('editor', 'PUT', `/${animals.groupId}`, {
      name: 'Hayvan Masalları (yeniden adlı)',
      atu: '1-299',
    });
    await call('editor', 'DELETE', `/${group.groupId}`);
    const before = await list();
    await seed(ctx.database.db, { email: ctx.admin.email, password: undefined });
    expect(await list()).toEqual(before);
    expect((await list()).some((g) => g.groupName === 'Hayvan Masalları')).toBe(false);
    expect(
      await ctx.database.db.select().from(taleGroups).where(eq(taleGroups.groupId, group.groupId)),
    ).toEqual([]);
  });
});
