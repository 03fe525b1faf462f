/** The profile image column of users (the image itself lives in storage). */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { type AuditEntry, writeAudit } from '../audit/audit.repository.ts';

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

    setPath(userId: number, path: string, audit: AuditEntry): Promise<void> {
      return db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ profileImagePath: path, updatedAt: sql`now()` })
          .where(eq(users.userId, userId));
        await writeAudit(tx, audit);
      });
    },
  };
}
export type ProfileImageRepository = ReturnType<typeof profileImageRepository>;
