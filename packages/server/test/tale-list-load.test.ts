/**
 * The tale list under load (`npm run list-load -w bench` measures it): 200 clients listing
 * at once queue on the database, so an authenticated list asks it as few times as it can — one statement
 * for the session with its roles, one for the page with its total. The real database answers each; the spy
 * only counts the statements sent.
 */
import { ACTION, ROLE } from '@masal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tales } from '../src/db/schema/index.ts';
import { createUser, signIn } from './support/factories.ts';
import { completeTaleBody } from './support/tale-bodies.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let ctx: TestApp;
const tokens = { writer: '', admin: '' };
let writerId = 0;

interface Queryable {
  query: (...args: unknown[]) => Promise<unknown>;
}

/** Runs `work` and answers how many statements it sent to the database (both drivers expose `query`). */
async function statementsOf(work: () => Promise<unknown>): Promise<number> {
  const client = (ctx.database.db as unknown as { $client: Queryable }).$client;
  const query = client.query;
  let sent = 0;
  client.query = (...args: unknown[]) => {
    sent++;
    return query.apply(client, args);
  };
  try {
    await work();
  } finally {
    client.query = query;
  }
  return sent;
}

const list = (who: keyof typeof tokens, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens[who]}` } });

beforeAll(async () => {
  ctx = await startTestApp();
  const writer = await createUser(ctx, { roles: [ROLE.writer] });
  const admin = await createUser(ctx, { roles: [ROLE.admin] });
  writerId = writer.userId;
  tokens.writer = await signIn(ctx.app, writer.email, writer.password);
  tokens.admin = await signIn(ctx.app, admin.email, admin.password);
  for (let i = 0; i < 30; i++) {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/v1/tales/full',
      payload: completeTaleBody({ taleName: `Keloğlan ${i}` }),
      headers: { authorization: `Bearer ${tokens.writer}` },
    });
    expect(created.statusCode, created.body).toBe(200);
    if (i % 2 === 0)
      await ctx.database.db
        .update(tales)
        .set({ actionId: ACTION.submitted })
        .where(eq(tales.taleId, created.json().taleId));
  }
});
afterAll(async () => {
  await ctx?.close();
});

describe('an authenticated tale list', () => {
  it.each([
    ['the writer’s own list', 'writer', '/v1/tales/userId/WRITER?page=0&pageSize=25', 30, 25],
    ['the staff list, searched', 'admin', '/v1/tales/?page=0&pageSize=25&q=kelo', 15, 15],
    ['a later page', 'writer', '/v1/tales/userId/WRITER?page=1&pageSize=25', 30, 5],
  ] as const)('%s takes two statements: the session with its roles, the page with its total', async (_, who, url, total, rows) => {
    const path = url.replace('WRITER', String(writerId));
    // A first call takes the once-a-minute last_seen_at write, should one be due, out of the count.
    await list(who, path);
    let body: { rows: unknown[]; total: number } = { rows: [], total: -1 };
    const sent = await statementsOf(async () => {
      const response = await list(who, path);
      expect(response.statusCode, response.body).toBe(200);
      body = response.json();
    });
    expect(body.total).toBe(total);
    expect(body.rows).toHaveLength(rows);
    expect(sent).toBe(2);
  });

  it('still answers the total on a page past the end (a third statement counts it)', async () => {
    const response = await list('writer', `/v1/tales/userId/${writerId}?page=5&pageSize=25`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ rows: [], total: 30, totalCapped: false, nextCursor: null });
  });
});
