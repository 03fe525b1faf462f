/**
 * The database may go away; the portal stays up. On the machine's PostgreSQL: connections
 * terminated by the server under requests, a transaction cut between its statements, and the server out of
 * reach behind a relay the test cuts. The process (this test's) must live through each, answer 503 with the
 * Turkish message meanwhile, and serve again without a restart.
 */
import { MSG, ROLE } from '@masal/shared';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.ts';
import { institutions } from '../src/db/schema/index.ts';
import { isDatabaseUnavailable } from '../src/db/sql-state.ts';
import { signedInUser } from './support/factories.ts';
import { sleep } from './support/http.ts';
import { type TcpProxy, tcpProxy } from './support/tcp-proxy.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const UNAVAILABLE = { status: false, code: 'UNAVAILABLE', message: MSG.databaseUnavailable };

/** Ends every connection to the test database but the one asking, as `pg_terminate_backend` under load does. */
async function terminateConnections(only?: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and ($1::int is null or pid = $1)`,
      [only ?? null],
    );
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/** No failed query's text or values in what the app logged (the lost-connection lines included). */
function expectNoSqlInLog(ctx: TestApp) {
  const log = ctx.logText();
  expect(log).toContain('database connection lost');
  expect(log).not.toMatch(/\bselect\b|\binsert into\b|"tales"|"sessions"|\$1/i);
}

describe.skipIf(!databaseUrl)('PostgreSQL connections terminated by the server', () => {
  let ctx: TestApp;
  let token: string;
  beforeAll(async () => {
    ctx = await startTestApp();
    ({ token } = await signedInUser(ctx, { roles: [ROLE.writer] }));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const list = () =>
    ctx.app.inject({ method: 'GET', url: '/v1/tales/', headers: { authorization: `Bearer ${token}` } });

  it('under requests: the process lives, each answer is 200 or 503 with the Turkish message, then all succeed', async () => {
    // Connections busy and idle in the pool when the server ends them.
    const during = Array.from({ length: 30 }, (_, i) => sleep(i * 3).then(list));
    await sleep(20);
    expect(await terminateConnections()).toBeGreaterThan(0);
    const answers = await Promise.all(during);
    for (const answer of answers) {
      expect([200, 503], answer.body).toContain(answer.statusCode);
      if (answer.statusCode === 503) {
        expect(answer.json()).toEqual(UNAVAILABLE);
        expect(answer.headers['retry-after']).toBe('5');
      }
    }
    // The pool replaces what was lost: no restart.
    for (let i = 0; i < 10; i++) expect((await list()).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/ready' })).statusCode).toBe(200);
  });

  it('a transaction cut between its statements is rolled back and reported, never half-applied', async () => {
    const name = `Yarım Kalan Kurum ${Date.now()}`;
    const cut = ctx.database.db.transaction(async (tx) => {
      await tx.insert(institutions).values({ name });
      const [own] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
      await terminateConnections(own?.pid);
      // The checked-out client hears its connection end here: an unheard 'error' event would end the process.
      await sleep(100);
      await tx.insert(institutions).values({ name: `${name} 2` });
    });
    const error = await cut.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    const left = await ctx.database.db.select().from(institutions).where(eq(institutions.name, name));
    expect(left).toEqual([]);
    expectNoSqlInLog(ctx);
  });
});

describe.skipIf(!databaseUrl)('PostgreSQL out of reach (a network cut, a restart, a fail-over)', () => {
  let proxy: TcpProxy;
  let ctx: TestApp;
  let token: string;
  beforeAll(async () => {
    const target = new URL(databaseUrl ?? '');
    proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const through = new URL(target);
    through.hostname = '127.0.0.1';
    through.port = String(proxy.port);
    ctx = await startTestApp({}, { reachDatabaseAt: through.toString() });
    ({ token } = await signedInUser(ctx, { roles: [ROLE.writer] }));
  });
  afterAll(async () => {
    await ctx?.close();
    await proxy?.close();
  });

  const get = (url: string, signedIn = false) =>
    ctx.app.inject({
      method: 'GET',
      url,
      ...(signedIn ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });

  it('answers 503 with the Turkish message while it is away, and serves again when it returns', async () => {
    expect((await get('/v1/tales/', true)).statusCode).toBe(200);
    await proxy.cut();

    for (const [url, signedIn] of [
      ['/v1/institution/', false],
      ['/v1/tales/', true],
      ['/v1/auth/me', true],
    ] as const) {
      const answer = await get(url, signedIn);
      // A session that cannot be looked up is not an expired one: 503, not 403.
      expect(answer.statusCode, url).toBe(503);
      expect(answer.json()).toEqual(UNAVAILABLE);
    }
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: ctx.admin.email, password: ctx.admin.password },
    });
    expect(login.statusCode).toBe(503);
    // Liveness is the process; readiness is the database.
    expect((await get('/v1/health')).statusCode).toBe(200);
    const ready = await get('/v1/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual(UNAVAILABLE);

    await proxy.restore();
    expect((await get('/v1/ready')).statusCode).toBe(200);
    expect((await get('/v1/tales/', true)).statusCode).toBe(200);
    expect((await get('/v1/institution/')).statusCode).toBe(200);
  });
});
