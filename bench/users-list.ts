// The admin's users list at 100,000 people: a scratch PostgreSQL database
// (USERS_BENCH_DATABASE, default masal_bench_users, on BENCH_POSTGRES_URL; dropped and created afresh, schema
// through the app's migrations and seed) filled with Turkish-named people with valid TC Kimlik Nos stored as the
// app stores them, roles and institutions; then the server as `npm start` runs it, timed with autocannon on
// loopback at 1 client: page 1, page 400, a first-name search, a surname search and a whole TC Kimlik No —
// beside the repository call alone (same filter, no HTTP), and the API/SQL ratio.
//   npm run users-list -w bench
// USERS_BENCH_COUNT (100000) people; USERS_BENCH_SECONDS (5) per variant after USERS_BENCH_WARM_UP_SECONDS (1);
// USERS_BENCH_SQL_SECONDS (2) per repository loop; USERS_BENCH_KEEP=1 keeps the database afterwards.
// Budgets (PASS/MISS lines, support/budget.ts; the exit code is 0 unless something breaks): every variant's API p95 ≤ 50 ms, and
// API p95 ≤ 2 × SQL p95.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { seed } from '../packages/server/src/db/seed.ts';
import { userAdminRepository } from '../packages/server/src/modules/users/user-admin.repository.ts';
import { createSecrets } from '../packages/server/src/security/secrets.ts';
import { timeHttp } from './support/http-timing.ts';
import { loadAverage } from './support/load-average.ts';
import { databaseSize, scratchDatabase } from './support/scratch-database.ts';
import { api, signIn, startServer } from './support/server.ts';
import { timeCalls } from './support/time-calls.ts';
import { fillUsers, USERS_ADMIN_EMAIL, USERS_PASSWORD } from './users-list/fill.ts';
import { type Measured, printBudgets, printTable } from './users-list/report.ts';
import { repositoryFilter, variantsOf } from './users-list/variants.ts';

const DATABASE = process.env.USERS_BENCH_DATABASE ?? 'masal_bench_users';
const COUNT = Number(process.env.USERS_BENCH_COUNT ?? 100_000);
const timing = {
  seconds: Number(process.env.USERS_BENCH_SECONDS ?? 5),
  warmUpSeconds: Number(process.env.USERS_BENCH_WARM_UP_SECONDS ?? 1),
};
const sqlSeconds = Number(process.env.USERS_BENCH_SQL_SECONDS ?? 2);
/** The server and the fill share it: the fill encrypts and hashes as the server will read. */
const SECRET_KEY = 'bench-users-list-secret-key-'.padEnd(48, 'x');

async function fill(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    await database.migrate();
    await seed(database.db, { email: USERS_ADMIN_EMAIL, password: USERS_PASSWORD });
    const started = performance.now();
    const filled = await fillUsers(database.db, createSecrets(SECRET_KEY), COUNT);
    // Statistics and the visibility map as autovacuum keeps them in a database in use.
    await database.db.execute(sql`vacuum analyze`);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${DATABASE}: ${filled.users} users, ${filled.institutions} institutions in ${seconds.toFixed(1)} s; ` +
        `database size ${await databaseSize(databaseUrl)}`,
    );
    return filled;
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const databaseUrl = await scratchDatabase(DATABASE);
  const scratchDir = mkdtempSync(join(tmpdir(), 'masal-users-list-'));
  try {
    const filled = await fill(databaseUrl);
    const server = await startServer({
      dataDir: scratchDir,
      env: { DATABASE_URL: databaseUrl, SECRET_KEY },
      stderr: 'inherit',
    });
    const variants = variantsOf(filled.someIdentityNos);
    const measured: Measured[] = [];
    try {
      const { token } = await signIn(server.url, USERS_ADMIN_EMAIL, USERS_PASSWORD);
      console.log(
        `${timing.seconds} s per variant after ${timing.warmUpSeconds} s warm-up, 1 client; ` +
          `SQL loops ${sqlSeconds} s; ${loadAverage()}`,
      );
      for (const variant of variants) {
        const { rows, total } = await api<{ rows: unknown[]; total: number }>(
          server.url,
          'GET',
          variant.path,
          token,
        );
        const http = await timeHttp({ url: `${server.url}/v1${variant.path}`, token }, 1, timing);
        measured.push({ variant, rows: rows.length, total, http });
        process.stderr.write('.');
      }
      process.stderr.write('\n');
    } finally {
      await server.stop();
    }
    const database = await openDatabase({ databaseUrl, dataDir: '' });
    try {
      const repo = userAdminRepository(database.db);
      const secrets = createSecrets(SECRET_KEY);
      for (const m of measured)
        m.sql = await timeCalls(() => repo.list(repositoryFilter(m.variant, secrets)), sqlSeconds);
    } finally {
      await database.close();
    }
    console.log(`measured; ${loadAverage()}`);
    printTable(measured);
    printBudgets(measured);
  } finally {
    rmSync(scratchDir, { recursive: true, force: true });
    if (!process.env.USERS_BENCH_KEEP) await scratchDatabase(DATABASE, true);
  }
}

await main();
