/**
 * The one guard of src/plugins/auth.ts, beyond what route-roles.test.ts walks: a route the permission table
 * does not know is refused to everyone, roles are read from the database on every call (a role taken away
 * ends at once), and the handler receives the session's roles.
 */
import { MSG, ROLE } from '@masal/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles } from '../src/db/schema/index.ts';
import { sessionOf } from '../src/plugins/auth.ts';
import { createUser, signIn } from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let ctx: TestApp;
let adminToken = '';

beforeAll(async () => {
  ctx = await startTestApp(
    {},
    {
      beforeReady(app) {
        // Not in API_ACCESS: whoever calls it, the guard refuses it.
        app.get('/v1/test/unlisted', async (request) => ({
          status: true,
          userId: sessionOf(request).userId,
        }));
      },
    },
  );
  adminToken = await signIn(ctx.app, ctx.admin.email, ctx.admin.password);
});
afterAll(async () => {
  await ctx?.close();
});

function get(url: string, token?: string) {
  return ctx.app.inject({
    method: 'GET',
    url,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
}

const NOT_ALLOWED = { status: false, code: 'NOT_ALLOWED', message: MSG.unauthorized };
const SESSION_REQUIRED = { status: false, code: 'SESSION_REQUIRED', message: MSG.sessionExpired };

describe('the permission guard', () => {
  it('a route missing from the permission table: 403 without a session, 401 even for an admin', async () => {
    const anonymous = await get('/v1/test/unlisted');
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toEqual(SESSION_REQUIRED);
    const admin = await get('/v1/test/unlisted', adminToken);
    expect(admin.statusCode).toBe(401);
    expect(admin.json()).toEqual(NOT_ALLOWED);
  });

  it('an invalid token is no session: 403 before any role check', async () => {
    expect((await get('/v1/users/', 'not-a-token')).json()).toEqual(SESSION_REQUIRED);
    expect((await get('/v1/users/', 'not-a-token')).statusCode).toBe(403);
  });

  it('roles are read on every call: a role taken away is refused at once, a raw token works as Bearer', async () => {
    const user = await createUser(ctx, { roles: [ROLE.writer, ROLE.admin] });
    const token = await signIn(ctx.app, user.email, user.password);
    expect((await get('/v1/users/?pageSize=1', token)).statusCode).toBe(200);
    const raw = await ctx.app.inject({
      method: 'GET',
      url: '/v1/auth/me',
      headers: { authorization: token },
    });
    expect(raw.statusCode).toBe(200);
    await ctx.database.db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, user.userId), eq(userRoles.roleId, ROLE.admin)));
    const after = await get('/v1/users/?pageSize=1', token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(NOT_ALLOWED);
  });
});
