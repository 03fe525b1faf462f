/** POST /v1/auth/activeUser — single-use, per-account, expiring activation codes. */
import { MSG } from '@masal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCodes, users } from '../src/db/schema/index.ts';
import { DEFAULT_PASSWORD, signInRequest, signUpViaApi, userIdByEmail } from './support/factories.ts';
import { messagesFor } from './support/http.ts';
import { linkCode, waitForMail } from './support/outbox.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

/** Signs up through the API and returns the address, the user id and the mailed activation code. */
async function pending(): Promise<{ email: string; userId: number; code: string }> {
  const { response, body } = await signUpViaApi(ctx);
  expect(response.statusCode).toBe(201);
  const email = String(body.email);
  const mail = await waitForMail(ctx.dataDir, email, { subjectIncludes: 'etkinleştir' });
  return { email, userId: await userIdByEmail(ctx, email), code: linkCode(mail.text, 'ac') };
}

function activate(email: string, activationCode: string) {
  return ctx.app.inject({ method: 'POST', url: '/v1/auth/activeUser', payload: { email, activationCode } });
}

async function isActive(userId: number): Promise<boolean | undefined> {
  const [row] = await ctx.database.db
    .select({ isActive: users.isActive })
    .from(users)
    .where(eq(users.userId, userId));
  return row?.isActive;
}

const INVALID = { status: false, code: 'VALIDATION', message: MSG.activationInvalid };
const MISMATCH = { status: false, message: MSG.codeEmailMismatch };

describe('activation', () => {
  it('the mailed code activates the account, after which sign-in works', async () => {
    const { email, userId, code } = await pending();
    const response = await activate(email, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: MSG.activationSuccess });
    expect(await isActive(userId)).toBe(true);
    const signIn = await signInRequest(ctx.app, email, DEFAULT_PASSWORD);
    expect(signIn.statusCode).toBe(200);
  });

  it('the code is single-use', async () => {
    const { email, code } = await pending();
    expect((await activate(email, code)).statusCode).toBe(200);
    const again = await activate(email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
  });

  it('the e-mail may be typed in another case', async () => {
    const { email, userId, code } = await pending();
    expect((await activate(email.toUpperCase(), code)).statusCode).toBe(200);
    expect(await isActive(userId)).toBe(true);
  });

  it('a wrong code is refused and the account stays inactive', async () => {
    const { email, userId, code } = await pending();
    const response = await activate(email, `${code}x`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
    expect(await isActive(userId)).toBe(false);
    // The failed attempt did not spend the real code.
    expect((await activate(email, code)).statusCode).toBe(200);
  });

  it("a valid code with another account's address says the address does not match; the code stays valid", async () => {
    const a = await pending();
    const b = await pending();
    const response = await activate(b.email, a.code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(MISMATCH);
    expect(messagesFor(response, 'email')).toEqual([MSG.codeEmailMismatch]);
    expect(await isActive(a.userId)).toBe(false);
    expect(await isActive(b.userId)).toBe(false);
    expect((await activate(a.email, a.code)).statusCode).toBe(200);
  });

  it('a valid code with a mistyped, unknown address says the address does not match', async () => {
    const { email, userId, code } = await pending();
    const response = await activate(`x${email}`, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(MISMATCH);
    expect(await isActive(userId)).toBe(false);
  });

  it('a wrong code with an unknown address is an invalid link, not a mismatch', async () => {
    const { code } = await pending();
    const response = await activate('kimse@ornek.test', `${code}x`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
  });

  it('an expired code is refused', async () => {
    const { email, userId, code } = await pending();
    await ctx.database.db
      .update(userCodes)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(userCodes.userId, userId));
    const response = await activate(email, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
    expect(await isActive(userId)).toBe(false);
  });

  it('e-mail and code are required', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/v1/auth/activeUser', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(messagesFor(response, 'email')).toEqual([MSG.emailRequired]);
    expect(messagesFor(response, 'activationCode')).toEqual([MSG.codeRequired]);
  });
});
