/**
 * The one advisory lock of the tale groups: every writer of tale_groups and tale_subgroups takes it first (an
 * editor's change, the seed's first fill), so a name is never taken twice and an order never mixed.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './db.ts';

export const lockTaleGroups = (tx: Pick<Db, 'execute'>) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('masal.taleGroups'))`);
