/**
 * A failed query is logged with its SQLSTATE code, route and request id, never with its
 * parameters or values. The whole suite's logs are checked at its end too (support/log-check.setup.ts).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  noInstitutionId,
  secretsOf,
  signIn,
  signInRequest,
  signUpBody,
} from './support/factories.ts';
import { secretsIn } from './support/log-secrets.ts';
import { pdf } from './support/media-fixtures.ts';
import { multipartBody } from './support/multipart.ts';
import { createTale } from './support/tales.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const FAILING_ROUTE = '/test/failing-query';
const SECRET = 'gizli-deger-19090909018';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await startTestApp(
    {},
    {
      // A query that fails inside the database with a value among its parameters, as any route's could.
      beforeReady: (app) => {
        app.post(FAILING_ROUTE, async () => {
          await ctx.database.db.execute(sql`select ${SECRET}::integer as n`);
          return { ok: true };
        });
      },
    },
  );
});
afterAll(() => ctx.close());

const logLines = () =>
  ctx
    .logText()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the log of a failed query', () => {
  it('carries its SQLSTATE code, route and request id, never the query or its values', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: FAILING_ROUTE, payload: {} });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain(SECRET);
    const errorLines = logLines().filter((l) => l.level === 50);
    expect(errorLines.length).toBeGreaterThan(0);
    expect(errorLines[0]).toMatchObject({
      route: FAILING_ROUTE,
      reqId: expect.any(String),
      err: expect.objectContaining({ code: '22P02' }),
    });
    const text = ctx.logText();
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('19090909018');
    expect(text).not.toMatch(/select .*::integer/i);
  });

  it('of a sign-up with a NUL in the name has no e-mail, password hash, TC Kimlik No or its hash', async () => {
    const body = signUpBody(await noInstitutionId(ctx), { name: 'a\u0000' });
    const response = await ctx.app.inject({ method: 'POST', url: '/v1/auth/signUp', payload: body });
    expect(response.statusCode).toBeLessThan(500);
    const text = ctx.logText();
    const identityNo = String(body.identityNo);
    for (const value of [String(body.email), identityNo, secretsOf(ctx).lookupHash(identityNo), '$argon2'])
      expect(text).not.toContain(value);
    expect(secretsIn(text, [String(body.password)])).toEqual([]);
  });

  it('of a sign-in with a NUL after a TC Kimlik No does not have the TC Kimlik No', async () => {
    const response = await signInRequest(ctx.app, '19090909018\u0000', 'Masal-123');
    expect(response.statusCode).toBeLessThan(500);
    expect(ctx.logText()).not.toContain('19090909018');
  });

  it('of an upload (at trace level) has no session token', async () => {
    const user = await createUser(ctx);
    const token = await signIn(ctx.app, user.email, user.password);
    const { taleId } = await createTale(ctx, { userId: user.userId });
    const { payload, headers } = multipartBody([{ fileName: 'belge.pdf', bytes: pdf() }]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/v1/upload/taleAttachment/${taleId}`,
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(ctx.logText()).toContain('Providing options to busboy');
    expect(ctx.logText()).not.toContain(token);
  });
});
