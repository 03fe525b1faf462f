/**
 * The one query that reads a user's roles; sessions, sign-in and the download checks of several modules ask it
 * inside their own queries, so it sits below the modules.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from './db.ts';
import { userRoles } from './schema/index.ts';

/** The user's role ids in ascending order; empty for a user without roles or no such user. */
export async function findRoleIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.roleId));
  return rows.map((r) => r.roleId);
}
