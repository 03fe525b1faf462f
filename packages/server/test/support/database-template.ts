/**
 * One migrated and seeded database per run, copied for every test app: migrating a fresh database costs
 * seconds (PGlite's initdb alone ~3 s), a copy a fraction of that.
 * - PGlite: a data directory, copied file by file into the app's DATA_DIR.
 * - PostgreSQL: the database `<test database>_<run>_template`, from which each worker's test database
 *   (`<test database>_<run>_w<worker>`) is re-created (`CREATE DATABASE … TEMPLATE …`) before each app. The
 *   run's name keeps two runs on one server (CI beside an engineer's run) out of each other's databases.
 */
import { cpSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.ts';
import { seed } from '../../src/db/seed.ts';

/** The first admin of every test database. */
export const TEST_ADMIN = { email: 'admin@masal.test', password: 'Yonetici-Sifre-1' } as const;

/** Migrates and seeds a new PGlite data directory at `dir/pglite`; returns that folder. */
export async function buildPgliteTemplate(dir: string): Promise<string> {
  const database = await openDatabase({ dataDir: dir });
  try {
    await database.migrate();
    await seed(database.db, TEST_ADMIN);
  } finally {
    await database.close();
  }
  return join(dir, 'pglite');
}

/** The app's PGlite database starts as a copy of the run's template (a closed, migrated data directory). */
export function copyPgliteTemplate(template: string, dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  // cpSync: in measurements ~2× faster than the promise-based cp for the ~1,200 small files of a data dir.
  cpSync(template, join(dataDir, 'pglite'), { recursive: true });
}

/**
 * Where the test database is created and dropped: the PostgreSQL server itself. Behind pgbouncer
 * (scripts/through-pgbouncer.sh) TEST_DATABASE_URL is the pooler, which cannot run CREATE DATABASE;
 * TEST_DATABASE_DIRECT_URL then names the same database on the server.
 */
export function directTestDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_DIRECT_URL || process.env.TEST_DATABASE_URL || undefined;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

function withDatabase(url: string, name: string): string {
  const changed = new URL(url);
  changed.pathname = `/${encodeURIComponent(name)}`;
  return changed.toString();
}

/** A run's name: `r` and its start in base-36 milliseconds, so a later run can tell an abandoned one's age. */
export const newRunName = () => `r${Date.now().toString(36)}`;
const RUN_DATABASE = /^r([0-9a-z]+)_(template|w\d+)$/;
/** A run killed before its end leaves its databases; the next run on the server drops them after this long. */
const ABANDONED_AFTER_MS = 12 * 60 * 60 * 1000;

/** The template of `run` for the test database of `url`: `<database>_<run>_template`. */
export const postgresTemplateName = (url: string, run: string) => `${databaseName(url)}_${run}_template`;

/**
 * The test database of one vitest worker in `run`, `<database>_<run>_w<worker>`: files that run side by side each
 * re-create, reset and cut their own database, never another's.
 */
export const workerDatabaseUrl = (url: string, run: string, worker: string) =>
  withDatabase(url, `${databaseName(url)}_${run}_w${worker}`);

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query('SET client_min_messages TO warning');
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the run's template, migrated and seeded, and leaves no connection to it (a template must have none). */
export async function buildPostgresTemplate(url: string, run: string): Promise<void> {
  const template = postgresTemplateName(url, run);
  await onServer(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoted(template)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoted(template)}`);
  });
  const database = await openDatabase({ databaseUrl: withDatabase(url, template), dataDir: '', poolMax: 1 });
  try {
    await database.migrate();
    await seed(database.db, TEST_ADMIN);
  } finally {
    await database.close();
  }
}

/**
 * Drops the databases of `url` that `run` made (its template and workers') at its end, or (`run` null) those of
 * runs abandoned long ago, at a run's start.
 */
export async function dropRunDatabases(url: string, run: string | null): Promise<void> {
  const prefix = `${databaseName(url)}_`;
  await onServer(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) {
      const name = RUN_DATABASE.exec(datname.slice(prefix.length));
      if (!name?.[1]) continue;
      const ours = run ? datname.startsWith(`${prefix}${run}_`) : false;
      const abandoned = !run && Date.now() - Number.parseInt(name[1], 36) > ABANDONED_AFTER_MS;
      if (ours || abandoned) await client.query(`DROP DATABASE IF EXISTS ${quoted(datname)} WITH (FORCE)`);
    }
  });
}

/**
 * Re-creates the test database of `url` from `template`. FORCE ends connections a previous app left (a
 * pooler's idle ones included), so a test never starts on another's rows.
 */
export async function copyPostgresTemplate(url: string, template: string): Promise<void> {
  const name = databaseName(url);
  await onServer(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoted(name)} TEMPLATE ${quoted(template)}`);
  });
}
