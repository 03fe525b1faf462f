/** Sessions: 403 without a valid one, raw or Bearer token, logout revocation, idle and absolute expiry. */
import { createHash } from 'node:crypto';
import { MSG, ROLE } from '@masal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema/index.ts';
import { type CreatedUser, createUser, me, signIn } from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const EXPIRED = { status: false, code: 'SESSION_REQUIRED', message: MSG.sessionExpired };
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function logout(ctx: TestApp, authorization?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/logout',
    ...(authorization === undefined ? {} : { headers: { authorization } }),
  });
}

async function sessionRow(ctx: TestApp, token: string) {
  const [row] = await ctx.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(token)));
  return row;
}

describe('sessions (default limits)', () => {
  let ctx: TestApp;
  let user: CreatedUser;

  beforeAll(async () => {
    ctx = await startTestApp();
    user = await createUser(ctx, { roles: [ROLE.writer] });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('/me and /logout without a session answer 403 with the seed message', async () => {
    for (const response of [await me(ctx.app), await logout(ctx)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(EXPIRED);
    }
  });

  it('a garbage, empty or malformed token is 403', async () => {
    for (const header of ['garbage', 'Bearer garbage', 'Bearer ', '   ', 'Basic dXNlcjpwYXNz']) {
      const response = await me(ctx.app, header);
      expect(response.statusCode, header).toBe(403);
      expect(response.json()).toEqual(EXPIRED);
    }
  });

  it('a valid token works raw and as Bearer (any case)', async () => {
    const token = await signIn(ctx.app, user.email, user.password);
    for (const header of [token, `Bearer ${token}`, `bearer ${token}`, `  Bearer   ${token}  `]) {
      const response = await me(ctx.app, header);
      expect(response.statusCode, header).toBe(200);
      expect(response.json()).toEqual({
        status: true,
        user: {
          userId: user.userId,
          name: 'Test',
          surname: 'Kullanıcı',
          email: user.email,
          iban: null,
          bankName: null,
          profileImageUrl: '/uploads/images/user.jpg',
          userRoles: [{ roleId: ROLE.writer }],
        },
      });
    }
  });

  it('stores only a hash of the token', async () => {
    const token = await signIn(ctx.app, user.email, user.password);
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.userId));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.tokenHash).not.toBe(token);
      expect(row.tokenHash).not.toContain(token);
    }
    expect(rows.some((r) => r.tokenHash === sha256(token))).toBe(true);
  });

  it('a new session expires after the absolute limit (7 days by default)', async () => {
    const token = await signIn(ctx.app, user.email, user.password);
    const row = await sessionRow(ctx, token);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifetime - ctx.config.limits.sessionAbsoluteMs)).toBeLessThan(60_000);
    expect(ctx.config.limits.sessionAbsoluteMs).toBe(7 * 24 * 3600 * 1000);
  });

  it('logout revokes that session only', async () => {
    const token = await signIn(ctx.app, user.email, user.password);
    const other = await signIn(ctx.app, user.email, user.password);
    const response = await logout(ctx, `Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: MSG.logoutSuccess });
    expect((await sessionRow(ctx, token))?.revokedAt).toBeInstanceOf(Date);

    const after = await me(ctx.app, `Bearer ${token}`);
    expect(after.statusCode).toBe(403);
    expect(after.json()).toEqual(EXPIRED);
    expect((await logout(ctx, token)).statusCode).toBe(403);
    // The user's other session is untouched.
    expect((await me(ctx.app, other)).statusCode).toBe(200);
  });

  it('a session past its absolute expiry is 403', async () => {
    const token = await signIn(ctx.app, user.email, user.password);
    expect((await me(ctx.app, token)).statusCode).toBe(200);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256(token)));
    const response = await me(ctx.app, token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(EXPIRED);
  });

  it('a session idle for longer than the idle limit is 403', async () => {
    const token = await signIn(ctx.app, user.email, user.password);
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - ctx.config.limits.sessionIdleMs - 60_000) })
      .where(eq(sessions.tokenHash, sha256(token)));
    const response = await me(ctx.app, token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(EXPIRED);
  });

  it('use within the idle limit keeps the session alive (last_seen_at moves forward)', async () => {
    const token = await signIn(ctx.app, user.email, user.password);
    const earlier = new Date(Date.now() - 10 * 60_000);
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: earlier })
      .where(eq(sessions.tokenHash, sha256(token)));
    expect((await me(ctx.app, token)).statusCode).toBe(200);
    const row = await sessionRow(ctx, token);
    expect(row?.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a deactivated account loses its sessions', async () => {
    const victim = await createUser(ctx);
    const token = await signIn(ctx.app, victim.email, victim.password);
    expect((await me(ctx.app, token)).statusCode).toBe(200);
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.userId, victim.userId));
    expect((await me(ctx.app, token)).statusCode).toBe(403);
  });
});

describe('sessions with a short idle limit', () => {
  let ctx: TestApp;

  beforeAll(async () => {
    ctx = await startTestApp({ sessionIdleMs: 5 * 60_000 });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('expire once idle for longer than sessionIdleMs', async () => {
    const user = await createUser(ctx);
    const token = await signIn(ctx.app, user.email, user.password);
    expect((await me(ctx.app, token)).statusCode).toBe(200);
    // Last seen 6 minutes ago: past this app's 5-minute limit, far inside the default 8 hours.
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(sessions.tokenHash, sha256(token)));
    const response = await me(ctx.app, token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(EXPIRED);
  });
});
