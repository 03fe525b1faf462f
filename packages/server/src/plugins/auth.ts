/** Session and role checks run on the server for every protected route (403 no session, 401 wrong role). */
import { hasAnyRole, hasPermission, type Permission } from '@masal/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotAllowed, SessionRequired } from '../errors.ts';
import type { SessionService, SessionUser } from '../modules/auth/session.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionUser | null;
  }
  interface FastifyInstance {
    sessions: SessionService;
  }
}

/** Raw token or `Bearer <token>` (decisions.md). */
function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token || undefined;
}

export function registerAuth(app: FastifyInstance, sessions: SessionService) {
  app.decorate('sessions', sessions);
  app.decorateRequest('session', null);
}

/** preHandler: any signed-in user. */
export async function requireSession(request: FastifyRequest): Promise<void> {
  const token = tokenOf(request);
  const session = token ? await request.server.sessions.resolve(token) : null;
  if (!session) throw new SessionRequired();
  request.session = session;
}

/** preHandler: a signed-in user holding the permission (see PERMISSIONS in @masal/shared). */
export function requirePermission(permission: Permission) {
  return async (request: FastifyRequest) => {
    await requireSession(request);
    if (!hasPermission(request.session?.roleIds ?? [], permission)) throw new NotAllowed();
  };
}

/** preHandler: a signed-in user holding one of the roles. */
export function requireRoles(roleIds: readonly number[]) {
  return async (request: FastifyRequest) => {
    await requireSession(request);
    if (!hasAnyRole(request.session?.roleIds ?? [], roleIds)) throw new NotAllowed();
  };
}

/**
 * The signed-in user of a request that passed requireSession, with the address the request came from
 * (request.ip), which the audit entries of the user's changes record.
 */
export function sessionOf(request: FastifyRequest): SessionUser & { ip: string } {
  if (!request.session) throw new SessionRequired();
  return { ...request.session, ip: request.ip };
}
