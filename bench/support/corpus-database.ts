/**
 * The corpus database a bench runs on (filled by `npm run corpus -w bench`): PostgreSQL at BENCH_CORPUS_URL (the
 * server's own files in a scratch DATA_DIR), or `pglite <DATA_DIR>` on an embedded corpus; and its pending
 * migrations, applied and timed (at 100,000 tales a migration is part of what is measured).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../packages/server/src/db/client.ts';

export interface CorpusDatabase {
  /** What openDatabase takes. */
  options: { databaseUrl?: string; dataDir: string };
  target: 'postgres' | 'pglite';
  /** Where it is, for the bench's first line. */
  label: string;
  /** Removes the scratch DATA_DIR (PostgreSQL). */
  cleanUp(): void;
}

/** From the bench's arguments: `[postgres]` or `pglite <DATA_DIR>` (or CORPUS_DATA_DIR). */
export function corpusDatabase(args: readonly string[], script: string): CorpusDatabase {
  const [target = 'postgres', dataDirArgument] = args;
  if (target === 'postgres') {
    const databaseUrl =
      process.env.BENCH_CORPUS_URL ?? 'postgres://postgres@127.0.0.1:5432/masal_bench_corpus';
    // The server's own files (uploads, keys) go to a scratch DATA_DIR.
    const scratchDir = mkdtempSync(join(tmpdir(), `masal-${script}-`));
    return {
      options: { databaseUrl, dataDir: scratchDir },
      target,
      label: databaseUrl,
      cleanUp: () => rmSync(scratchDir, { recursive: true, force: true }),
    };
  }
  if (target !== 'pglite') throw new Error(`unknown target ${target}: postgres or pglite <DATA_DIR>`);
  const dataDir = dataDirArgument ?? process.env.CORPUS_DATA_DIR;
  if (!dataDir || !existsSync(join(dataDir, 'pglite')))
    throw new Error(
      `pglite needs a DATA_DIR the corpus filled: \`npm run ${script} -w bench -- pglite <dir>\``,
    );
  return { options: { dataDir }, target, label: `PGlite in ${dataDir}`, cleanUp: () => undefined };
}

const appliedMigrations = async (database: Database) =>
  Number(
    (
      (await database.db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`)) as unknown as {
        rows: Array<{ n: unknown }>;
      }
    ).rows[0]?.n,
  );

/** Applies what is pending and prints how many and how long. */
export async function migrateTimed(database: Database): Promise<void> {
  const before = await appliedMigrations(database);
  const started = performance.now();
  await database.migrate();
  const seconds = (performance.now() - started) / 1000;
  const applied = (await appliedMigrations(database)) - before;
  console.log(`migrations: ${applied} applied in ${seconds.toFixed(1)} s`);
}
