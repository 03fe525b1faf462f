/**
 * The per-address limit and the sign-in failure counter are shared by the instances of one deployment
 * as one: two apps on one store allow together exactly what one allows. The store is
 * PostgreSQL's `rate_limits` table, or Redis when REDIS_URL is set; a store that cannot be reached falls
 * back to counting in the process, never to a 500 or to no limit at all.
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile, readlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import { MSG } from '@masal/shared';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '../src/config.ts';
import { createUser, signInRequest, uniqueEmail } from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const PER_IP = 4;
const PER_PAIR = 3;
const LIMITS = { signInPerIpPerWindow: PER_IP, signInFailuresPerAccountAndAddress: PER_PAIR };
const TOO_MANY = { status: false, code: 'TOO_MANY_REQUESTS', message: MSG.tooManyAttempts };
const REDIS_URL = 'redis://127.0.0.1:6379';
const postgresUrl = process.env.TEST_DATABASE_URL || undefined;
/** This run's Redis keys: parallel runs and the leftovers of a killed one never meet. */
const redisPrefix = `masal-test-${randomUUID()}`;

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function onPostgres<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The local ports of this process's TCP connections (Linux's /proc): a Redis client whose address has one of
 * them is one of this file's apps, not another test run's on the same Redis.
 */
async function ownTcpPorts(): Promise<Set<number>> {
  const inodes = new Set<string>();
  for (const fd of await readdir('/proc/self/fd')) {
    const target = await readlink(`/proc/self/fd/${fd}`).catch(() => '');
    const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
    if (inode) inodes.add(inode);
  }
  const ports = new Set<number>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const lines = (await readFile(table, 'utf8').catch(() => '')).split('\n').slice(1);
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      const port = fields[1]?.split(':')[1];
      if (port && inodes.has(fields[9] ?? '')) ports.add(Number.parseInt(port, 16));
    }
  }
  return ports;
}

async function onRedis<T>(work: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis(REDIS_URL);
  try {
    return await work(redis);
  } finally {
    redis.disconnect();
  }
}

const stores: {
  name: string;
  skip: string | false;
  config: Partial<Omit<Config, 'limits'>>;
  /** The store's keys, to check that they exist and hold no login in plain text. */
  storedKeys: () => Promise<string[]>;
  /**
   * Closes the limits' connections from the server's side (a restart, a fail-over); how many it closed, or
   * undefined behind pgbouncer, which keeps its clients' connections and may serve all of them, this one
   * too, on one server connection: there is nothing of ours to cut there.
   */
  cut: () => Promise<number | undefined>;
}[] = [
  {
    name: 'PostgreSQL',
    // PGlite is an embedded database, one process's by nature: its app counts in memory (see limiter-store.ts).
    skip: postgresUrl ? false : 'PGlite is one process: its limits are counted in memory, nothing to share',
    config: {},
    storedKeys: () =>
      onPostgres(async (client) =>
        (await client.query<{ key: string }>('select key from rate_limits')).rows.map((r) => r.key),
      ),
    cut: () =>
      onPostgres(async (client) => {
        const { rows } = await client.query<{ port: string }>(`select current_setting('port') as port`);
        if (rows[0]?.port !== new URL(postgresUrl ?? '').port) return undefined;
        const cut = await client.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where application_name = 'masal-limits' and datname = current_database()`,
        );
        return cut.rowCount ?? 0;
      }),
  },
  {
    name: 'Redis',
    skip: false,
    config: { redisUrl: REDIS_URL, limitKeyPrefix: redisPrefix },
    storedKeys: () => onRedis((redis) => redis.keys(`${redisPrefix}*`)),
    cut: () =>
      onRedis(async (redis) => {
        const clients = String(await redis.client('LIST')).split('\n');
        const own = await ownTcpPorts();
        const ids = clients
          .filter((c) => / name=masal-limits /.test(c) && own.has(Number(/ addr=[^ ]*:(\d+) /.exec(c)?.[1])))
          .map((c) => /^id=(\d+)/.exec(c)?.[1]);
        for (const id of ids) if (id) await redis.client('KILL', 'ID', id);
        return ids.length;
      }),
  },
];

afterAll(() =>
  onRedis(async (redis) => {
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  }),
);

describe.each(stores)('two instances on $name', ({ name, skip, config, storedKeys, cut }) => {
  let one: TestApp;
  let two: TestApp;

  const guess = (app: TestApp, address: string) =>
    signInRequest(app.app, uniqueEmail('tahmin'), 'yanlis-sifre', address);
  /** Whether a guess on `app` leaves a count in the store (not only in its process-local insurance). */
  const reachesStore = async (app: TestApp, address: string) => {
    const before = (await storedKeys()).length;
    await guess(app, address);
    return (await storedKeys()).length > before;
  };
  let probe = 0;

  beforeAll(async () => {
    if (skip) return;
    one = await startTestApp(LIMITS, { config });
    two = await startTestApp(LIMITS, { config, sameDatabaseAs: one });
    // The store's connection opens after the start; counts made before it is ready stay in each instance.
    for (const app of [one, two])
      await vi.waitFor(
        async () => {
          if (!(await reachesStore(app, `10.45.0.${++probe}`)))
            throw new Error('the store is not reached yet');
        },
        { timeout: 30_000, interval: 50 },
      );
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it.skipIf(skip)(
    `wrong passwords on both count together: ${PER_PAIR} in all block the pair on each`,
    async () => {
      const user = await createUser(one);
      const address = '10.40.0.1';
      for (let i = 0; i < PER_PAIR; i++) {
        const app = i % 2 === 0 ? one.app : two.app;
        const response = await signInRequest(app, user.email, 'yanlis-sifre', address);
        expect(response.statusCode, `attempt ${i + 1}`).toBe(400);
      }
      for (const app of [two.app, one.app]) {
        const right = await signInRequest(app, user.email, user.password, address);
        expect(right.statusCode).toBe(429);
        expect(right.json()).toEqual(TOO_MANY);
      }
      // The owner elsewhere is not locked out.
      expect((await signInRequest(two.app, user.email, user.password, '10.40.0.2')).statusCode).toBe(200);

      const keys = await storedKeys();
      expect(keys.length, `${name} holds the counters`).toBeGreaterThan(0);
      for (const key of keys) expect(key).not.toContain(user.email);
    },
  );

  it.skipIf(skip)('a sign-in on one instance clears the failures counted on the other', async () => {
    const user = await createUser(one);
    const address = '10.41.0.1';
    for (let i = 0; i < PER_PAIR - 1; i++)
      expect((await signInRequest(one.app, user.email, 'yanlis-sifre', address)).statusCode).toBe(400);
    expect((await signInRequest(two.app, user.email, user.password, address)).statusCode).toBe(200);
    // Uncleared, this would be the pair's attempt past PER_PAIR (the right one counted too).
    expect((await signInRequest(one.app, user.email, 'yanlis-sifre', address)).statusCode).toBe(400);
  });

  it.skipIf(skip)(
    `the per-address limit split across both allows ${PER_IP} calls, as one instance does`,
    async () => {
      const address = '10.42.0.1';
      for (let i = 0; i < PER_IP; i++) {
        const app = i % 2 === 0 ? one.app : two.app;
        const response = await signInRequest(app, uniqueEmail('tahmin'), 'yanlis-sifre', address);
        expect(response.statusCode, `call ${i + 1}`).toBe(400);
      }
      for (const app of [one.app, two.app]) {
        const blocked = await signInRequest(app, uniqueEmail('tahmin'), 'yanlis-sifre', address);
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json()).toEqual(TOO_MANY);
        const retryAfter = Number(blocked.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(one.config.limits.authWindowMs / 1000);
      }
    },
  );

  it.skipIf(skip)(
    'its connections cut under requests: no crash, no 500, and the store counts again',
    async () => {
      expect((await guess(one, '10.44.0.1')).statusCode).toBe(400);
      expect((await guess(two, '10.44.0.1')).statusCode).toBe(400);
      expect(await cut()).not.toBe(0);
      // At once: the store may not answer yet, the process-local count does.
      for (const app of [one, two]) expect((await guess(app, '10.44.0.2')).statusCode).toBe(400);
      // Reconnected: each instance's next guess leaves its counts in the store again.
      for (const app of [one, two])
        await expect.poll(() => reachesStore(app, `10.45.0.${++probe}`), { timeout: 30_000 }).toBe(true);
      // Split across both, the limit is one instance's again.
      const answers: number[] = [];
      for (let i = 0; i <= PER_IP; i++)
        answers.push((await guess(i % 2 === 0 ? one : two, '10.44.0.3')).statusCode);
      expect(answers).toEqual([...Array<number>(PER_IP).fill(400), 429]);
    },
  );
});

describe('a store that cannot be reached', () => {
  it.each([
    ['Redis', async () => ({ redisUrl: `redis://127.0.0.1:${await closedPort()}` })],
    [
      'PostgreSQL',
      async () => ({ databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/masal` }),
    ],
  ])('%s: sign-in works within the limits counted in the process, no 500', async (_name, storeConfig) => {
    const ctx = await startTestApp(LIMITS, { config: await storeConfig() });
    try {
      const user = await createUser(ctx);
      expect((await signInRequest(ctx.app, user.email, user.password, '10.43.0.1')).statusCode).toBe(200);
      for (let i = 0; i < PER_PAIR; i++)
        expect((await signInRequest(ctx.app, user.email, 'yanlis-sifre', '10.43.0.2')).statusCode).toBe(400);
      expect((await signInRequest(ctx.app, user.email, user.password, '10.43.0.2')).json()).toEqual(TOO_MANY);
      // The per-address limit holds as well.
      const address = '10.43.0.3';
      const answers: number[] = [];
      for (let i = 0; i <= PER_IP; i++)
        answers.push((await signInRequest(ctx.app, user.email, user.password, address)).statusCode);
      expect(answers).toEqual([...Array<number>(PER_IP).fill(200), 429]);
      expect(ctx.logText()).toContain('limits store unreachable');
    } finally {
      await ctx.close();
    }
  });
});
