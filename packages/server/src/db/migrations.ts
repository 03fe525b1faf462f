/**
 * Migrations (drizzle-kit's files and its `drizzle.__drizzle_migrations` table, so databases migrated before
 * stay as they are) applied in ONE transaction that first takes an advisory lock: instances starting together
 * on an empty database wait for each other instead of all creating the same types, and one transaction stays
 * on one server connection through pgbouncer in transaction mode (a session lock would not).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './db.ts';
import { rowsOf } from './rows.ts';
import { sqlState } from './sql-state.ts';

const here = dirname(fileURLToPath(import.meta.url));
// From src/db and from the bundle in dist/bundle alike.
const migrationsFolder = join(here, '../../drizzle');

/** The advisory lock of the start-up; any constant number, the same in every instance. */
const START_UP_LOCK = 7_265_281_101;

const migrations = () => readMigrationFiles({ migrationsFolder });
/** The newest migration of this release, read once (GET /v1/ready asks often). */
let newestOfRelease: number | undefined;

async function lastApplied(db: Db): Promise<number> {
  const [row] = rowsOf<{ last: string | null }>(
    await db.execute(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`),
  );
  return Number(row?.last ?? 0);
}

async function applyPending(tx: Db): Promise<void> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  const last = await lastApplied(tx);
  for (const migration of migrations()) {
    if (migration.folderMillis <= last) continue;
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

/**
 * Applies the pending migrations, then runs `then` (the seed) in the same locked transaction, so the instance
 * that migrates also seeds and the others find both done.
 */
export async function migrateExclusively<T>(db: Db, then: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${START_UP_LOCK})`);
    await applyPending(tx as unknown as Db);
    return then(tx as unknown as Db);
  });
}

/** Whether every migration of this release is applied (GET /v1/ready). */
export async function migrationsApplied(db: Db): Promise<boolean> {
  newestOfRelease ??= migrations().at(-1)?.folderMillis ?? 0;
  try {
    return (await lastApplied(db)) >= newestOfRelease;
  } catch (error) {
    // No migrations table yet: nothing is applied. Anything else (the database gone) is the caller's to judge.
    if (sqlState(error) === '42P01' || sqlState(error) === '3F000') return false;
    throw error;
  }
}
