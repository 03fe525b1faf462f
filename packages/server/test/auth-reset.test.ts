/** forgotMyPassword / resetPasswordUser — no enumeration, single-use expiring codes, sessions revoked. */
import { MSG } from '@masal/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { userCodes, users } from '../src/db/schema/index.ts';
import {
  type CreatedUser,
  createUser,
  me,
  noInstitutionId,
  signIn,
  signInRequest,
  signUpBody,
  uniqueEmail,
} from './support/factories.ts';
import { messagesFor } from './support/http.ts';
import { linkCode, linkOf, mailsTo, waitForMail } from './support/outbox.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

function forgot(email: string) {
  return ctx.app.inject({ method: 'POST', url: '/v1/auth/forgotMyPassword', payload: { email } });
}

function reset(email: string, reminderCode: string, password: string, passwordReply = password) {
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/resetPasswordUser',
    payload: { email, reminderCode, password, passwordReply },
  });
}

/** Asks for a reset and returns the code of the new mail that arrives for it. */
async function requestCode(user: { email: string }): Promise<{ code: string; file: string }> {
  const seen = (await mailsTo(ctx.dataDir, user.email)).map((m) => m.file);
  const response = await forgot(user.email);
  expect(response.statusCode).toBe(200);
  const mail = await waitForMail(ctx.dataDir, user.email, { subjectIncludes: 'Şifre', except: seen });
  return { code: linkCode(mail.text, 'rc'), file: mail.file };
}

const RESET_INVALID = { status: false, code: 'VALIDATION', message: MSG.resetInvalid };

describe('forgot my password', () => {
  it('answers byte-identically for a known and an unknown address', async () => {
    const user = await createUser(ctx);
    const unknown = uniqueEmail('bilinmeyen');
    // The unknown address first: a mail to it would be on its way before the known one's is written.
    const other = await forgot(unknown);
    const known = await forgot(user.email);
    expect(known.statusCode).toBe(200);
    expect(other.statusCode).toBe(known.statusCode);
    expect(other.body).toBe(known.body);
    expect(known.json()).toEqual({ status: true, user: null, message: MSG.forgotSent });

    // Only the known address gets a mail, with a reset link on the public URL.
    const mail = await waitForMail(ctx.dataDir, user.email, { subjectIncludes: 'Şifre' });
    expect(mail.subject).toBe('Masal Portalı — Şifre yenileme');
    expect(linkOf(mail.text, 'rc').startsWith(`${ctx.config.publicUrl}/resetPassword?rc=`)).toBe(true);
    expect(await mailsTo(ctx.dataDir, unknown)).toEqual([]);
  });

  it('an empty address gets the same answer', async () => {
    const known = await forgot(uniqueEmail('yok'));
    const empty = await forgot('');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toBe(known.body);
  });

  it('finds the account whatever the case of the address', async () => {
    const user = await createUser(ctx);
    expect((await forgot(user.email.toUpperCase())).statusCode).toBe(200);
    const mail = await waitForMail(ctx.dataDir, user.email, { subjectIncludes: 'Şifre' });
    expect(linkCode(mail.text, 'rc').length).toBeGreaterThanOrEqual(32);
  });

  it('stores the reset code hashed, expiring after 1 hour', async () => {
    const user = await createUser(ctx);
    const { code } = await requestCode(user);
    const rows = await ctx.database.db
      .select()
      .from(userCodes)
      .where(and(eq(userCodes.userId, user.userId), eq(userCodes.kind, 'reset')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).not.toContain(code);
    const ttl = (rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0);
    expect(Math.abs(ttl - 3600_000)).toBeLessThan(60_000);
  });
});

describe('mails on request are limited and survive a restart', () => {
  it('at most 3 reset mails per account per hour, silently; sign-ups with the address count too', async () => {
    const user = await createUser(ctx);
    const forgotAnswers = new Set<string>();
    for (let i = 0; i < 3; i++) forgotAnswers.add((await forgot(user.email)).body);
    const body = signUpBody(await noInstitutionId(ctx), { email: user.email });
    for (let i = 0; i < 2; i++) {
      const signUp = await ctx.app.inject({ method: 'POST', url: '/v1/auth/signUp', payload: body });
      expect(signUp.statusCode).toBe(201);
    }
    forgotAnswers.add((await forgot(user.email)).body);
    expect([...forgotAnswers]).toEqual([
      JSON.stringify({ status: true, user: null, message: MSG.forgotSent }),
    ]);
    // Mails leave in order: once a later request's mail is there, the refused ones would be too.
    const later = await createUser(ctx);
    await forgot(later.email);
    await waitForMail(ctx.dataDir, later.email);
    expect(await mailsTo(ctx.dataDir, user.email)).toHaveLength(3);
  });

  it('a mail that could not be sent goes out after a restart', async () => {
    const failing = await startTestApp({}, { config: { smtpUrl: 'smtp://127.0.0.1:9' } });
    try {
      const user = await createUser(failing);
      expect(
        (
          await failing.app.inject({
            method: 'POST',
            url: '/v1/auth/forgotMyPassword',
            payload: { email: user.email },
          })
        ).statusCode,
      ).toBe(200);
      // The first attempt has failed (nothing listens on port 9) before the app stops.
      await expect.poll(() => failing.logText(), { timeout: 30_000 }).toContain('mail could not be sent');
      await failing.app.close();
      expect(await mailsTo(failing.dataDir, user.email)).toEqual([]);

      // The same database and data folder, now without SMTP: the leftover is picked up at start.
      const restarted = await buildApp({
        config: { ...failing.config, smtpUrl: undefined },
        database: failing.database,
        webDist: failing.dataDir,
        logStream: failing.logStream,
      });
      await restarted.ready();
      try {
        const mail = await waitForMail(failing.dataDir, user.email, { subjectIncludes: 'Şifre' });
        expect(linkCode(mail.text, 'rc').length).toBeGreaterThanOrEqual(32);
      } finally {
        await restarted.close();
      }
    } finally {
      await failing.close();
    }
  });
});

describe('reset password', () => {
  let user: CreatedUser;
  beforeAll(async () => {
    user = await createUser(ctx, { password: 'Eski-Sifre-1' });
  });

  it('refuses mismatching passwords on both fields and keeps the code', async () => {
    const { code } = await requestCode(user);
    const response = await reset(user.email, code, 'Yeni-Sifre-1', 'Yeni-Sifre-2');
    expect(response.statusCode).toBe(400);
    expect(messagesFor(response, 'password')).toEqual([MSG.passwordsDoNotMatch]);
    expect(messagesFor(response, 'passwordReply')).toEqual([MSG.passwordsDoNotMatch]);
    // Nothing changed: the old password still works.
    expect((await signInRequest(ctx.app, user.email, 'Eski-Sifre-1')).statusCode).toBe(200);
  });

  it('refuses a password shorter than 6', async () => {
    const response = await reset(user.email, 'herhangi-bir-kod', '12345');
    expect(response.statusCode).toBe(400);
    expect(messagesFor(response, 'password')).toContain(MSG.passwordMin);
  });

  it('with the mailed code sets the new password; the old one stops working; the code is single-use', async () => {
    const { code } = await requestCode(user);
    const response = await reset(user.email, code, 'Yeni-Sifre-1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: MSG.resetSuccess });

    expect((await signInRequest(ctx.app, user.email, 'Yeni-Sifre-1')).statusCode).toBe(200);
    const old = await signInRequest(ctx.app, user.email, 'Eski-Sifre-1');
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(MSG.signInFailed);

    const again = await reset(user.email, code, 'Ucuncu-Sifre-1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(RESET_INVALID);
    expect((await signInRequest(ctx.app, user.email, 'Yeni-Sifre-1')).statusCode).toBe(200);
  });

  it("accepts seed §7's payload {email, password, reminderCode}, without the repeat", async () => {
    const person = await createUser(ctx, { password: 'Eski-Sifre-1' });
    const { code } = await requestCode(person);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/resetPasswordUser',
      payload: { email: person.email, password: 'Seed-Sifre-1', reminderCode: code },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: true, message: MSG.resetSuccess });
    expect((await signInRequest(ctx.app, person.email, 'Seed-Sifre-1')).statusCode).toBe(200);
  });

  it('a newer code invalidates the earlier one', async () => {
    const other = await createUser(ctx);
    const first = await requestCode(other);
    const second = await requestCode(other);
    expect(second.code).not.toBe(first.code);
    const withFirst = await reset(other.email, first.code, 'Yeni-Sifre-1');
    expect(withFirst.statusCode).toBe(400);
    expect(withFirst.json()).toEqual(RESET_INVALID);
    expect((await reset(other.email, second.code, 'Yeni-Sifre-1')).statusCode).toBe(200);
  });

  it('an expired code is refused', async () => {
    const other = await createUser(ctx);
    const { code } = await requestCode(other);
    await ctx.database.db
      .update(userCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userCodes.userId, other.userId));
    const response = await reset(other.email, code, 'Yeni-Sifre-1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(RESET_INVALID);
    expect((await signInRequest(ctx.app, other.email, other.password)).statusCode).toBe(200);
  });

  it("a valid code with another account's address says the address does not match; the code stays valid", async () => {
    const owner = await createUser(ctx);
    const intruder = await createUser(ctx);
    const { code } = await requestCode(owner);
    const response = await reset(intruder.email, code, 'Ele-Gecirme-1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, message: MSG.codeEmailMismatch });
    expect(messagesFor(response, 'email')).toEqual([MSG.codeEmailMismatch]);
    expect((await signInRequest(ctx.app, intruder.email, intruder.password)).statusCode).toBe(200);
    expect((await reset(owner.email, code, 'Sahibi-Sifre-1')).statusCode).toBe(200);
  });

  it('a valid code with a mistyped address says the address does not match', async () => {
    const owner = await createUser(ctx);
    const { code } = await requestCode(owner);
    const response = await reset(`x${owner.email}`, code, 'Yeni-Sifre-1');
    expect(response.statusCode).toBe(400);
    expect(messagesFor(response, 'email')).toEqual([MSG.codeEmailMismatch]);
    expect((await reset(owner.email, code, 'Yeni-Sifre-1')).statusCode).toBe(200);
  });

  it('an activation code cannot reset a password', async () => {
    const fresh = await createUser(ctx);
    const { code } = await requestCode(fresh);
    // Turn the stored code into an activation code: the same secret must not cross kinds.
    await ctx.database.db
      .update(userCodes)
      .set({ kind: 'activation' })
      .where(eq(userCodes.userId, fresh.userId));
    const response = await reset(fresh.email, code, 'Yeni-Sifre-1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(RESET_INVALID);
  });

  it('revokes the sessions that were open', async () => {
    const other = await createUser(ctx);
    const token = await signIn(ctx.app, other.email, other.password);
    expect((await me(ctx.app, token)).statusCode).toBe(200);
    const { code } = await requestCode(other);
    expect((await reset(other.email, code, 'Yeni-Sifre-1')).statusCode).toBe(200);
    const after = await me(ctx.app, token);
    expect(after.statusCode).toBe(403);
    expect(after.json()).toEqual({ status: false, code: 'SESSION_REQUIRED', message: MSG.sessionExpired });
    // A new sign-in works with the new password.
    const fresh = await signIn(ctx.app, other.email, 'Yeni-Sifre-1');
    expect((await me(ctx.app, fresh)).statusCode).toBe(200);
  });

  it('following the mailed link activates an account not yet activated', async () => {
    const inactive = await createUser(ctx, { active: false });
    const { code } = await requestCode(inactive);
    expect((await reset(inactive.email, code, 'Yeni-Sifre-1')).statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select({ isActive: users.isActive })
      .from(users)
      .where(eq(users.userId, inactive.userId));
    expect(row?.isActive).toBe(true);
    expect((await signInRequest(ctx.app, inactive.email, 'Yeni-Sifre-1')).statusCode).toBe(200);
  });
});
