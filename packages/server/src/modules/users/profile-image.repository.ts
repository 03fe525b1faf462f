/** The profile image column of users (the image itself lives in storage). */
import { eq, isNotNull, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit-row.ts';
import type { Db } from '../../db/db.ts';
import { users } from '../../db/schema/index.ts';

export function profileImageRepository(db: Db) {
  return {
    /** undefined = no such user; null = the default image. */
    async currentPath(userId: number): Promise<string | null | undefined> {
      const [row] = await db
        .select({ path: users.profileImagePath })
        .from(users)
        .where(eq(users.userId, userId));
      return row ? row.path : undefined;
    },

    /**
     * Sets the path and answers the one it replaced, read under the row's lock: of two saves at once each
     * answers the path the other set or the one before both, so every replaced image is removed once.
     * `beforeCommit` runs last inside the transaction (publishing the image the path names).
     */
    setPath(
      userId: number,
      path: string,
      audit: AuditEntry,
      beforeCommit: () => Promise<void>,
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ path: users.profileImagePath })
          .from(users)
          .where(eq(users.userId, userId))
          .for('update');
        if (!row) throw new Error(`user ${userId} went away during a profile image save`);
        await tx
          .update(users)
          .set({ profileImagePath: path, updatedAt: sql`now()` })
          .where(eq(users.userId, userId));
        await writeAudit(tx, audit);
        await beforeCommit();
        return row.path;
      });
    },

    /** Every profile image path set (the start-up sweep keeps their files). */
    async paths(): Promise<string[]> {
      const rows = await db
        .select({ path: users.profileImagePath })
        .from(users)
        .where(isNotNull(users.profileImagePath));
      return rows.flatMap((r) => (r.path ? [r.path] : []));
    },
  };
}
export type ProfileImageRepository = ReturnType<typeof profileImageRepository>;
