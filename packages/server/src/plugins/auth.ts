/**
 * The one guard of every route: API_ACCESS of @masal/shared says who may call it, and the guard runs on
 * request, before the body or query is even parsed — an anonymous call answers 403 whatever it sends, a
 * signed-in call without the right 401 (decisions.md).
 */
import { accessAnswer, apiAccess } from '@masal/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotAllowed, SessionRequired } from '../errors.ts';

/** The signed-in user a session token stands for (the auth module's sessions resolve it). */
export interface SessionUser {
  sessionId: number;
  userId: number;
  roleIds: number[];
}

/** What the guard asks of the auth module, which registers its sessions here: plugins sit below the modules. */
export interface SessionLookup {
  resolve(token: string): Promise<SessionUser | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionUser | null;
  }
  interface FastifyInstance {
    sessions: SessionLookup;
  }
}

/** Raw token or `Bearer <token>` (decisions.md). */
function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token || undefined;
}

/**
 * The API under /v1, but its documentation. Outside it: the web app's files, the stored files under /uploads
 * (each signed or public, as API_ACCESS lists them) and the metrics (with their own token).
 */
const guarded = (url: string) => url.startsWith('/v1/') && !url.startsWith('/v1/docs');

/** Answers a route's caller by API_ACCESS; a guarded route the table does not know is refused to everyone. */
async function guard(request: FastifyRequest): Promise<void> {
  const url = request.routeOptions.url;
  // No route matched: the not-found answer follows.
  if (url === undefined || !guarded(url)) return;
  // A HEAD route of its own has its row; any other HEAD is its GET's.
  const access =
    apiAccess(request.method, url) ?? (request.method === 'HEAD' ? apiAccess('GET', url) : undefined);
  if (access === 'public' || access === 'signed') return;
  const token = tokenOf(request);
  const session = token ? await request.server.sessions.resolve(token) : null;
  const answer = accessAnswer(access, session?.roleIds ?? null);
  if (answer === 403 || !session) throw new SessionRequired();
  request.session = session;
  if (answer === 401) throw new NotAllowed();
}

export function registerAuth(app: FastifyInstance, sessions: SessionLookup) {
  app.decorate('sessions', sessions);
  app.decorateRequest('session', null);
  app.addHook('onRequest', guard);
}

/**
 * The signed-in user of a request the guard let through, with the address the request came from
 * (request.ip), which the audit entries of the user's changes record.
 */
export function sessionOf(request: FastifyRequest): SessionUser & { ip: string } {
  if (!request.session) throw new SessionRequired();
  return { ...request.session, ip: request.ip };
}
