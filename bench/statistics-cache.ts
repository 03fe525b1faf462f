// How often the statistics cache hits in a realistic mix: the server as `npm start` runs it,
// on a scratch PostgreSQL database (masal_bench_statistics_cache on BENCH_POSTGRES_URL, dropped and created again,
// 2,000 published tales written into it) or `-- pglite` on embedded PGlite (no published tales; no session
// touches either, since a session touches last_seen_at once a minute and nothing outside the server can age them).
// Several compilers loop for STATISTICS_CACHE_SECONDS (30): mostly the home page's three statistics calls, and
// draft saves, sign-ins, new drafts with a few submissions; on PostgreSQL every session is aged every 5 s, so
// each one touches last_seen_at at its next request as it would once a minute. Prints what was done, how often
// the change counter moved, the cache's hits and misses (from GET /metrics) and the statistics calls' p50/p95.
// STATISTICS_CACHE_USERS (6) compilers; every request of a compiler comes from its own loopback address, and
// every sign-in from a new one, so the per-address sign-in limit stays out of the mix.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { ACTION } from '@masal/shared';
import pg from 'pg';
import { signUpBody } from '../packages/server/test/support/factories.ts';
import { linkCode, waitForMail } from '../packages/server/test/support/outbox.ts';
import { completeTaleBody } from '../packages/server/test/support/tale-bodies.ts';
import { scratchDatabase } from './support/scratch-database.ts';
import { startServer } from './support/server.ts';
import { percentiles } from './support/stats.ts';
import { printColumns } from './support/table.ts';

const env = process.env;
const SECONDS = Number(env.STATISTICS_CACHE_SECONDS ?? 30);
const USERS = Number(env.STATISTICS_CACHE_USERS ?? 6);
const PUBLISHED_TALES = 2000;
const AGE_SESSIONS_EVERY_MS = 5000;
const DATABASE = 'masal_bench_statistics_cache';
const ADMIN = { email: 'admin@masal.local', password: 'bench-yonetici' };
const PASSWORD = 'masal-123';
const PLACES = [
  ['Karadeniz', 'Trabzon'],
  ['Ege', 'İzmir'],
  ['İç Anadolu', 'Konya'],
  ['Marmara', 'Bursa'],
  ['Akdeniz', 'Antalya'],
  ['Doğu Anadolu', 'Van'],
  ['Güneydoğu Anadolu', 'Mardin'],
] as const;
const STATISTICS = ['/statistics/map', '/statistics/summary', '/statistics/topUploaders'] as const;

const pglite = process.argv[2] === 'pglite';

let nextAddress = 0;
/** A new loopback address: 127.2.0.1, 127.2.0.2, … (all of 127/8 reaches the server). */
const newAddress = () => {
  const n = ++nextAddress;
  return `127.2.${Math.floor(n / 250)}.${(n % 250) + 1}`;
};

interface Answer {
  status: number;
  ms: number;
  body: string;
}

function request(
  url: string,
  method: string,
  options: { token?: string; body?: object; from?: string } = {},
): Promise<Answer> {
  const payload = options.body ? JSON.stringify(options.body) : undefined;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        localAddress: options.from,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, body }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A 2xx answer's JSON; anything else stops the bench. */
async function call<T>(url: string, method: string, options: Parameters<typeof request>[2] = {}): Promise<T> {
  const answer = await request(url, method, options);
  if (answer.status < 200 || answer.status > 299)
    throw new Error(`${method} ${url} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  return (answer.body ? JSON.parse(answer.body) : undefined) as T;
}

/** The cache's answers so far, from the server's metrics (loopback may read them). */
async function cacheAnswers(base: string): Promise<{ hits: number; misses: number }> {
  const text = (await request(`${base}/metrics`, 'GET')).body;
  const value = (result: string) =>
    Number(
      new RegExp(`^masal_statistics_cache_answers\\{result="${result}"\\} (\\d+)`, 'm').exec(text)?.[1] ??
        NaN,
    );
  return { hits: value('hit'), misses: value('miss') };
}

interface Compiler {
  email: string;
  from: string;
  token: string;
  drafts: { taleId: number; version: number }[];
}

const done = { homePages: 0, saves: 0, signIns: 0, newDrafts: 0, submissions: 0, touches: 0 };
const times: Record<(typeof STATISTICS)[number], number[]> = {
  '/statistics/map': [],
  '/statistics/summary': [],
  '/statistics/topUploaders': [],
};

const dataDir = mkdtempSync(join(tmpdir(), 'masal-bench-statistics-cache-'));
const databaseUrl = pglite ? undefined : await scratchDatabase(DATABASE);
const server = await startServer({
  dataDir,
  stderr: 'inherit',
  env: {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
});
const v1 = `${server.url}/v1`;
const database = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
try {
  await database?.connect();

  async function signIn(compiler: Pick<Compiler, 'email'>): Promise<string> {
    const { token } = await call<{ token: string }>(`${v1}/auth/login`, 'POST', {
      body: { email: compiler.email, password: PASSWORD },
      from: newAddress(),
    });
    return token;
  }
  async function newDraft(compiler: Compiler, n: number) {
    const tale = await call<{ taleId: number; version: number }>(`${v1}/tales/full`, 'POST', {
      token: compiler.token,
      from: compiler.from,
      body: completeTaleBody({ taleName: `Ölçüm masalı ${n}` }),
    });
    compiler.drafts.push({ taleId: tale.taleId, version: tale.version });
  }

  const institutions = await call<{ institutionId: number }[]>(`${v1}/institution/`, 'GET');
  const compilers: Compiler[] = [];
  for (let i = 0; i < USERS; i++) {
    const email = `olcum.${i}.${Date.now()}@example.com`;
    const from = newAddress();
    const institutionId = institutions[(i % (institutions.length - 1)) + 1]?.institutionId ?? 1;
    await call(`${v1}/auth/signUp`, 'POST', {
      body: signUpBody(institutionId, { email, password: PASSWORD, passwordReply: PASSWORD }),
      from,
    });
    const mail = await waitForMail(server.dataDir, email);
    await call(`${v1}/auth/activeUser`, 'POST', {
      body: { email, activationCode: linkCode(mail.text, 'ac') },
      from,
    });
    const compiler: Compiler = { email, from, token: await signIn({ email }), drafts: [] };
    await newDraft(compiler, 0);
    compilers.push(compiler);
  }
  // The archive the home page counts: published tales of these compilers, in a few provinces.
  if (database) {
    const ids = (
      await database.query<{ id: number }>("select user_id as id from users where email like 'olcum.%'")
    ).rows.map((r) => r.id);
    const n = Array.from({ length: PUBLISHED_TALES }, (_, i) => i);
    const place = (i: number) => PLACES[i % PLACES.length] as readonly [string, string];
    await database.query(
      `insert into tales (user_id, action_id, tale_name, tale_name_key, area, city, submitted_at)
       select u, ${ACTION.published}, 'Yayımlanmış masal ' || i, 'yayimlanmis masal ' || i, a, c,
              now() - i * interval '1 hour'
       from unnest($1::int[], $2::text[], $3::text[], $4::int[]) as t(u, a, c, i)`,
      [n.map((i) => ids[i % ids.length]), n.map((i) => place(i)[0]), n.map((i) => place(i)[1]), n],
    );
  }

  const version = async () =>
    Number((await database?.query('select version from statistics_version'))?.rows[0]?.version ?? NaN);
  const versionBefore = await version();
  const cacheBefore = await cacheAnswers(server.url);
  const end = Date.now() + SECONDS * 1000;

  // Every session a minute old, as the sessions of people who keep a tab open are: each touches at its next request.
  const ageing = (async () => {
    while (database && Date.now() < end) {
      await sleep(AGE_SESSIONS_EVERY_MS);
      const touched = await database.query(
        `select count(*)::int as n from sessions where last_seen_at > now() - interval '30 seconds'`,
      );
      done.touches += touched.rows[0]?.n ?? 0;
      await database.query(`update sessions set last_seen_at = now() - interval '2 minutes'`);
    }
  })();

  let drafts = compilers.length;
  const loop = async (compiler: Compiler) => {
    while (Date.now() < end) {
      const dice = Math.random();
      if (dice < 0.8) {
        for (const path of STATISTICS) {
          const answer = await request(`${v1}${path}`, 'GET', { token: compiler.token, from: compiler.from });
          if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
          times[path].push(answer.ms);
        }
        done.homePages++;
      } else if (dice < 0.9) {
        const draft = compiler.drafts.at(-1);
        if (!draft) continue;
        const saved = await call<{ version: number }>(`${v1}/tales/full`, 'PUT', {
          token: compiler.token,
          from: compiler.from,
          body: {
            ...completeTaleBody({ taleName: `Ölçüm masalı ${draft.taleId}` }),
            taleText: `Evvel zaman içinde, ${done.saves}. kez yazılmış bir masal varmış.`,
            taleId: draft.taleId,
            version: draft.version,
          },
        });
        draft.version = saved.version;
        done.saves++;
      } else if (dice < 0.95) {
        compiler.token = await signIn(compiler);
        done.signIns++;
      } else if (dice < 0.98) {
        await newDraft(compiler, ++drafts);
        done.newDrafts++;
      } else {
        const draft = compiler.drafts.pop();
        if (!draft) continue;
        await call(`${v1}/tales/`, 'PUT', {
          token: compiler.token,
          from: compiler.from,
          body: { taleId: draft.taleId, actionId: ACTION.submitted },
        });
        done.submissions++;
      }
      // Someone reading a page between clicks, briefly.
      await sleep(20 + Math.random() * 80);
    }
  };
  await Promise.all([...compilers.map(loop), ageing]);

  const cacheAfter = await cacheAnswers(server.url);
  const hits = cacheAfter.hits - cacheBefore.hits;
  const misses = cacheAfter.misses - cacheBefore.misses;
  const versionMoves = (await version()) - versionBefore;
  console.log(
    `statistics cache: ${SECONDS} s, ${USERS} compilers, ${pglite ? 'PGlite' : `PostgreSQL (${PUBLISHED_TALES} published tales)`}`,
  );
  console.log(
    `done: ${done.homePages} home pages (3 statistics calls each), ${done.saves} draft saves, ${done.signIns} sign-ins, ` +
      `${done.newDrafts} new drafts, ${done.submissions} submissions, ${pglite ? 'no' : done.touches} session touches`,
  );
  if (database) console.log(`change counter moved ${versionMoves} times`);
  console.log(
    `cache: ${hits} hits, ${misses} misses, hit rate ${((100 * hits) / (hits + misses)).toFixed(1)} %`,
  );
  const all = Object.values(times).flat();
  printColumns(
    ['call', 'calls', 'p50 ms', 'p95 ms'],
    [...Object.entries(times), ['all three', all] as const].map(([path, ms]) => {
      const p = percentiles(ms);
      return [path, String(ms.length), p.p50.toFixed(1), p.p95.toFixed(1)];
    }),
  );
} finally {
  await database?.end();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) await scratchDatabase(DATABASE, true);
}
