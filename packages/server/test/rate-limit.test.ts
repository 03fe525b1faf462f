/** Sign-in attempts are limited per address (all auth calls) and per account (decisions.md). */
import { MSG } from '@masal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { createUser, signInRequest, uniqueEmail } from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const PER_IP = 4;
const PER_ACCOUNT = 3;
const TOO_MANY = { status: false, code: 'TOO_MANY_REQUESTS', message: MSG.tooManyAttempts };

let ctx: TestApp;

beforeAll(async () => {
  ctx = await startTestApp({ signInPerIpPerWindow: PER_IP, signInPerAccount: PER_ACCOUNT });
});
afterAll(async () => {
  await ctx?.close();
});

describe('per address', () => {
  it(`the ${PER_IP + 1}th sign-in from one address in the window is 429; another address still works`, async () => {
    const user = await createUser(ctx);
    for (let i = 0; i < PER_IP; i++) {
      const response = await signInRequest(ctx.app, uniqueEmail('tahmin'), 'yanlis-sifre', '10.1.2.3');
      expect(response.statusCode, `attempt ${i + 1}`).toBe(400);
    }
    const blocked = await signInRequest(ctx.app, user.email, user.password, '10.1.2.3');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);

    const elsewhere = await signInRequest(ctx.app, user.email, user.password, '10.1.2.4');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('successful sign-ins count too', async () => {
    const user = await createUser(ctx);
    for (let i = 0; i < PER_IP; i++) {
      expect((await signInRequest(ctx.app, user.email, user.password, '10.2.0.1')).statusCode).toBe(200);
    }
    expect((await signInRequest(ctx.app, user.email, user.password, '10.2.0.1')).statusCode).toBe(429);
  });

  it('forgotMyPassword is limited per address as well', async () => {
    const forgot = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/forgotMyPassword',
        payload: { email: uniqueEmail('bombardiman') },
        remoteAddress: '10.3.0.1',
      });
    for (let i = 0; i < PER_IP; i++) expect((await forgot()).statusCode).toBe(200);
    const blocked = await forgot();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });
});

describe('per account', () => {
  it(`${PER_ACCOUNT} wrong passwords from different addresses lock the account, even for the right password`, async () => {
    const user = await createUser(ctx);
    for (let i = 0; i < PER_ACCOUNT; i++) {
      const response = await signInRequest(ctx.app, user.email, 'yanlis-sifre', `10.4.0.${i + 1}`);
      expect(response.statusCode, `attempt ${i + 1}`).toBe(400);
      expect(response.json().message).toBe(MSG.signInFailed);
    }
    const right = await signInRequest(ctx.app, user.email, user.password, '10.4.1.1');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(TOO_MANY);
    // Locked by TC Kimlik No as well: the lock is on the account, not on the login text.
    expect((await signInRequest(ctx.app, user.identityNo, user.password, '10.4.1.2')).statusCode).toBe(429);

    // Other accounts are not affected, from the same addresses.
    const other = await createUser(ctx);
    expect((await signInRequest(ctx.app, other.email, other.password, '10.4.0.1')).statusCode).toBe(200);
  });

  it('the lock ends after the window, and then the right password works', async () => {
    const user = await createUser(ctx);
    for (let i = 0; i < PER_ACCOUNT; i++) {
      await signInRequest(ctx.app, user.email, 'yanlis-sifre', `10.5.0.${i + 1}`);
    }
    const [locked] = await ctx.database.db.select().from(users).where(eq(users.userId, user.userId));
    const lockMs = (locked?.signInLockedUntil?.getTime() ?? 0) - Date.now();
    expect(lockMs).toBeGreaterThan(ctx.config.limits.authWindowMs - 60_000);
    expect(lockMs).toBeLessThanOrEqual(ctx.config.limits.authWindowMs);

    await ctx.database.db
      .update(users)
      .set({ signInLockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.userId, user.userId));
    expect((await signInRequest(ctx.app, user.email, user.password, '10.5.1.1')).statusCode).toBe(200);
  });

  it('a successful sign-in resets the count of failures', async () => {
    const user = await createUser(ctx);
    const fail = (ip: string) => signInRequest(ctx.app, user.email, 'yanlis-sifre', ip);
    for (let i = 0; i < PER_ACCOUNT - 1; i++) expect((await fail(`10.6.0.${i + 1}`)).statusCode).toBe(400);
    expect((await signInRequest(ctx.app, user.email, user.password, '10.6.1.1')).statusCode).toBe(200);
    for (let i = 0; i < PER_ACCOUNT - 1; i++) expect((await fail(`10.6.2.${i + 1}`)).statusCode).toBe(400);
    expect((await signInRequest(ctx.app, user.email, user.password, '10.6.3.1')).statusCode).toBe(200);
  });

  it('failures for an unknown address lock nothing and keep the usual answer', async () => {
    const email = uniqueEmail('hayalet');
    for (let i = 0; i < PER_ACCOUNT + 1; i++) {
      const response = await signInRequest(ctx.app, email, 'yanlis-sifre', `10.7.0.${i + 1}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MSG.signInFailed);
    }
  });
});
