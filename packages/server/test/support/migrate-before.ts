/**
 * An older database for a migration's test: every migration before `tag` applied and recorded as the runner
 * records them (db/migrations.ts), so `database.migrate()` then applies `tag` and what follows to the rows the
 * test writes in between.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { inject } from 'vitest';
import journal from '../../drizzle/meta/_journal.json' with { type: 'json' };
import { type Database, openDatabase } from '../../src/db/client.ts';
import type { Db } from '../../src/db/db.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { copyPostgresTemplate, directTestDatabaseUrl } from './database-template.ts';
import { resetPostgres } from './test-app.ts';

const migrationsFolder = join(import.meta.dirname, '../../drizzle');

async function migrateToBefore(db: Db, tag: string): Promise<void> {
  const index = journal.entries.findIndex((e) => e.tag === tag);
  if (index < 1) throw new Error(`no migration before ${tag}`);
  const migrations = readMigrationFiles({ migrationsFolder });
  await db.transaction(async (tx) => {
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(
      sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
    for (const migration of migrations.slice(0, index)) {
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
  });
}

/** The engines a migration is tested on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const MIGRATION_ENGINES = [
  ['PGlite', undefined],
  ['PostgreSQL', process.env.TEST_DATABASE_URL],
] as const;

/**
 * An empty database on the engine — PGlite in a new folder, or the worker's PostgreSQL database emptied — with
 * the migrations before `tag`; `close` ends it and removes the folder.
 */
export async function databaseBefore(
  tag: string,
  url: string | undefined,
): Promise<{ database: Database; close(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'masal-migration-'));
  const directUrl = url && directTestDatabaseUrl();
  if (url && directUrl) {
    // The worker's own database, emptied: the test starts from no schema at all.
    await copyPostgresTemplate(directUrl, inject('postgresTemplate'));
    await resetPostgres(directUrl);
  }
  const database = await openDatabase({ databaseUrl: url, dataDir });
  await migrateToBefore(database.db, tag);
  return {
    database,
    async close() {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The rows of a raw SQL statement. */
export const query = async <T>(db: Db, statement: string) => rowsOf<T>(await db.execute(sql.raw(statement)));
