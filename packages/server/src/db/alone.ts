/**
 * Work that one instance at a time should do (the hourly upload sweep): a transaction holds a PostgreSQL
 * advisory lock while it runs, and an instance that finds the lock taken skips its turn. A transaction lock,
 * not a session lock: pgbouncer in transaction mode keeps a transaction on one server connection only.
 */
import { sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Db } from './db.ts';
import { rowsOf } from './rows.ts';

/** The locks held now, per PGlite database (a test process opens several). */
const heldInProcess = new WeakMap<Db, Set<string>>();

async function aloneInThisProcess<T>(db: Db, lock: string, work: (db: Db) => Promise<T>) {
  const held = heldInProcess.get(db) ?? new Set<string>();
  heldInProcess.set(db, held);
  if (held.has(lock)) return undefined;
  held.add(lock);
  try {
    return await work(db);
  } finally {
    held.delete(lock);
  }
}

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
  // PGlite is one process's own database: the only run to exclude is this process's own, still going (a sweep
  // that outlasts its interval), and a transaction would hold every query back.
  if (db instanceof PgliteDatabase) return aloneInThisProcess(db as Db, lock, work);
  return db.transaction(async (tx) => {
    const [row] = rowsOf<{ taken: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${lock})) as taken`),
    );
    return row?.taken ? work(tx as unknown as Db) : undefined;
  });
}
