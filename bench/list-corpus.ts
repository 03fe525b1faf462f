// Tale lists at 100,000 tales: the server as `npm start` runs it, on the bench corpus
// (`npm run corpus -w bench`), timed with autocannon on loopback. Per role (the compiler with the most
// tales, an editor, an admin): page 1, a deep page (~76,600 rows in, by cursor; by OFFSET on code without
// cursors), every sort both ways, every status filter and one pair, a name search and a short common one,
// the compiler's own list, and one tale's full view — each at 1 and 10 clients. Beside each list variant the
// server's repository call alone (same options, no HTTP) at 1 client, and the API/SQL ratio.
//   npm run list-corpus -w bench                      PostgreSQL database masal_bench_corpus (BENCH_CORPUS_URL)
//   npm run list-corpus -w bench -- pglite <DATA_DIR> embedded PGlite filled by `corpus -- pglite <DATA_DIR>`
// Pending migrations are applied (and timed) before the server starts. LIST_CORPUS_SECONDS (5) and
// LIST_CORPUS_WARM_UP_SECONDS (1) per variant and client count, LIST_CORPUS_SQL_SECONDS (1) per repository
// loop, LIST_CORPUS_ONLY (a regular expression on "role variant") picks variants.
// Budgets (PASS/FAIL lines; the exit code is 0 unless something breaks): PostgreSQL at 100,000 — every list
// p95 ≤ 50 ms at 1 client and ≤ 150 ms at 10, full/{id} p95 ≤ 10 ms, API p95 ≤ 2 × SQL p95; PGlite at
// 10,000 — every list p95 ≤ 100 ms.
import { openDatabase } from '../packages/server/src/db/client.ts';
import { CORPUS_PASSWORD } from './corpus/fill.ts';
import { type CorpusPeople, corpusPeople } from './corpus/people.ts';
import {
  type Measurement,
  PGLITE_BUDGETS,
  POSTGRES_BUDGETS,
  printBudgets,
  printTable,
} from './list-corpus/report.ts';
import { sqlTimer } from './list-corpus/sql-timing.ts';
import { type Role, type Viewer, variantsOf } from './list-corpus/variants.ts';
import { corpusDatabase, migrateTimed } from './support/corpus-database.ts';
import { timeHttp } from './support/http-timing.ts';
import { loadAverage } from './support/load-average.ts';
import { type BenchServer, signIn, startServer } from './support/server.ts';

const CLIENT_COUNTS = [1, 10];
const timing = {
  seconds: Number(process.env.LIST_CORPUS_SECONDS ?? 5),
  warmUpSeconds: Number(process.env.LIST_CORPUS_WARM_UP_SECONDS ?? 1),
};
const sqlSeconds = Number(process.env.LIST_CORPUS_SQL_SECONDS ?? 1);
const only = process.env.LIST_CORPUS_ONLY ? new RegExp(process.env.LIST_CORPUS_ONLY) : null;

const corpus = corpusDatabase(process.argv.slice(2), 'list-corpus');

/** Applies what is pending, timed, and reads who signs in. */
async function migrateAndRead(): Promise<CorpusPeople> {
  const database = await openDatabase(corpus.options);
  try {
    await migrateTimed(database);
    return await corpusPeople(database.db);
  } finally {
    await database.close();
  }
}

async function signInAll(server: BenchServer, people: CorpusPeople): Promise<Viewer[]> {
  const accounts: Array<[Role, string, boolean]> = [
    ['compiler', people.compiler.email, false],
    ['editor', people.editorEmail, true],
    ['admin', people.adminEmail, true],
  ];
  const viewers: Viewer[] = [];
  for (const [role, email, staff] of accounts)
    viewers.push({ role, staff, ...(await signIn(server.url, email, CORPUS_PASSWORD)) });
  return viewers;
}

async function timeOverHttp(server: BenchServer, people: CorpusPeople): Promise<Measurement[]> {
  const measurements: Measurement[] = [];
  for (const viewer of await signInAll(server, people)) {
    const variants = (await variantsOf(server.url, viewer, people)).filter(
      (v) => !only || only.test(`${v.viewer.role} ${v.name}`),
    );
    for (const variant of variants)
      for (const clients of CLIENT_COUNTS) {
        const http = await timeHttp(
          { url: `${server.url}/v1${variant.path}`, token: viewer.token },
          clients,
          timing,
        );
        measurements.push({ variant, clients, http });
        process.stderr.write('.');
      }
  }
  process.stderr.write('\n');
  return measurements;
}

/** The repository calls, after the server has stopped (PGlite has one user at a time). */
async function timeSql(measurements: Measurement[]) {
  const database = await openDatabase(corpus.options);
  try {
    const time = sqlTimer(database.db, sqlSeconds);
    for (const m of measurements)
      if (m.variant.list && m.clients === 1) m.sql = await time(m.variant.list.scope, m.variant.list.query);
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  try {
    const people = await migrateAndRead();
    console.log(
      `${corpus.label}: ${people.tales} tales; ` +
        `compiler ${people.compiler.email} (${people.compiler.tales} tales), ${people.editorEmail}, ` +
        `${people.adminEmail}; ${timing.seconds} s per variant after ${timing.warmUpSeconds} s warm-up, ` +
        `clients ${CLIENT_COUNTS.join(' and ')}; SQL loops ${sqlSeconds} s; ${loadAverage()}`,
    );
    const started = performance.now();
    const server = await startServer({
      dataDir: corpus.options.dataDir,
      env: { DATABASE_URL: corpus.options.databaseUrl ?? '' },
      stderr: 'inherit',
    });
    console.log(`server up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    let measurements: Measurement[];
    try {
      measurements = await timeOverHttp(server, people);
    } finally {
      await server.stop();
    }
    await timeSql(measurements);
    console.log(`measured; ${loadAverage()}`);
    printTable(measurements);
    printBudgets(measurements, corpus.target === 'postgres' ? POSTGRES_BUDGETS : PGLITE_BUDGETS);
  } finally {
    corpus.cleanUp();
  }
}

await main();
