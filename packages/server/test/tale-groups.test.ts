/** GET /v1/taleGroups: the tale groups, each group with its subgroups, for every signed-in user. */
import { ROLE, TALE_GROUPS, type TaleGroupEntry } from '@masal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taleGroups } from '../src/db/schema/index.ts';
import { type CreatedUser, signedInUser } from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let ctx: TestApp;
let writer: CreatedUser & { token: string };

const groups = (token?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/v1/taleGroups',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

beforeAll(async () => {
  ctx = await startTestApp();
  writer = await signedInUser(ctx, { roles: [ROLE.writer] });
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /v1/taleGroups', () => {
  it('requires a session (403)', async () => {
    expect((await groups()).statusCode).toBe(403);
    expect((await groups('not-a-session-token')).statusCode).toBe(403);
  });

  it('answers every user, writers included, the seeded groups in order with their subgroups', async () => {
    const response = await groups(writer.token);
    expect(response.statusCode, response.body).toBe(200);
    const answer: TaleGroupEntry[] = response.json();
    expect(answer.map((g) => g.groupName)).toEqual(TALE_GROUPS.map((g) => g.name));
    expect(answer.map((g) => g.subGroups.map((s) => s.subGroupName))).toEqual(
      TALE_GROUPS.map((g) => g.subgroups.map((s) => s.name)),
    );
    const ids = answer.flatMap((g) => g.subGroups.map((s) => s.subGroupId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shows a group without subgroups with an empty list', async () => {
    await ctx.database.db.insert(taleGroups).values({ name: 'Zincirlemeli Masallar (yeni)', position: 1000 });
    const answer: TaleGroupEntry[] = (await groups(writer.token)).json();
    expect(answer.at(-1)).toMatchObject({ groupName: 'Zincirlemeli Masallar (yeni)', subGroups: [] });
  });
});
