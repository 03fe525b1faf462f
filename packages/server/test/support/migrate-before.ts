/**
 * An older database for a migration's test: every migration before `tag` applied and recorded as the runner
 * records them (db/migrations.ts), so `database.migrate()` then applies `tag` and what follows to the rows the
 * test writes in between.
 */
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import journal from '../../drizzle/meta/_journal.json' with { type: 'json' };
import type { Db } from '../../src/db/db.ts';

const migrationsFolder = join(import.meta.dirname, '../../drizzle');

export async function migrateToBefore(db: Db, tag: string): Promise<void> {
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
