// The tale list under load: the server as `npm start` runs it (the bundle on plain Node),
// once on embedded PGlite (temp DATA_DIR) and once on PostgreSQL (a scratch database `masal_bench_list`,
// dropped and created afresh; skipped when nothing answers at BENCH_POSTGRES_URL). Seeds a few compilers
// with their tales (some submitted) through the public API, signs them and the admin in, then 200 clients
// each loop the list calls the web app sends (own list, staff list, next page, sort by name, search, inbox)
// for 30 s, every request with a 10 s time-out. Prints p50/p95/p99/max, requests/s, errors and time-outs.
// Budget: 0 errors and 0 time-outs on both; p99 ≤ 500 ms on PostgreSQL. Exits non-zero when one is missed.
// Run: `npm run list-load -w bench` (BENCH_LIST_SECONDS shortens the measured window).
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACTION, PROVINCES } from '@masal/shared';
import pg from 'pg';
import { completeTaleBody } from '../packages/server/test/support/tale-bodies.ts';
import { budget } from './support/budget.ts';
import { api, type BenchServer, signedInWriter, signIn, startServer } from './support/server.ts';
import { percentile } from './support/stats.ts';

const CLIENTS = 200;
const SECONDS = Number(process.env.BENCH_LIST_SECONDS ?? 30);
const WARM_UP_SECONDS = 3;
const TIME_OUT_MS = 10_000;
const P99_BUDGET_MS = 500;
/** 5 × (sign-up, activation, sign-in) + the admin's sign-in stay under the per-address limit of 20 auth calls. */
const COMPILERS = 5;
const TALES_PER_COMPILER = 80;
/** Every third tale is submitted, so the staff list has work in it and the owners' lists mix statuses. */
const SUBMIT_EVERY = 3;
const ADMIN = { email: 'admin@masal.local', password: 'bench-yonetici' };
const SCRATCH_DATABASE = 'masal_bench_list';

const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Viewer {
  userId: number;
  token: string;
  staff: boolean;
}

/** A compiler through the public flow, with tales named so that sorting and searching have work to do. */
async function seedCompiler(server: BenchServer, n: number): Promise<Viewer> {
  const { token, userId } = await signedInWriter(server);
  const names = ['Keloğlan', 'Çoban', 'Dev', 'Padişahın Kızı', 'Tilki', 'İncili Çavuş', 'Şahmeran'];
  const text = 'Evvel zaman içinde, kalbur saman içinde, develer tellal iken pireler berber iken… '.repeat(
    40,
  );
  for (let i = 0; i < TALES_PER_COMPILER; i += 8) {
    const batch = Array.from({ length: Math.min(8, TALES_PER_COMPILER - i) }, async (_, j) => {
      const k = i + j;
      const province = PROVINCES[(n * TALES_PER_COMPILER + k) % PROVINCES.length];
      const tale = await api<{ taleId: number }>(
        server.url,
        'POST',
        '/tales/full',
        token,
        completeTaleBody({
          taleName: `${names[k % names.length]} masalı ${n}-${k}`,
          taleText: text,
          ...(province ? { city: province.name, area: province.region } : {}),
        }),
      );
      if (k % SUBMIT_EVERY === 0)
        await api(server.url, 'PUT', '/tales/', token, { taleId: tale.taleId, actionId: ACTION.submitted });
    });
    await Promise.all(batch);
  }
  return { userId, token, staff: false };
}

async function seed(server: BenchServer): Promise<Viewer[]> {
  const viewers: Viewer[] = [];
  for (let n = 1; n <= COMPILERS; n++) viewers.push(await seedCompiler(server, n));
  const admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  viewers.push({ ...admin, staff: true });
  return viewers;
}

/** The list calls of the web app: its default view first, then paging, sorting, searching and the inbox. */
function listPaths(viewer: Viewer): string[] {
  const base = viewer.staff ? '/v1/tales/' : `/v1/tales/userId/${viewer.userId}`;
  const view = 'pageSize=25&sort=updatedAt&order=desc';
  return [
    `${base}?page=0&${view}`,
    `${base}?page=1&${view}`,
    `${base}?page=0&pageSize=25&sort=taleName&order=asc`,
    `${base}?page=0&${view}&q=${encodeURIComponent('keloğlan')}`,
    `${base}?page=0&${view}&actionIds=${viewer.staff ? '2,3' : '1,4'}`,
  ];
}

type Outcome = { ms: number } | 'error' | 'time-out';

/** One GET on a kept-alive connection; lean (a plain timer, options not a URL) so the client's own CPU stays small. */
function get(
  agent: http.Agent,
  port: number,
  path: string,
  headers: http.OutgoingHttpHeaders,
): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    let timedOut = false;
    const request = http.get({ agent, host: '127.0.0.1', port, path, headers }, (response) => {
      response.resume();
      response.once('end', () => {
        clearTimeout(timer);
        resolve(response.statusCode === 200 ? { ms: performance.now() - started } : 'error');
      });
      response.once('error', () => {
        clearTimeout(timer);
        resolve(timedOut ? 'time-out' : 'error');
      });
    });
    const timer = setTimeout(() => {
      timedOut = true;
      request.destroy();
    }, TIME_OUT_MS);
    request.once('error', () => {
      clearTimeout(timer);
      resolve(timedOut ? 'time-out' : 'error');
    });
  });
}

interface Figures {
  latencies: number[];
  errors: number;
  timeOuts: number;
  seconds: number;
}

/** CLIENTS loops, each one viewer's list calls in turn, for `seconds`. */
async function load(
  server: BenchServer,
  viewers: Viewer[],
  agent: http.Agent,
  seconds: number,
): Promise<Figures> {
  const figures: Figures = { latencies: [], errors: 0, timeOuts: 0, seconds };
  const until = performance.now() + seconds * 1000;
  const client = async (i: number) => {
    const viewer = viewers[i % viewers.length] as Viewer;
    const paths = listPaths(viewer);
    const headers = { authorization: `Bearer ${viewer.token}` };
    for (let k = i; performance.now() < until; k++) {
      const outcome = await get(agent, server.port, paths[k % paths.length] as string, headers);
      if (outcome === 'error') figures.errors++;
      else if (outcome === 'time-out') figures.timeOuts++;
      else figures.latencies.push(outcome.ms);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
  return figures;
}

/** Prints the figures; answers whether the budget was kept. */
function report(label: string, f: Figures, p99Budget: number | null): boolean {
  const sorted = [...f.latencies].sort((a, b) => a - b);
  const ms = (p: number) => `${percentile(sorted, p).toFixed(0)} ms`;
  const p99 = percentile(sorted, 99);
  console.log(
    `${label}: ${sorted.length} answered, ${(sorted.length / f.seconds).toFixed(0)}/s; p50 ${ms(50)}, p95 ${ms(95)}, ` +
      `p99 ${ms(99)}, max ${ms(100)}; errors ${f.errors}, time-outs ${f.timeOuts}` +
      (p99Budget === null ? '' : ` (budget: p99 ≤ ${p99Budget} ms)`),
  );
  const clean = budget(`list load, ${label}: errors and time-outs`, f.errors + f.timeOuts, 0, 'calls');
  return (p99Budget === null || budget(`list load, ${label}: p99`, p99, p99Budget, 'ms')) && clean;
}

async function measure(label: string, databaseUrl: string, p99Budget: number | null): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'masal-bench-list-'));
  const server = await startServer({
    dataDir,
    env: { DATABASE_URL: databaseUrl, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    stderr: 'inherit',
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  try {
    const started = performance.now();
    const viewers = await seed(server);
    console.log(
      `${label}: seeded ${COMPILERS} compilers × ${TALES_PER_COMPILER} tales and the admin in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s; ${CLIENTS} clients, ${SECONDS} s after a ${WARM_UP_SECONDS} s warm-up`,
    );
    await load(server, viewers, agent, WARM_UP_SECONDS);
    return report(label, await load(server, viewers, agent, SECONDS), p99Budget);
  } finally {
    agent.destroy();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A fresh scratch database, or null when no PostgreSQL answers. */
async function scratchPostgres(): Promise<string | null> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`DROP DATABASE IF EXISTS ${SCRATCH_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${SCRATCH_DATABASE}`);
  await admin.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${SCRATCH_DATABASE}`;
  return url.toString();
}

async function dropScratch(): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${SCRATCH_DATABASE} WITH (FORCE)`);
  await admin.end();
}

let kept = await measure('PGlite', '', null);
const postgresUrl = await scratchPostgres();
if (postgresUrl) {
  try {
    kept = (await measure('PostgreSQL', postgresUrl, P99_BUDGET_MS)) && kept;
  } finally {
    await dropScratch();
  }
} else console.log(`PostgreSQL: skipped, nothing answers at ${postgresAdminUrl}`);
if (!kept) process.exitCode = 1;
