/** Opaque random session tokens, stored hashed, with idle and absolute expiry and server-side revocation. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sessions, userRoles, users } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../security/secrets.ts';

export interface SessionUser {
  sessionId: number;
  userId: number;
  roleIds: number[];
}

/** last_seen_at is written at most this often, so reads do not turn every request into a write. */
const TOUCH_EVERY_MS = 60_000;

export function sessionService(db: Db, limits: Config['limits']) {
  return {
    async create(userId: number): Promise<string> {
      const token = randomToken();
      await db.insert(sessions).values({
        tokenHash: sha256(token),
        userId,
        expiresAt: new Date(Date.now() + limits.sessionAbsoluteMs),
      });
      return token;
    },

    async resolve(token: string): Promise<SessionUser | null> {
      const rows = await db
        .select({
          sessionId: sessions.sessionId,
          userId: sessions.userId,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          isActive: users.isActive,
          roleId: userRoles.roleId,
        })
        .from(sessions)
        .innerJoin(users, eq(users.userId, sessions.userId))
        .leftJoin(userRoles, eq(userRoles.userId, sessions.userId))
        .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)));
      const first = rows[0];
      if (!first?.isActive) return null;
      const now = Date.now();
      if (first.expiresAt.getTime() <= now) return null;
      if (first.lastSeenAt.getTime() + limits.sessionIdleMs <= now) return null;
      if (now - first.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(sessions.sessionId, first.sessionId));
      }
      const roleIds = rows.flatMap((r) => (r.roleId === null ? [] : [r.roleId])).sort((a, b) => a - b);
      return { sessionId: first.sessionId, userId: first.userId, roleIds };
    },

    async revoke(sessionId: number): Promise<void> {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.sessionId, sessionId));
    },
  };
}
export type SessionService = ReturnType<typeof sessionService>;
