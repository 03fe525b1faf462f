/**
 * Sign-in attempts are limited per address (all auth calls) and per account and address (decisions.md):
 * nobody can lock an account for its owner elsewhere, and an unknown account answers as a known one.
 */
import { MSG } from '@masal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signInRequest, uniqueEmail, validTcKimlikNo } from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const PER_IP = 4;
const PER_PAIR = 3;
const TOO_MANY = { status: false, code: 'TOO_MANY_REQUESTS', message: MSG.tooManyAttempts };

let ctx: TestApp;

beforeAll(async () => {
  ctx = await startTestApp({ signInPerIpPerWindow: PER_IP, signInFailuresPerAccountAndAddress: PER_PAIR });
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

describe('per account and address', () => {
  it(`${PER_PAIR} wrong passwords from one address block that address only; the right password from elsewhere works`, async () => {
    const user = await createUser(ctx);
    for (let i = 0; i < PER_PAIR; i++) {
      const response = await signInRequest(ctx.app, user.email, 'yanlis-sifre', '10.4.0.1');
      expect(response.statusCode, `attempt ${i + 1}`).toBe(400);
      expect(response.json().message).toBe(MSG.signInFailed);
    }
    const right = await signInRequest(ctx.app, user.email, user.password, '10.4.0.1');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(TOO_MANY);

    expect((await signInRequest(ctx.app, user.email, user.password, '10.4.1.1')).statusCode).toBe(200);
  });

  it('an unknown e-mail or TC Kimlik No gets the same answers and the 429 after the same count', async () => {
    const known = await createUser(ctx);
    const logins = [known.email, uniqueEmail('hayalet'), known.identityNo, validTcKimlikNo()];
    const answers = await Promise.all(
      logins.map(async (login, n) => {
        const seen: string[] = [];
        for (let i = 0; i <= PER_PAIR; i++) {
          const response = await signInRequest(ctx.app, login, 'yanlis-sifre', `10.7.${n}.1`);
          seen.push(`${response.statusCode} ${response.body}`);
        }
        return seen;
      }),
    );
    const expected = [
      ...Array.from(
        { length: PER_PAIR },
        () => `400 ${JSON.stringify({ status: false, code: 'VALIDATION', message: MSG.signInFailed })}`,
      ),
      `429 ${JSON.stringify(TOO_MANY)}`,
    ];
    for (const [n, seen] of answers.entries()) expect(seen, logins[n]).toEqual(expected);
  });

  it('the block ends with the window, and then the right password works', async () => {
    // A window long enough for the failures and the refused try even on a loaded machine; then the test waits
    // for its end by trying again (a refused try does not extend a window).
    const short = await startTestApp({ signInFailuresPerAccountAndAddress: PER_PAIR, authWindowMs: 5000 });
    try {
      const user = await createUser(short);
      for (let i = 0; i < PER_PAIR; i++)
        await signInRequest(short.app, user.email, 'yanlis-sifre', '10.5.0.1');
      expect((await signInRequest(short.app, user.email, user.password, '10.5.0.1')).statusCode).toBe(429);
      await expect
        .poll(
          async () => (await signInRequest(short.app, user.email, user.password, '10.5.0.1')).statusCode,
          {
            timeout: 60_000,
            interval: 250,
          },
        )
        .toBe(200);
    } finally {
      await short.close();
    }
  });

  it('a successful sign-in resets the count of failures', async () => {
    // An app without this file's small per-address limit, so one address can sign in this often.
    const roomy = await startTestApp({ signInFailuresPerAccountAndAddress: PER_PAIR });
    try {
      const user = await createUser(roomy);
      const attempt = (password: string) => signInRequest(roomy.app, user.email, password, '10.6.0.1');
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < PER_PAIR - 1; i++) expect((await attempt('yanlis-sifre')).statusCode).toBe(400);
        expect((await attempt(user.password)).statusCode).toBe(200);
      }
      // Another account is not blocked at an address where one is.
      for (let i = 0; i < PER_PAIR; i++) await attempt('yanlis-sifre');
      expect((await attempt(user.password)).statusCode).toBe(429);
      const other = await createUser(roomy);
      expect((await signInRequest(roomy.app, other.email, other.password, '10.6.0.1')).statusCode).toBe(200);
    } finally {
      await roomy.close();
    }
  });
});
