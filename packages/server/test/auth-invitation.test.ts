/**
 * A staff invitation has its own welcome page. The link's code alone names the person
 * (POST /v1/auth/invitation: who, which roles, invited by whom) and sets their first password
 * (POST /v1/auth/acceptInvitation), without the e-mail again; seed §7's resetPasswordUser still takes it.
 */
import { MSG, ROLE } from '@masal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  noInstitutionId,
  registerAndActivate,
  signedInUser,
  signIn,
  uniqueEmail,
  validTcKimlikNo,
} from './support/factories.ts';
import { linkCode, linkOf, waitForMail } from './support/outbox.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let ctx: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  ctx = await startTestApp();
  admin = await signedInUser(ctx, { roles: [ROLE.admin], name: 'Selin', surname: 'Yönetici' });
});
afterAll(async () => {
  await ctx?.close();
});

const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });

/** The admin opens an account with `roleIds`; answers its e-mail and the invitation mail. */
async function invite(roleIds: number[]) {
  const email = uniqueEmail('davetli');
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/v1/users/',
    headers: { authorization: `Bearer ${admin.token}` },
    payload: {
      email,
      name: 'Nazlı',
      surname: 'Davetli',
      identityNo: validTcKimlikNo(),
      institutionId: await noInstitutionId(ctx),
      roleIds,
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const mail = await waitForMail(ctx.dataDir, email, { subjectIncludes: 'Hesabınız açıldı' });
  return { email, mail };
}

const INVALID = { status: false, code: 'VALIDATION', message: MSG.invitationInvalid };

describe('an invitation link', () => {
  it('opens its own page, and its mail does not ask for the e-mail again', async () => {
    const { mail } = await invite([ROLE.writer]);
    expect(linkOf(mail.text, 'ic')).toContain(`${ctx.config.publicUrl}/invitation?ic=`);
    expect(mail.text).not.toContain('e-posta adresinizi girin');
  });

  it('names the person, their roles and the admin who invited them, from the code alone', async () => {
    const { email, mail } = await invite([ROLE.writer, ROLE.editor]);
    const answer = await post('/v1/auth/invitation', { reminderCode: linkCode(mail.text, 'ic') });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      status: true,
      invitation: {
        name: 'Nazlı',
        surname: 'Davetli',
        email,
        roleIds: [ROLE.writer, ROLE.editor],
        invitedBy: 'Selin Yönetici',
      },
    });
  });

  it('sets the first password with the code alone; the person signs in; the link is spent', async () => {
    const { email, mail } = await invite([ROLE.editor]);
    const reminderCode = linkCode(mail.text, 'ic');
    const mismatch = await post('/v1/auth/acceptInvitation', {
      reminderCode,
      password: 'Davet-Sifre-1',
      passwordReply: 'Davet-Sifre-2',
    });
    expect(mismatch.statusCode).toBe(400);

    const accepted = await post('/v1/auth/acceptInvitation', {
      reminderCode,
      password: 'Davet-Sifre-1',
      passwordReply: 'Davet-Sifre-1',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ status: true, message: MSG.invitationAccepted });
    expect(await signIn(ctx.app, email, 'Davet-Sifre-1')).toBeTruthy();

    expect((await post('/v1/auth/invitation', { reminderCode })).json()).toEqual(INVALID);
    const again = await post('/v1/auth/acceptInvitation', {
      reminderCode,
      password: 'Baska-Sifre-1',
      passwordReply: 'Baska-Sifre-1',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
  });

  it("keeps seed §7's resetPasswordUser working with the invitation's code", async () => {
    const { email, mail } = await invite([ROLE.writer]);
    const reset = await post('/v1/auth/resetPasswordUser', {
      email,
      password: 'Davet-Sifre-3',
      reminderCode: linkCode(mail.text, 'ic'),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await signIn(ctx.app, email, 'Davet-Sifre-3')).toBeTruthy();
  });

  it('is not an invitation for a reset link or a made-up code', async () => {
    const user = await registerAndActivate(ctx);
    expect((await post('/v1/auth/forgotMyPassword', { email: user.email })).statusCode).toBe(200);
    const mail = await waitForMail(ctx.dataDir, user.email, { subjectIncludes: 'Şifre' });
    const reset = await post('/v1/auth/invitation', { reminderCode: linkCode(mail.text, 'rc') });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual(INVALID);
    expect((await post('/v1/auth/invitation', { reminderCode: 'uydurma' })).json()).toEqual(INVALID);
  });
});
