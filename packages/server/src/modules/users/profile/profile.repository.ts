/** Queries of the signed-in user's own profile; each change is written with its audit entry in one transaction. */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../../db/audit-row.ts';
import type { Db } from '../../../db/db.ts';
import { sessions, users } from '../../../db/schema/index.ts';
import { findRoleIds } from '../../../db/user-roles.ts';

export type ProfileRow = typeof users.$inferSelect;

interface ProfileChanges {
  name: string;
  surname: string;
  titleName: string | null;
  institutionId: number;
  job: string | null;
  birthDate: string | null;
  placeOfBirth: string | null;
  ibanEnc: string | null;
  bankName: string | null;
}

export function profileRepository(db: Db) {
  return {
    async find(userId: number): Promise<ProfileRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.userId, userId));
      return row;
    },

    roleIdsOf: (userId: number) => findRoleIds(db, userId),

    /** The updated row, or undefined when the account is gone. */
    update: (userId: number, changes: ProfileChanges, audit: AuditEntry) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ ...changes, version: sql`${users.version} + 1`, updatedAt: new Date() })
          .where(eq(users.userId, userId))
          .returning();
        if (row) await writeAudit(tx, audit);
        return row;
      }),

    /** Sets the new hash and revokes every other live session of the user; answers how many were revoked. */
    changePassword: (userId: number, passwordHash: string, keepSessionId: number, audit: AuditEntry) =>
      db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, version: sql`${users.version} + 1`, updatedAt: new Date() })
          .where(eq(users.userId, userId));
        const revoked = await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(
            and(
              eq(sessions.userId, userId),
              ne(sessions.sessionId, keepSessionId),
              isNull(sessions.revokedAt),
            ),
          )
          .returning({ sessionId: sessions.sessionId });
        await writeAudit(tx, { ...audit, details: { ...audit.details, revokedSessions: revoked.length } });
        return revoked.length;
      }),
  };
}
export type ProfileRepository = ReturnType<typeof profileRepository>;
