/** POST /v1/auth/login — by e-mail or TC Kimlik No; the answer of seed §7; no account enumeration. */
import { MSG, ROLE } from '@masal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, me, registerAndActivate, signInRequest, validTcKimlikNo } from './support/factories.ts';
import { messagesFor } from './support/http.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let ctx: TestApp;
let writer: { email: string; password: string; identityNo: string; userId: number };

beforeAll(async () => {
  ctx = await startTestApp();
  // Made only through public calls: sign up, mailed link, activation.
  writer = await registerAndActivate(ctx, { name: 'Keloğlan', surname: 'Öztürk' });
});
afterAll(async () => {
  await ctx?.close();
});

const USER_KEYS = ['bankName', 'email', 'iban', 'name', 'profileImageUrl', 'surname', 'userId', 'userRoles'];

describe('successful sign-in', () => {
  it('by e-mail answers exactly {status, user, message, token}', async () => {
    const response = await signInRequest(ctx.app, writer.email, writer.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['message', 'status', 'token', 'user']);
    expect(body.status).toBe(true);
    expect(body.message).toBe(MSG.signInSuccess);
    expect(typeof body.token).toBe('string');
    expect(body.token.length).toBeGreaterThanOrEqual(32);
    expect(Object.keys(body.user).sort()).toEqual(USER_KEYS);
    expect(body.user).toEqual({
      userId: writer.userId,
      name: 'Keloğlan',
      surname: 'Öztürk',
      email: writer.email,
      iban: null,
      bankName: null,
      profileImageUrl: '/uploads/images/user.jpg',
      userRoles: [{ roleId: ROLE.writer }],
    });
  });

  it('never shows the TC Kimlik No or the password hash', async () => {
    const response = await signInRequest(ctx.app, writer.email, writer.password);
    expect(response.body).not.toContain(writer.identityNo);
    expect(response.body).not.toContain('argon2');
  });

  it('by e-mail in any case', async () => {
    for (const login of [writer.email.toUpperCase(), ` ${writer.email} `]) {
      const response = await signInRequest(ctx.app, login, writer.password);
      expect(response.statusCode, login).toBe(200);
      expect(response.json().user.userId).toBe(writer.userId);
    }
  });

  it('by TC Kimlik No', async () => {
    const response = await signInRequest(ctx.app, writer.identityNo, writer.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.userId).toBe(writer.userId);
  });

  it('each sign-in opens its own session, usable on /v1/auth/me', async () => {
    const first = (await signInRequest(ctx.app, writer.email, writer.password)).json().token;
    const second = (await signInRequest(ctx.app, writer.email, writer.password)).json().token;
    expect(first).not.toBe(second);
    for (const token of [first, second]) {
      const answer = await me(ctx.app, `Bearer ${token}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().user.userId).toBe(writer.userId);
    }
  });

  it('the seeded admin signs in and holds role 6', async () => {
    const response = await signInRequest(ctx.app, ctx.admin.email, ctx.admin.password);
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(user.email).toBe(ctx.admin.email);
    expect(user.userRoles).toEqual([{ roleId: ROLE.admin }]);
  });

  it('a user with several roles gets all of them, in order', async () => {
    const multi = await createUser(ctx, { roles: [ROLE.advisoryBoardMember, ROLE.writer, ROLE.editor] });
    const response = await signInRequest(ctx.app, multi.email, multi.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.userRoles).toEqual([{ roleId: 1 }, { roleId: 2 }, { roleId: 5 }]);
  });
});

describe('refused sign-in', () => {
  const FAILED = { status: false, code: 'VALIDATION', message: MSG.signInFailed };

  it("wrong password and unknown e-mail answer the same ('Email veya şifre hatalı!!!')", async () => {
    const wrongPassword = await signInRequest(ctx.app, writer.email, 'yanlis-sifre');
    const unknownEmail = await signInRequest(ctx.app, 'hic-kayitli-degil@ornek.test', 'yanlis-sifre');
    expect(wrongPassword.statusCode).toBe(400);
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect(wrongPassword.json()).toEqual(FAILED);
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it('an unknown or malformed TC Kimlik No answers the same as a wrong password', async () => {
    const wrongPassword = await signInRequest(ctx.app, writer.identityNo, 'yanlis-sifre');
    const unknownTc = await signInRequest(ctx.app, validTcKimlikNo(), writer.password);
    const badChecksum = await signInRequest(ctx.app, '12345678901', writer.password);
    for (const response of [wrongPassword, unknownTc, badChecksum]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(FAILED);
    }
  });

  it('an inactive account: right password → not activated message, wrong password → the usual failure', async () => {
    const inactive = await createUser(ctx, { active: false });
    const right = await signInRequest(ctx.app, inactive.email, inactive.password);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ status: false, code: 'VALIDATION', message: MSG.signInInactive });
    const wrong = await signInRequest(ctx.app, inactive.email, 'yanlis-sifre');
    expect(wrong.json()).toEqual(FAILED);
  });

  it('empty fields give the seed messages', async () => {
    const response = await signInRequest(ctx.app, '', '');
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe(false);
    expect(messagesFor(response, 'email')).toEqual([MSG.signInEmailRequired]);
    expect(messagesFor(response, 'password')).toEqual([MSG.passwordMin]);
  });

  it('missing fields give the same messages', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/v1/auth/login', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(messagesFor(response, 'email')).toEqual([MSG.signInEmailRequired]);
    expect(messagesFor(response, 'password')).toEqual([MSG.passwordMin]);
  });

  it('a password shorter than 6 is refused before any look-up', async () => {
    const response = await signInRequest(ctx.app, writer.email, '12345');
    expect(response.statusCode).toBe(400);
    expect(messagesFor(response, 'password')).toEqual([MSG.passwordMin]);
    expect(response.json().message).toBe(MSG.passwordMin);
  });
});
