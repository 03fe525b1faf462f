/** Queries of the sessions table; the expiry rules live in session.service.ts. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { findRoleIds } from '../users/user-role.repository.ts';

export function sessionRepository(db: Db) {
  return {
    async insert(values: { tokenHash: string; userId: number; expiresAt: Date }): Promise<void> {
      await db.insert(sessions).values(values);
    },

    /** The unrevoked session with this token hash, its user's active flag and current roles. */
    async findLive(tokenHash: string) {
      const [row] = await db
        .select({
          sessionId: sessions.sessionId,
          userId: sessions.userId,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          isActive: users.isActive,
        })
        .from(sessions)
        .innerJoin(users, eq(users.userId, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
      return row && { ...row, roleIds: await findRoleIds(db, row.userId) };
    },

    async touch(sessionId: number, at: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.sessionId, sessionId));
    },

    async revoke(sessionId: number): Promise<void> {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.sessionId, sessionId));
    },
  };
}
export type SessionRepository = ReturnType<typeof sessionRepository>;
