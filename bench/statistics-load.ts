// The home page's statistics and a full tale at 100,000 tales: the server as `npm start`
// runs it, on the bench corpus (`npm run corpus -w bench`), timed with autocannon on loopback. The home page's
// three calls — GET /statistics/map, /statistics/summary and /statistics/topUploaders, public figures — as a
// writer (the compiler with the most tales), and a full tale as the preview loads it (GET /tales/full/{id}, one of
// that compiler's published tales) as its owner and as staff (editor-1). Beside each, the server's own call
// without HTTP (the statistics service, the tale reader), timed once the server has stopped, and the API/direct
// ratio; and each statistics statement run afresh ("counting"): the service reuses its counts until the database
// changes, so that is what the first call after a write costs.
//   npm run statistics-load -w bench                      PostgreSQL database masal_bench_corpus (BENCH_CORPUS_URL)
//   npm run statistics-load -w bench -- pglite <DATA_DIR> embedded PGlite filled by `corpus -- pglite <DATA_DIR>`
// Pending migrations are applied (and timed) first; the bench writes nothing else.
// STATISTICS_LOAD_SECONDS (5) and STATISTICS_LOAD_WARM_UP_SECONDS (1) per call and client count,
// STATISTICS_LOAD_CLIENTS (1,10), STATISTICS_LOAD_DIRECT_SECONDS (2) per direct loop.
// Budgets (PASS/MISS lines, at 1 client; the exit code is 0 unless something breaks), set for PostgreSQL at
// 100,000 tales: home statistics p95 ≤ 30 ms (each call), also counted fresh; full tale p95 ≤ 10 ms and its
// API p95 ≤ 2 × its direct call's.
import type { StatisticsMap, StatisticsSummary, TaleFull, TopUploader } from '@masal/shared';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { userRoles } from '../packages/server/src/db/schema/index.ts';
import { CORPUS_PASSWORD } from './corpus/fill.ts';
import { type CorpusPeople, corpusPeople } from './corpus/people.ts';
import { type Call, directCalls, pathOf } from './statistics-load/direct-calls.ts';
import { type Measurement, printBudgets, printTable, type Surface } from './statistics-load/report.ts';
import { corpusDatabase, migrateTimed } from './support/corpus-database.ts';
import { timeHttp } from './support/http-timing.ts';
import { loadAverage } from './support/load-average.ts';
import { api, type BenchServer, signIn, startServer } from './support/server.ts';
import { timeCalls } from './support/time-calls.ts';

const env = process.env;
const CLIENT_COUNTS = (env.STATISTICS_LOAD_CLIENTS ?? '1,10').split(',').map(Number);
const timing = {
  seconds: Number(env.STATISTICS_LOAD_SECONDS ?? 5),
  warmUpSeconds: Number(env.STATISTICS_LOAD_WARM_UP_SECONDS ?? 1),
};
const directSeconds = Number(env.STATISTICS_LOAD_DIRECT_SECONDS ?? 2);

const corpus = corpusDatabase(process.argv.slice(2), 'statistics-load');

type Role = 'writer' | 'owner' | 'staff';
interface Viewer {
  userId: number;
  sessionId: number;
  token: string;
  roleIds: number[];
}
interface Variant {
  surface: Surface;
  call: Call;
  role: Role;
}

function variantsOf(people: CorpusPeople): Variant[] {
  const tale: Call = { kind: 'fullTale', taleId: people.publishedTaleId };
  return [
    { surface: 'home', call: { kind: 'map' }, role: 'writer' },
    { surface: 'home', call: { kind: 'summary' }, role: 'writer' },
    { surface: 'home', call: { kind: 'topUploaders' }, role: 'writer' },
    { surface: 'tale', call: tale, role: 'owner' },
    { surface: 'tale', call: tale, role: 'staff' },
  ];
}

/** What one answer held, for the table (and a check that the call answers at all). */
async function answerOf(server: BenchServer, call: Call, token: string): Promise<string> {
  const path = pathOf(call);
  switch (call.kind) {
    case 'map': {
      const map = await api<StatisticsMap>(server.url, 'GET', path, token);
      return `total ${map.total}, ${map.provinces.length} provinces`;
    }
    case 'summary': {
      const summary = await api<StatisticsSummary>(server.url, 'GET', path, token);
      return `total ${summary.total}, ${summary.byMonth.length} months`;
    }
    case 'topUploaders':
      return `${(await api<TopUploader[]>(server.url, 'GET', path, token)).length} people`;
    case 'fullTale': {
      const tale = await api<TaleFull>(server.url, 'GET', path, token);
      return `${tale.numberOfWord} words, ${tale.uploadList.length} files`;
    }
  }
}

async function timeOverHttp(server: BenchServer, people: CorpusPeople) {
  const writer = await signIn(server.url, people.compiler.email, CORPUS_PASSWORD);
  const staff = await signIn(server.url, people.editorEmail, CORPUS_PASSWORD);
  const viewers: Record<Role, Viewer> = {
    // The compiler with the most tales is the writer of the home page and the owner of the tale.
    writer: { ...writer, sessionId: 0, roleIds: [] },
    owner: { ...writer, sessionId: 0, roleIds: [] },
    staff: { ...staff, sessionId: 0, roleIds: [] },
  };
  const measured: { measurement: Measurement; variant: Variant }[] = [];
  // Every call at one client count before the next count, so the 1-client figures meet an idle server.
  for (const clients of CLIENT_COUNTS)
    for (const variant of variantsOf(people)) {
      const viewer = viewers[variant.role];
      const answer = await answerOf(server, variant.call, viewer.token);
      const http = await timeHttp(
        { url: `${server.url}/v1${pathOf(variant.call)}`, token: viewer.token },
        clients,
        timing,
      );
      measured.push({
        measurement: {
          surface: variant.surface,
          name: pathOf(variant.call),
          role: variant.role,
          clients,
          answer,
          http,
        },
        variant,
      });
      process.stderr.write('.');
    }
  process.stderr.write('\n');
  return { viewers, measured };
}

async function main(): Promise<void> {
  try {
    const database = await openDatabase(corpus.options);
    let people: CorpusPeople;
    try {
      await migrateTimed(database);
      people = await corpusPeople(database.db);
    } finally {
      await database.close();
    }
    console.log(
      `${corpus.label}: ${people.tales} tales; ${people.compiler.email} (writer and owner, ` +
        `${people.compiler.tales} tales), ${people.editorEmail} (staff); tale ${people.publishedTaleId}; ` +
        `${timing.seconds} s per call after ${timing.warmUpSeconds} s warm-up, clients ${CLIENT_COUNTS.join(' and ')}; ` +
        `direct loops ${directSeconds} s; ${loadAverage()}`,
    );
    const started = performance.now();
    const server = await startServer({
      dataDir: corpus.options.dataDir,
      env: { DATABASE_URL: corpus.options.databaseUrl ?? '' },
      stderr: 'inherit',
    });
    console.log(`server up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    let timed: Awaited<ReturnType<typeof timeOverHttp>>;
    try {
      timed = await timeOverHttp(server, people);
    } finally {
      await server.stop();
    }
    // After the server has stopped (PGlite has one user at a time): the same calls in this process.
    const direct = await openDatabase(corpus.options);
    try {
      const calls = directCalls(direct.db, corpus.options.dataDir);
      for (const viewer of Object.values(timed.viewers)) {
        const roles = await direct.db
          .select({ roleId: userRoles.roleId })
          .from(userRoles)
          .where(eq(userRoles.userId, viewer.userId));
        viewer.roleIds = roles.map((r) => r.roleId);
      }
      for (const { measurement, variant } of timed.measured) {
        if (measurement.clients !== 1) continue;
        measurement.direct = await timeCalls(
          () => calls.service(variant.call, timed.viewers[variant.role]),
          directSeconds,
        );
        const counting = calls.counting(variant.call);
        if (counting) measurement.counting = await timeCalls(counting, directSeconds);
        process.stderr.write('.');
      }
      process.stderr.write('\n');
    } finally {
      await direct.close();
    }
    console.log(`measured; ${loadAverage()}`);
    const measurements = timed.measured.map((m) => m.measurement);
    printTable(measurements);
    if (corpus.target === 'pglite')
      console.log('(the budgets are set for PostgreSQL at 100,000 tales; on PGlite they are for reference)');
    printBudgets(measurements);
  } finally {
    corpus.cleanUp();
  }
}

await main();
