/**
 * Work that one instance at a time should do (the hourly upload sweep): a transaction holds a PostgreSQL
 * advisory lock while it runs, and an instance that finds the lock taken skips its turn. A transaction lock,
 * not a session lock: pgbouncer in transaction mode keeps a transaction on one server connection only.
 */
import { sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Db } from './db.ts';
import { rowsOf } from './rows.ts';

/**
 * Runs `work` unless another instance is running the work of `lock` now; answers undefined when skipped. The
 * work queries through the database it is given, the lock's own connection (so a pool of one does not wait for
 * a second): reads only, since a write would keep its row locks until the work ends.
 */
export async function aloneAcrossInstances<T>(
  db: Db,
  lock: string,
  work: (db: Db) => Promise<T>,
): Promise<T | undefined> {
  // PGlite is one process's own database: nobody to exclude, and its transaction would hold every query back.
  if (db instanceof PgliteDatabase) return work(db as Db);
  return db.transaction(async (tx) => {
    const [row] = rowsOf<{ taken: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${lock})) as taken`),
    );
    return row?.taken ? work(tx as unknown as Db) : undefined;
  });
}
