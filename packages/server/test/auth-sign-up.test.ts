/** POST /v1/auth/signUp — seed §5/§7 rules, decisions.md uniqueness (no enumeration) and at-rest protection. */
import { MSG, ROLE } from '@masal/shared';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import vectors from '../../shared/test/fixtures/test-vectors.json' with { type: 'json' };
import { auditLog, userCodes, userRoles, users } from '../src/db/schema/index.ts';
import {
  DEFAULT_PASSWORD,
  noInstitutionId,
  type SignUpBody,
  secretsOf,
  signInRequest,
  signUpBody,
  uniqueEmail,
  userIdByEmail,
  validTcKimlikNo,
} from './support/factories.ts';
import { messagesFor } from './support/http.ts';
import { linkCode, linkOf, mailsTo, waitForMail } from './support/outbox.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let ctx: TestApp;
let institutionId: number;

beforeAll(async () => {
  ctx = await startTestApp();
  institutionId = await noInstitutionId(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const userCount = async () => {
  const [row] = await ctx.database.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
};

/** The one answer of every accepted sign-up, new or not: it names no account. */
const SIGNED_UP = { status: true, userId: null, message: MSG.signUpSuccess };

function post(body: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/v1/auth/signUp', payload: body });
}

/** Posts a valid body with the given changes (undefined = field left out) and expects a 400. */
async function refused(overrides: SignUpBody) {
  const body = signUpBody(institutionId, overrides);
  for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete body[key];
  const before = await userCount();
  const response = await post(body);
  expect(response.statusCode).toBe(400);
  const json = response.json();
  expect(json.status).toBe(false);
  expect(typeof json.message).toBe('string');
  expect(Array.isArray(json.errors)).toBe(true);
  expect(await userCount()).toBe(before);
  return response;
}

describe('a valid sign-up', () => {
  let body: Record<string, unknown>;
  let userId: number;

  beforeAll(async () => {
    body = signUpBody(institutionId, { email: uniqueEmail('Karisik.Harf').replace('@', '@ORNEK.') });
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(SIGNED_UP);
    expect(MSG.signUpSuccess).toBe('Hesabınızı etkinleştirmek için e-postanızı kontrol edin.');
    userId = await userIdByEmail(ctx, String(body.email));
  });

  it('creates an inactive writer whose sign-in is refused until activation', async () => {
    const [row] = await ctx.database.db.select().from(users).where(eq(users.userId, userId));
    expect(row?.isActive).toBe(false);
    expect(row?.email).toBe(String(body.email).toLowerCase());
    expect(row?.name).toBe('Ayşe');
    expect(row?.titleName).toBe('Öğretmen');
    const roles = await ctx.database.db.select().from(userRoles).where(eq(userRoles.userId, userId));
    expect(roles.map((r) => r.roleId)).toEqual([ROLE.writer]);

    const signIn = await signInRequest(ctx.app, String(body.email), DEFAULT_PASSWORD);
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json()).toEqual({ status: false, code: 'VALIDATION', message: MSG.signInInactive });
  });

  it('mails an activation link on the public URL', async () => {
    const mail = await waitForMail(ctx.dataDir, String(body.email), { subjectIncludes: 'etkinleştir' });
    expect(mail.to.toLowerCase()).toContain(String(body.email).toLowerCase());
    expect(mail.subject).toBe('Masal Portalı — Hesabınızı etkinleştirin');
    expect(mail.text).toContain('Sayın Ayşe');
    const link = linkOf(mail.text, 'ac');
    expect(link.startsWith(`${ctx.config.publicUrl}/activationUser?ac=`)).toBe(true);
    // One activation code, stored hashed: the mailed code is not in the table.
    const code = new URL(link).searchParams.get('ac') ?? '';
    expect(code.length).toBeGreaterThanOrEqual(32);
    const codes = await ctx.database.db.select().from(userCodes).where(eq(userCodes.userId, userId));
    expect(codes).toHaveLength(1);
    expect(codes[0]?.kind).toBe('activation');
    expect(codes[0]?.codeHash).not.toBe(code);
    expect(codes[0]?.codeHash).not.toContain(code);
    const ttl = (codes[0]?.expiresAt.getTime() ?? 0) - (codes[0]?.createdAt.getTime() ?? 0);
    expect(Math.abs(ttl - 7 * 24 * 3600 * 1000)).toBeLessThan(60_000);
  });

  it('does not store the TC Kimlik No in plain text', async () => {
    const identityNo = String(body.identityNo);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.userId, userId));
    expect(row?.identityNoEnc).toBeTruthy();
    expect(row?.identityNoEnc).not.toContain(identityNo);
    expect(row?.identityNoHash).toBeTruthy();
    expect(row?.identityNoHash).not.toBe(identityNo);
    expect(row?.identityNoHash).not.toContain(identityNo);
    // It is encryption, not loss: the app's key opens it again.
    expect(secretsOf(ctx).decrypt(row?.identityNoEnc ?? '')).toBe(identityNo);
    // And no column of the row, as text, holds the digits.
    const found = await ctx.database.db
      .select({ n: count() })
      .from(users)
      .where(sql`${users}::text like ${`%${identityNo}%`}`);
    expect(found[0]?.n).toBe(0);
    // (The same query does see what is stored in clear, so the check above is not vacuous.)
    const control = await ctx.database.db
      .select({ n: count() })
      .from(users)
      .where(sql`${users}::text like ${`%${String(body.email).toLowerCase()}%`}`);
    expect(control[0]?.n).toBe(1);
  });

  it('stores the password as an argon2id hash', async () => {
    const [row] = await ctx.database.db.select().from(users).where(eq(users.userId, userId));
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row?.passwordHash).not.toContain(DEFAULT_PASSWORD);
  });

  it('writes the sign-up to the audit log', async () => {
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(userId)));
    expect(rows.map((r) => [r.entity, r.action])).toContainEqual(['user', 'user.signUp']);
  });

  it('the same TC Kimlik No with another address: the same answer, nothing created, the owner told', async () => {
    const before = await userCount();
    const stranger = uniqueEmail('tc-deneme');
    const response = await post(signUpBody(institutionId, { identityNo: body.identityNo, email: stranger }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(SIGNED_UP);
    expect(await userCount()).toBe(before);
    const mail = await waitForMail(ctx.dataDir, String(body.email), { subjectIncludes: 'TC Kimlik' });
    expect(mail.subject).toBe('Masal Portalı — TC Kimlik Numaranızla kayıt denemesi');
    expect(mail.text).toContain('Sayın Ayşe');
    // The owner is not told the other address, and the other address gets nothing.
    expect(mail.text).not.toContain(stranger);
    expect(await mailsTo(ctx.dataDir, stranger)).toEqual([]);
  });

  it('the same e-mail in another case: the same answer, nothing created, the owner mailed a working reset link', async () => {
    const before = await userCount();
    const taken = await post(signUpBody(institutionId, { email: String(body.email).toUpperCase() }));
    const fresh = await post(signUpBody(institutionId));
    expect(taken.statusCode).toBe(201);
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(await userCount()).toBe(before + 1);

    const mail = await waitForMail(ctx.dataDir, String(body.email), { subjectIncludes: 'adresinizle' });
    expect(mail.subject).toBe('Masal Portalı — E-posta adresinizle kayıt denemesi');
    const link = linkOf(mail.text, 'rc');
    expect(link.startsWith(`${ctx.config.publicUrl}/resetPassword?rc=`)).toBe(true);
    // A real reset code: it sets a new password (and, following the mailed link, activates the account).
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/resetPasswordUser',
      payload: {
        email: body.email,
        reminderCode: linkCode(mail.text, 'rc'),
        password: 'Yeni-Sifre-1',
        passwordReply: 'Yeni-Sifre-1',
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signInRequest(ctx.app, String(body.email), 'Yeni-Sifre-1')).statusCode).toBe(200);
  });
});

describe('sign-up validation (400, Turkish messages per field)', () => {
  it('name is required', async () => {
    expect(messagesFor(await refused({ name: '' }), 'name')).toEqual([MSG.nameRequired]);
    expect(messagesFor(await refused({ name: '   ' }), 'name')).toEqual([MSG.nameRequired]);
    expect(messagesFor(await refused({ name: undefined }), 'name')).toEqual([MSG.nameRequired]);
  });

  it('name is at most 45 characters', async () => {
    expect(messagesFor(await refused({ name: 'A'.repeat(46) }), 'name')).toEqual([MSG.nameMax]);
    const ok = await post(signUpBody(institutionId, { name: 'Ş'.repeat(45) }));
    expect(ok.statusCode).toBe(201);
  });

  it('surname is required and at most 45 characters', async () => {
    expect(messagesFor(await refused({ surname: '' }), 'surname')).toEqual([MSG.surnameRequired]);
    expect(messagesFor(await refused({ surname: undefined }), 'surname')).toEqual([MSG.surnameRequired]);
    expect(messagesFor(await refused({ surname: 'B'.repeat(46) }), 'surname')).toEqual([MSG.surnameMax]);
  });

  it('e-mail is required and must be an address', async () => {
    expect(messagesFor(await refused({ email: '' }), 'email')).toEqual([MSG.emailRequired]);
    expect(messagesFor(await refused({ email: undefined }), 'email')).toEqual([MSG.emailRequired]);
    expect(messagesFor(await refused({ email: 'ayse-at-ornek.test' }), 'email')).toEqual([MSG.emailInvalid]);
    expect(messagesFor(await refused({ email: 'ayse@' }), 'email')).toEqual([MSG.emailInvalid]);
  });

  it('TC Kimlik No is required and exactly 11 characters', async () => {
    for (const identityNo of ['', '1000000014', '100000001460', undefined]) {
      const messages = messagesFor(await refused({ identityNo }), 'identityNo');
      expect(messages[0]).toBe(MSG.identityNoLength);
    }
  });

  it('TC Kimlik No checksums are verified (every invalid test vector is refused)', async () => {
    expect(vectors.tcKimlikInvalid.length).toBeGreaterThanOrEqual(4);
    for (const identityNo of vectors.tcKimlikInvalid) {
      const messages = messagesFor(await refused({ identityNo }), 'identityNo');
      const expected = identityNo.length === 11 ? MSG.identityNoInvalid : MSG.identityNoLength;
      expect(messages, identityNo).toContain(expected);
    }
    // Non-digits of the right length are not a TC Kimlik No either.
    expect(messagesFor(await refused({ identityNo: '1000000014a' }), 'identityNo')).toContain(
      MSG.identityNoInvalid,
    );
  });

  it('every valid TC Kimlik No test vector is accepted', async () => {
    for (const identityNo of vectors.tcKimlikValid) {
      const response = await post(signUpBody(institutionId, { identityNo }));
      expect(response.statusCode, identityNo).toBe(201);
    }
  });

  it('password is at least 6 characters', async () => {
    const response = await refused({ password: '12345', passwordReply: '12345' });
    expect(messagesFor(response, 'password')).toEqual([MSG.passwordMin]);
    expect(messagesFor(await refused({ password: undefined, passwordReply: undefined }), 'password')).toEqual(
      [MSG.passwordMin],
    );
  });

  it('a mismatching repeat is reported on both password fields', async () => {
    const response = await refused({ password: 'Masal-123', passwordReply: 'Masal-124' });
    expect(messagesFor(response, 'password')).toEqual([MSG.passwordsDoNotMatch]);
    expect(messagesFor(response, 'passwordReply')).toEqual([MSG.passwordsDoNotMatch]);
  });

  it('the mismatch is reported together with the other field errors', async () => {
    const response = await refused({ name: '', password: 'Masal-123', passwordReply: 'Masal-999' });
    expect(messagesFor(response, 'name')).toEqual([MSG.nameRequired]);
    expect(messagesFor(response, 'password')).toEqual([MSG.passwordsDoNotMatch]);
    expect(messagesFor(response, 'passwordReply')).toEqual([MSG.passwordsDoNotMatch]);
  });

  it('institution must be selected', async () => {
    for (const id of [undefined, null, 0, -1, '1', 1.5]) {
      expect(messagesFor(await refused({ institutionId: id }), 'institutionId'), String(id)).toEqual([
        MSG.institutionRequired,
      ]);
    }
  });

  it('an unknown institution id is refused and creates nothing', async () => {
    const response = await refused({ institutionId: 987_654 });
    expect(response.json().message).toBe(MSG.institutionNotFound);
    expect(messagesFor(response, 'institutionId')).toEqual([MSG.institutionNotFound]);
  });

  it('a refused sign-up sends no mail', async () => {
    const email = uniqueEmail('reddedilen');
    await refused({ email, identityNo: '12345678901' });
    const laterEmail = uniqueEmail('sonraki');
    const later = await post(signUpBody(institutionId, { email: laterEmail }));
    expect(later.statusCode).toBe(201);
    // Mails leave in order after the answer: once the later one is there, the refused one would be too.
    await waitForMail(ctx.dataDir, laterEmail);
    expect(await mailsTo(ctx.dataDir, email)).toEqual([]);
  });

  it('a fresh valid TC Kimlik No from the factory is accepted', async () => {
    const response = await post(signUpBody(institutionId, { identityNo: validTcKimlikNo() }));
    expect(response.statusCode).toBe(201);
  });
});

describe('racing sign-ups (the unique indexes decide, the answers stay the same)', () => {
  it('the same e-mail sent three times at once: three equal answers, one account, the owner told', async () => {
    const email = uniqueEmail('yaris');
    const before = await userCount();
    const responses = await Promise.all(
      [0, 1, 2].map((i) => post(signUpBody(institutionId, { email: i === 0 ? email : email.toUpperCase() }))),
    );
    for (const r of responses) {
      expect(r.statusCode).toBe(201);
      expect(r.json()).toEqual(SIGNED_UP);
    }
    expect(await userCount()).toBe(before + 1);
    await waitForMail(ctx.dataDir, email, { subjectIncludes: 'adresinizle' });
  });

  it('the same TC Kimlik No sent three times at once: three equal answers, one account', async () => {
    const identityNo = validTcKimlikNo();
    const before = await userCount();
    const responses = await Promise.all([0, 1, 2].map(() => post(signUpBody(institutionId, { identityNo }))));
    for (const r of responses) {
      expect(r.statusCode).toBe(201);
      expect(r.json()).toEqual(SIGNED_UP);
    }
    expect(await userCount()).toBe(before + 1);
  });
});
