/** Queries of the sessions table; the expiry rules live in session.service.ts. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { sessions, userRoles, users } from '../../db/schema/index.ts';

export function sessionRepository(db: Db) {
  const findLive = db
    .select({
      sessionId: sessions.sessionId,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      isActive: users.isActive,
      roleIds: sql<number[]>`array(
        select ${userRoles.roleId} from ${userRoles}
        where ${userRoles.userId} = ${sessions.userId} order by ${userRoles.roleId})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .prepare('session_find_live');

  return {
    /** A new session is a sign-in: the admin's list shows its time. */
    async insert(values: { tokenHash: string; userId: number; expiresAt: Date }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(sessions).values(values);
        await tx.update(users).set({ lastSignInAt: new Date() }).where(eq(users.userId, values.userId));
      });
    },

    /**
     * The unrevoked session with this token hash, its user's active flag and current roles (ascending). One
     * prepared statement: every protected request asks it, so under load it must not queue twice.
     */
    findLive: (tokenHash: string) => findLive.execute({ tokenHash }).then(([row]) => row),

    async touch(sessionId: number, at: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.sessionId, sessionId));
    },

    async revoke(sessionId: number): Promise<void> {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.sessionId, sessionId));
    },
  };
}
export type SessionRepository = ReturnType<typeof sessionRepository>;
