/**
 * The profile's e-mail change: POST /v1/profile/email (session, current password, no user id) keeps the new
 * address pending and mails it a single-use link; the public POST /v1/auth/confirmEmail moves it to the
 * account. The request answers alike whether or not the address is taken; the confirmation answers 409.
 */
import { MSG, ROLE } from '@masal/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailJobs, users } from '../src/db/schema/index.ts';
import { type CreatedUser, createUser, signedInUser, signIn, uniqueEmail } from './support/factories.ts';
import { linkCode, linkOf, mailsTo, waitForMail } from './support/outbox.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

type User = CreatedUser & { token: string };
const SUBJECT = 'Yeni e-posta';

const requestChange = (token: string | null, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/profile/email',
    payload,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });
const confirm = (code: string) =>
  ctx.app.inject({ method: 'POST', url: '/v1/auth/confirmEmail', payload: { code } });

const rowOf = async (userId: number) => {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.userId, userId));
  if (!row) throw new Error('no such user');
  return row;
};
const auditsOf = (userId: number, action: 'user.requestEmailChange' | 'user.changeEmail') =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(userId))));

/** Asks for the change and answers the code of the link mailed to the new address. */
async function linkFor(user: User, email: string): Promise<string> {
  const seen = (await mailsTo(ctx.dataDir, email)).map((m) => m.file);
  const asked = await requestChange(user.token, { email, currentPassword: user.password });
  expect(asked.statusCode, asked.body).toBe(200);
  const mail = await waitForMail(ctx.dataDir, email, { subjectIncludes: SUBJECT, except: seen });
  expect(linkOf(mail.text, 'ec')).toContain('/confirmEmail?ec=');
  return linkCode(mail.text, 'ec');
}

describe('POST /v1/profile/email', () => {
  it('requires a session (403) and changes nothing', async () => {
    const user = await signedInUser(ctx, { roles: [ROLE.writer] });
    const before = await rowOf(user.userId);
    for (const token of [null, 'not-a-token']) {
      const refused = await requestChange(token, {
        email: uniqueEmail('yeni'),
        currentPassword: user.password,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('SESSION_REQUIRED');
    }
    expect(await rowOf(user.userId)).toEqual(before);
    const jobs = await ctx.database.db.select().from(mailJobs).where(eq(mailJobs.userId, user.userId));
    expect(jobs.filter((j) => j.kind === 'email_change')).toEqual([]);
  });

  it('takes no user id: the change is always the caller’s own', async () => {
    const user = await signedInUser(ctx, { roles: [ROLE.writer] });
    const other = await createUser(ctx);
    const email = uniqueEmail('idor');
    const asked = await requestChange(user.token, {
      email,
      currentPassword: user.password,
      userId: other.userId,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await rowOf(other.userId)).pendingEmail).toBeNull();
    expect((await rowOf(user.userId)).pendingEmail).toBe(email);
  });

  it('refuses a wrong current password, the own address and a malformed one (400 on the field)', async () => {
    const user = await signedInUser(ctx, { roles: [ROLE.writer] });
    const before = await rowOf(user.userId);
    const wrong = await requestChange(user.token, { email: uniqueEmail('yeni'), currentPassword: 'yanlis' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'currentPassword', message: MSG.currentPasswordWrong }]);
    const same = await requestChange(user.token, {
      email: user.email.toUpperCase(),
      currentPassword: user.password,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual([{ field: 'email', message: MSG.emailChangeSame }]);
    const malformed = await requestChange(user.token, { email: 'adres-degil', currentPassword: '' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: MSG.emailInvalid },
        { field: 'currentPassword', message: MSG.currentPasswordRequired },
      ]),
    );
    expect(await rowOf(user.userId)).toEqual(before);
  });
});

describe('the e-mail change through the outbox', () => {
  it('mails the new address a link; following it changes the address once, audited', async () => {
    const user = await signedInUser(ctx, { roles: [ROLE.writer] });
    const newEmail = uniqueEmail('Yeni').toLowerCase();
    const code = await linkFor(user, newEmail);

    // Pending until the link is followed: the profile says so, sign-in still takes the old address.
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/v1/profile',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(profile.json()).toMatchObject({ email: user.email, pendingEmail: newEmail });
    expect(await mailsTo(ctx.dataDir, user.email)).toEqual([]);
    const [requested] = await auditsOf(user.userId, 'user.requestEmailChange');
    expect(requested).toMatchObject({ actorUserId: user.userId, details: { pendingEmail: newEmail } });

    const confirmed = await confirm(code);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ status: true, message: MSG.emailChanged });
    const row = await rowOf(user.userId);
    expect(row.email).toBe(newEmail);
    expect(row.pendingEmail).toBeNull();
    await signIn(ctx.app, newEmail, user.password);
    await expect(signIn(ctx.app, user.email, user.password)).rejects.toThrow();
    // The session that asked goes on.
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/v1/profile',
          headers: { authorization: `Bearer ${user.token}` },
        })
      ).json().email,
    ).toBe(newEmail);

    const audits = await auditsOf(user.userId, 'user.changeEmail');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorUserId: user.userId,
      details: { email: { before: user.email, after: newEmail } },
    });

    // Single use.
    const again = await confirm(code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'VALIDATION', message: MSG.emailChangeInvalid });
    expect(await auditsOf(user.userId, 'user.changeEmail')).toHaveLength(1);
  });

  it('refuses an unknown code with 400', async () => {
    const refused = await confirm('bilinmeyen-kod');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MSG.emailChangeInvalid);
    const empty = await confirm(' ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ field: 'code', message: MSG.codeRequired }]);
  });

  it('answers a taken address like a free one, and refuses it at the confirmation (409)', async () => {
    const user = await signedInUser(ctx, { roles: [ROLE.writer] });
    const holder = await createUser(ctx);
    // Another person asks for a free address: one link each, so the one read below is the live one.
    const someone = await signedInUser(ctx, { roles: [ROLE.writer] });
    const free = await requestChange(someone.token, {
      email: uniqueEmail('bos'),
      currentPassword: someone.password,
    });
    const taken = await requestChange(user.token, { email: holder.email, currentPassword: user.password });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.body).toBe(free.body);

    const mail = await waitForMail(ctx.dataDir, holder.email, { subjectIncludes: SUBJECT });
    const before = await rowOf(user.userId);
    const refused = await confirm(linkCode(mail.text, 'ec'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: MSG.userEmailTaken });
    expect(await rowOf(user.userId)).toEqual(before);
    expect((await rowOf(holder.userId)).email).toBe(holder.email);
    expect(await auditsOf(user.userId, 'user.changeEmail')).toEqual([]);
  });

  it('a newer request makes the earlier link useless', async () => {
    const user = await signedInUser(ctx, { roles: [ROLE.writer] });
    const first = uniqueEmail('ilk');
    const firstCode = await linkFor(user, first);
    const second = uniqueEmail('ikinci');
    const secondCode = await linkFor(user, second);
    expect((await confirm(firstCode)).statusCode).toBe(400);
    expect((await confirm(secondCode)).statusCode).toBe(200);
    expect((await rowOf(user.userId)).email).toBe(second);
  });
});
