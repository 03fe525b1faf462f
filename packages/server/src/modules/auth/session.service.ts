/** Opaque random session tokens, stored hashed, with idle and absolute expiry and server-side revocation. */
import type { Config } from '../../config.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { randomToken, sha256 } from '../../security/secrets.ts';
import type { SessionRepository } from './session.repository.ts';

/** last_seen_at is written at most this often, so reads do not turn every request into a write. */
const TOUCH_EVERY_MS = 60_000;

export function sessionService(repo: SessionRepository, limits: Config['limits']) {
  return {
    async create(userId: number): Promise<string> {
      const token = randomToken();
      await repo.insert({
        tokenHash: sha256(token),
        userId,
        expiresAt: new Date(Date.now() + limits.sessionAbsoluteMs),
      });
      return token;
    },

    async resolve(token: string): Promise<SessionUser | null> {
      const session = await repo.findLive(sha256(token));
      if (!session?.isActive) return null;
      const now = Date.now();
      if (session.expiresAt.getTime() <= now) return null;
      if (session.lastSeenAt.getTime() + limits.sessionIdleMs <= now) return null;
      if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS)
        await repo.touch(session.sessionId, new Date(now));
      return { sessionId: session.sessionId, userId: session.userId, roleIds: session.roleIds };
    },

    revoke: (sessionId: number) => repo.revoke(sessionId),
  };
}
export type SessionService = ReturnType<typeof sessionService>;
