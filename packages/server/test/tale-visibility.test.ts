/**
 * Who sees a tale, held to the one rule (TALE_VISIBILITY, canSeeTale of @masal/shared): the SQL predicate
 * built from it and the tale list (GET /v1/tales/) show each viewer exactly the tales canSeeTale allows,
 * over two owners' tales in every status and a viewer of every role.
 */
import { ACTION_IDS, canSeeTale, isStaff, ROLE, type Viewer } from '@masal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tales } from '../src/db/schema/index.ts';
import { taleVisibleSql } from '../src/db/tale-visibility.ts';
import { createUser, signIn } from './support/factories.ts';
import { createTale } from './support/tales.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

interface Tale {
  taleId: number;
  userId: number;
  actionId: number;
  editorId: null;
}

let ctx: TestApp;
const all: Tale[] = [];
const viewers: Array<Viewer & { name: string; token: string }> = [];

beforeAll(async () => {
  ctx = await startTestApp();
  const people: Array<[string, number[]]> = [
    ['owner', [ROLE.writer]],
    ['no role', []],
    ...Object.entries(ROLE).map(([name, id]): [string, number[]] => [name, [id]]),
  ];
  for (const [name, roleIds] of people) {
    const user = await createUser(ctx, { roles: roleIds });
    viewers.push({
      name,
      userId: user.userId,
      roleIds,
      token: await signIn(ctx.app, user.email, user.password),
    });
  }
  // The owner's tales and another writer's, one in every status.
  for (const owner of [viewers[0], viewers[2]]) {
    if (!owner) throw new Error('no owner');
    for (const actionId of ACTION_IDS) {
      const { taleId } = await createTale(ctx, { userId: owner.userId, actionId });
      all.push({ taleId, userId: owner.userId, actionId, editorId: null });
    }
  }
});
afterAll(async () => {
  await ctx?.close();
});

const expectedFor = (viewer: Viewer) =>
  all
    .filter((t) => canSeeTale(t, viewer))
    .map((t) => t.taleId)
    .sort((a, b) => a - b);

describe('who sees a tale: one rule', () => {
  it('the SQL predicate selects exactly the tales canSeeTale allows', async () => {
    for (const viewer of viewers) {
      const rows = await ctx.database.db
        .select({ taleId: tales.taleId })
        .from(tales)
        .where(taleVisibleSql({ userId: viewer.userId, seesAllTales: isStaff(viewer.roleIds) }, tales));
      const seen = rows.map((r) => r.taleId).sort((a, b) => a - b);
      expect(seen, viewer.name).toEqual(expectedFor(viewer));
    }
  });

  it('the tale list shows each viewer exactly the tales canSeeTale allows', async () => {
    for (const viewer of viewers) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/v1/tales/?pageSize=100',
        headers: { authorization: `Bearer ${viewer.token}` },
      });
      expect(response.statusCode, viewer.name).toBe(200);
      const seen = (response.json().rows as Array<{ taleId: number }>)
        .map((r) => r.taleId)
        .sort((a, b) => a - b);
      expect(seen, viewer.name).toEqual(expectedFor(viewer));
    }
  });
});
