/**
 * The role guards of src/plugins/auth.ts (requirePermission / requireRoles). No route of this issue is
 * role-restricted yet, so the test app gets tiny routes guarded by them: 403 without a session,
 * 401 'Yetkisiz erişim' for a signed-in user without the right, 200 otherwise.
 */
import { EDITOR_ROLES, MSG, ROLE } from '@masal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requirePermission, requireRoles, requireSession, sessionOf } from '../src/plugins/auth.ts';
import { createUser, signIn } from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let ctx: TestApp;
const tokens: Record<'writer' | 'editor' | 'admin' | 'writerAdmin' | 'noRole', string> = {
  writer: '',
  editor: '',
  admin: '',
  writerAdmin: '',
  noRole: '',
};

beforeAll(async () => {
  ctx = await startTestApp(
    {},
    {
      beforeReady(app) {
        app.get('/v1/test/admin-only', { preHandler: requirePermission('administer') }, async (request) => ({
          status: true,
          userId: sessionOf(request).userId,
        }));
        app.get('/v1/test/editors-only', { preHandler: requireRoles(EDITOR_ROLES) }, async () => ({
          status: true,
        }));
        app.get('/v1/test/signed-in', { preHandler: requireSession }, async (request) => ({
          status: true,
          roleIds: sessionOf(request).roleIds,
        }));
      },
    },
  );
  const make = async (roles: number[]) => {
    const user = await createUser(ctx, { roles });
    return signIn(ctx.app, user.email, user.password);
  };
  tokens.writer = await make([ROLE.writer]);
  tokens.editor = await make([ROLE.editor]);
  tokens.admin = await signIn(ctx.app, ctx.admin.email, ctx.admin.password);
  tokens.writerAdmin = await make([ROLE.writer, ROLE.admin]);
  tokens.noRole = await make([]);
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

describe('permission guard (requirePermission / requireRoles)', () => {
  it('no session → 403 session message, before any role check', async () => {
    for (const url of ['/v1/test/admin-only', '/v1/test/editors-only', '/v1/test/signed-in']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({
        status: false,
        code: 'SESSION_REQUIRED',
        message: MSG.sessionExpired,
      });
      expect((await get(url, 'not-a-token')).statusCode).toBe(403);
    }
  });

  it("requirePermission('administer'): writer and editor → 401 'Yetkisiz erişim'", async () => {
    for (const token of [tokens.writer, tokens.editor, tokens.noRole]) {
      const response = await get('/v1/test/admin-only', token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(NOT_ALLOWED);
    }
  });

  it("requirePermission('administer'): admin, also together with other roles → 200", async () => {
    for (const token of [tokens.admin, tokens.writerAdmin]) {
      const response = await get('/v1/test/admin-only', token);
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe(true);
    }
  });

  it('requireRoles(EDITOR_ROLES): editor → 200; writer and admin → 401', async () => {
    expect((await get('/v1/test/editors-only', tokens.editor)).statusCode).toBe(200);
    for (const token of [tokens.writer, tokens.admin]) {
      const response = await get('/v1/test/editors-only', token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(NOT_ALLOWED);
    }
  });

  it('requireSession gives the handler the roles read from the database', async () => {
    const response = await get('/v1/test/signed-in', tokens.writerAdmin);
    expect(response.statusCode).toBe(200);
    expect(response.json().roleIds).toEqual([ROLE.writer, ROLE.admin]);
    expect((await get('/v1/test/signed-in', tokens.noRole)).json().roleIds).toEqual([]);
  });
});
