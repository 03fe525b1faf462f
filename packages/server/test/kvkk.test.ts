/**
 * KVKK: sign-up acknowledges the information notice (time and version stored); the person
 * downloads everything kept about them (`GET /v1/profile/export`, own data only) and asks for the account's
 * deletion (`POST /v1/profile/deletionRequest`); the admin rejects the request or approves it by anonymising
 * the person (`POST /v1/users/{id}/anonymize`, `/deletionRequest/reject`): afterwards no trace of their name,
 * e-mail, TC Kimlik No or IBAN anywhere, their tales kept with their texts.
 */
import { randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACTION, ANONYMOUS, KVKK_VERSION, MSG, ROLE } from '@masal/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments, taleHistory, tales, users } from '../src/db/schema/index.ts';
import { userAnonymizeRepository } from '../src/modules/users/user-anonymize.repository.ts';
import { hashPassword } from '../src/security/passwords.ts';
import {
  me,
  noInstitutionId,
  registerAndActivate,
  signedInUser,
  signIn,
  signInRequest,
  signUpBody,
  uniqueEmail,
  validTcKimlikNo,
} from './support/factories.ts';
import { messagesFor } from './support/http.ts';
import { image, pdf } from './support/media-fixtures.ts';
import { multipartBody } from './support/multipart.ts';
import { linkOf, waitForMail } from './support/outbox.ts';
import { createPayment } from './support/payment-fixtures.ts';
import { completeTaleBody } from './support/tale-bodies.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const vectors = JSON.parse(
  readFileSync(new URL('../../shared/test/fixtures/test-vectors.json', import.meta.url), 'utf8'),
) as { ibanValid: string[] };
const IBAN = vectors.ibanValid[0] as string;
const grouped = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

let ctx: TestApp;
let admin: { userId: number; token: string };
let writerToken: string;
let editorToken: string;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await signedInUser(ctx, { roles: [ROLE.admin] });
  writerToken = (await signedInUser(ctx, { roles: [ROLE.writer] })).token;
  editorToken = (await signedInUser(ctx, { roles: [ROLE.editor] })).token;
});
afterAll(async () => {
  await ctx?.close();
});

type Method = 'GET' | 'POST' | 'PUT';
function call(token: string | null, method: Method, url: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });
}

const userRow = async (userId: number) => {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.userId, userId));
  if (!row) throw new Error('no such user');
  return row;
};
const auditCount = async (action: string, userId: number) =>
  (
    await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(userId))))
  ).length;

/** Letters only, so the value passes every name rule and cannot occur by chance elsewhere. */
const uniqueWord = (prefix: string) =>
  prefix + Array.from({ length: 8 }, () => 'abcçdefgğhıijklmnoöprsştuüvyz'[randomInt(0, 29)]).join('');

interface Person {
  userId: number;
  email: string;
  password: string;
  identityNo: string;
  token: string;
  name: string;
  surname: string;
}

/** A compiler through the public flow (sign-up with the acknowledgement, activation), signed in. */
async function newPerson(): Promise<Person> {
  const name = uniqueWord('Zümrüt');
  const surname = uniqueWord('Kırkağaç');
  const person = await registerAndActivate(ctx, { name, surname });
  return { ...person, name, surname, token: await signIn(ctx.app, person.email, person.password) };
}

describe('sign-up acknowledges the information notice', () => {
  it('is refused without the acknowledgement (400, its Turkish message) and creates nothing', async () => {
    const institutionId = await noInstitutionId(ctx);
    for (const kvkkAccepted of [undefined, false, 'true']) {
      const body = signUpBody(institutionId, { kvkkAccepted });
      const response = await call(null, 'POST', '/v1/auth/signUp', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
      expect(messagesFor(response, 'kvkkAccepted')).toEqual([MSG.kvkkRequired]);
      const rows = await ctx.database.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${String(body.email)}`);
      expect(rows).toEqual([]);
    }
  });

  it('stores the time and the version of the notice', async () => {
    const before = Date.now();
    const person = await registerAndActivate(ctx);
    const row = await userRow(person.userId);
    expect(row.kvkkVersion).toBe(KVKK_VERSION);
    expect(row.kvkkAcceptedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.kvkkAcceptedAt?.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('leaves it empty for a person the admin creates, whose invitation links the notice', async () => {
    const email = uniqueEmail('davetli');
    const created = await call(admin.token, 'POST', '/v1/users/', {
      email,
      name: 'Davetli',
      surname: 'Kişi',
      identityNo: validTcKimlikNo(),
      institutionId: await noInstitutionId(ctx),
      roleIds: [ROLE.writer],
    });
    expect(created.statusCode, created.body).toBe(200);
    const row = await userRow(created.json().userId);
    expect(row.kvkkAcceptedAt).toBeNull();
    expect(row.kvkkVersion).toBeNull();
    const mail = await waitForMail(ctx.dataDir, email, { subjectIncludes: 'Hesabınız açıldı' });
    expect(mail.text).toContain(`${ctx.config.publicUrl}/kvkk`);
    expect(linkOf(mail.text, 'ic')).toContain('/invitation?ic=');
  });
});

describe('every KVKK call needs a session; the admin decisions need the admin', () => {
  it.each([
    ['GET', '/v1/profile/export'],
    ['GET', '/v1/profile/deletionRequest'],
    ['POST', '/v1/profile/deletionRequest'],
  ] as const)('%s %s answers 403 without a session', async (method, url) => {
    const response = await call(null, method, url);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('SESSION_REQUIRED');
  });

  it('writes nothing for a refused deletion request', async () => {
    const before = await ctx.database.db
      .select({ n: sql<number>`count(*)` })
      .from(users)
      .where(sql`${users.deletionRequestedAt} is not null`);
    await call(null, 'POST', '/v1/profile/deletionRequest');
    await call('not-a-token', 'POST', '/v1/profile/deletionRequest');
    const after = await ctx.database.db
      .select({ n: sql<number>`count(*)` })
      .from(users)
      .where(sql`${users.deletionRequestedAt} is not null`);
    expect(after).toEqual(before);
  });

  it.each([
    ['/anonymize'],
    ['/deletionRequest/reject'],
  ])('POST /v1/users/{id}%s: 403 without a session, 401 for others than the admin, nothing changes', async (suffix) => {
    const person = await newPerson();
    await call(person.token, 'POST', '/v1/profile/deletionRequest');
    const before = await userRow(person.userId);
    expect((await call(null, 'POST', `/v1/users/${person.userId}${suffix}`)).statusCode).toBe(403);
    for (const token of [writerToken, editorToken, person.token]) {
      const refused = await call(token, 'POST', `/v1/users/${person.userId}${suffix}`);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('NOT_ALLOWED');
    }
    expect(await userRow(person.userId)).toEqual(before);
    expect(await auditCount('user.anonymize', person.userId)).toBe(0);
    expect(await auditCount('user.deletionReject', person.userId)).toBe(0);
  });
});

describe('GET /v1/profile/export', () => {
  let person: Person;
  let other: Person;
  let taleId = 0;

  beforeAll(async () => {
    person = await newPerson();
    other = await newPerson();
    const saved = await call(person.token, 'PUT', '/v1/profile', {
      name: person.name,
      surname: person.surname,
      titleName: 'Öğretmen',
      institutionId: await noInstitutionId(ctx),
      job: 'Öğretmen',
      birthDate: '1980-03-04',
      placeOfBirth: 'Rize',
      iban: IBAN,
      bankName: 'Ziraat Bankası',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const created = await call(person.token, 'POST', '/v1/tales/full', completeTaleBody());
    expect(created.statusCode, created.body).toBe(200);
    taleId = created.json().taleId;
    const body = multipartBody([{ fileName: 'derleme-notları.pdf', bytes: pdf() }]);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/v1/upload/taleAttachment/${taleId}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${person.token}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const submitted = await call(person.token, 'PUT', '/v1/tales/', { taleId, actionId: ACTION.submitted });
    expect(submitted.statusCode, submitted.body).toBe(200);
    await call(other.token, 'POST', '/v1/tales/full', completeTaleBody({ taleName: 'Başkasının Masalı' }));
  });

  it('answers a JSON file of everything kept about the person, numbers in full, audited', async () => {
    const response = await call(person.token, 'GET', '/v1/profile/export');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename=masal-kisisel-verilerim-\d{4}-\d{2}-\d{2}\.json$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(data.noticeVersion).toBe(KVKK_VERSION);
    expect(data.account).toMatchObject({
      userId: person.userId,
      email: person.email,
      name: person.name,
      surname: person.surname,
      titleName: 'Öğretmen',
      identityNo: person.identityNo,
      iban: IBAN,
      bankName: 'Ziraat Bankası',
      job: 'Öğretmen',
      birthDate: '1980-03-04',
      placeOfBirth: 'Rize',
      institutionName: 'Yok / Kurum dışı',
      status: 'active',
      kvkk: { version: KVKK_VERSION },
      deletionRequestedAt: null,
    });
    expect(data.account.kvkk.acceptedAt).toEqual(expect.any(String));
    expect(data.roles).toEqual([{ roleId: ROLE.writer, name: 'Derleyici' }]);
    const tale = completeTaleBody();
    expect(data.tales).toHaveLength(1);
    expect(data.tales[0]).toMatchObject({
      taleId,
      taleName: tale.taleName,
      taleText: tale.taleText,
      contextProperties: tale.contextProperties,
      compilerNameSurname: tale.compilerNameSurname,
      compilerBirthDate: tale.compilerBirthDate,
      whereToCompile: tale.whereToCompile,
      actionId: ACTION.submitted,
      sourcePerson: tale.sourcePerson,
      history: [{ fromActionId: ACTION.draft, toActionId: ACTION.submitted, note: null }],
    });
    expect(data.attachments).toEqual([
      expect.objectContaining({
        taleId,
        fileName: 'derleme-notları.pdf',
        mimeType: 'application/pdf',
        size: pdf().length,
      }),
    ]);
    expect(data.payments).toEqual([]);
    const actions = data.auditLog.map((r: { action: string }) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['user.signUp', 'user.updateProfile', 'tale.create']));
    expect(await auditCount('user.export', person.userId)).toBe(1);
  });

  it("carries the person's own payments, adjustments included, and nobody else's", async () => {
    const payee = await signedInUser(ctx, { roles: [ROLE.writer] });
    const other = await signedInUser(ctx, { roles: [ROLE.writer] });
    const own = await createPayment(ctx, {
      userId: payee.userId,
      taleName: 'Şahmeran',
      numberOfWord: 1234,
      amountKurus: 30_973,
    });
    await createPayment(ctx, { userId: other.userId, taleName: 'Başkasının Masalı' });
    const [adjustment] = await ctx.database.db
      .insert(payments)
      .values({
        taleId: own.taleId,
        userId: payee.userId,
        numberOfWord: -34,
        coefficient: '25.1',
        amountKurus: -853,
        adjustsPaymentId: own.paymentId,
        reason: 'Kelime sayısı düzeltildi',
      })
      .returning({ paymentId: payments.paymentId });
    const response = await call(payee.token, 'GET', '/v1/profile/export');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payments).toEqual([
      expect.objectContaining({
        paymentId: own.paymentId,
        taleName: 'Şahmeran',
        numberOfWord: 1234,
        amountKurus: 30_973,
        coefficient: '25.1',
        status: 'pending',
        adjustsPaymentId: null,
      }),
      expect.objectContaining({
        paymentId: adjustment?.paymentId,
        amountKurus: -853,
        adjustsPaymentId: own.paymentId,
        reason: 'Kelime sayısı düzeltildi',
      }),
    ]);
  });

  it("never answers another person's data, whatever the request names", async () => {
    for (const url of [
      `/v1/profile/export?userId=${other.userId}`,
      `/v1/profile/export?id=${other.userId}&email=${encodeURIComponent(other.email)}`,
    ]) {
      const response = await call(person.token, 'GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.json().account.userId).toBe(person.userId);
      expect(response.body).not.toContain(other.email);
      expect(response.body).not.toContain(other.identityNo);
      expect(response.body).not.toContain('Başkasının Masalı');
    }
    expect((await call(person.token, 'GET', `/v1/profile/export/${other.userId}`)).statusCode).toBe(404);
    const theirs = await call(other.token, 'GET', '/v1/profile/export');
    expect(theirs.json().account.userId).toBe(other.userId);
    expect(theirs.body).not.toContain(person.identityNo);
    expect(theirs.json().tales.map((t: { taleName: string }) => t.taleName)).toEqual(['Başkasının Masalı']);
  });
});

describe('POST /v1/profile/deletionRequest', () => {
  it('records the request once, audited, and the admin finds it through the filter', async () => {
    const person = await newPerson();
    const bystander = await newPerson();
    expect((await call(person.token, 'GET', '/v1/profile/deletionRequest')).json()).toEqual({
      status: true,
      requestedAt: null,
    });
    const first = await call(person.token, 'POST', '/v1/profile/deletionRequest');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: true, message: MSG.deletionRequested });
    const requestedAt = first.json().requestedAt;
    expect((await userRow(person.userId)).deletionRequestedAt?.toISOString()).toBe(requestedAt);

    const again = await call(person.token, 'POST', '/v1/profile/deletionRequest');
    expect(again.json().requestedAt).toBe(requestedAt);
    expect(await auditCount('user.deletionRequest', person.userId)).toBe(1);
    expect((await call(person.token, 'GET', '/v1/profile/deletionRequest')).json().requestedAt).toBe(
      requestedAt,
    );
    // The person keeps using the account until the admin decides.
    expect((await me(ctx.app, `Bearer ${person.token}`)).statusCode).toBe(200);

    const list = await call(admin.token, 'GET', `/v1/users/?deletionRequested=true&pageSize=100`);
    expect(list.statusCode, list.body).toBe(200);
    const ids = list.json().rows.map((r: { userId: number }) => r.userId);
    expect(ids).toContain(person.userId);
    expect(ids).not.toContain(bystander.userId);
    const row = list.json().rows.find((r: { userId: number }) => r.userId === person.userId);
    expect(row.deletionRequestedAt).toBe(requestedAt);
    const others = await call(admin.token, 'GET', `/v1/users/?deletionRequested=false&pageSize=100`);
    expect(others.json().rows.map((r: { userId: number }) => r.userId)).not.toContain(person.userId);
    expect((await call(admin.token, 'GET', '/v1/users/?deletionRequested=belki')).statusCode).toBe(400);
  });
});

describe('the admin rejects a deletion request', () => {
  it('clears it, audited; a second rejection or an anonymisation without a request is 409', async () => {
    const person = await newPerson();
    await call(person.token, 'POST', '/v1/profile/deletionRequest');
    const rejected = await call(admin.token, 'POST', `/v1/users/${person.userId}/deletionRequest/reject`);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      userId: person.userId,
      deletionRequestedAt: null,
      anonymizedAt: null,
    });
    expect((await userRow(person.userId)).deletionRequestedAt).toBeNull();
    expect(await auditCount('user.deletionReject', person.userId)).toBe(1);

    const twice = await call(admin.token, 'POST', `/v1/users/${person.userId}/deletionRequest/reject`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MSG.deletionRequestNone);
    const anonymize = await call(admin.token, 'POST', `/v1/users/${person.userId}/anonymize`);
    expect(anonymize.statusCode).toBe(409);
    expect(anonymize.json().message).toBe(MSG.deletionRequestNone);
    expect((await userRow(person.userId)).name).toBe(person.name);
    expect((await call(admin.token, 'POST', '/v1/users/2147483000/anonymize')).statusCode).toBe(404);
  });
});

describe('the admin anonymises a person who asked for it', () => {
  let person: Person;
  let taleId = 0;
  const laterSurname = uniqueWord('Yenisoy');
  let imagePath = '';

  beforeAll(async () => {
    person = await newPerson();
    // The note below names them as they signed up; their surname changes afterwards (an audited before → after).
    const fullName = `${person.name} ${person.surname}`;
    const saved = await call(person.token, 'PUT', '/v1/profile', {
      name: person.name,
      surname: laterSurname,
      titleName: 'Dr.',
      institutionId: await noInstitutionId(ctx),
      job: 'Halkbilimci',
      birthDate: '1975-01-02',
      placeOfBirth: 'Kars',
      iban: IBAN,
      bankName: 'Halkbank',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = completeTaleBody({
      compilerNameSurname: fullName,
      compilerExplanation: `Bana ${person.email} adresinden ulaşabilirsiniz.`,
    });
    const created = await call(person.token, 'POST', '/v1/tales/full', body);
    expect(created.statusCode, created.body).toBe(200);
    taleId = created.json().taleId;
    await call(person.token, 'PUT', '/v1/tales/', { taleId, actionId: ACTION.submitted });
    // An editor's note naming the person, and an admin's audited detail change about them.
    await ctx.database.db.insert(taleHistory).values({
      taleId,
      actorUserId: admin.userId,
      fromActionId: ACTION.submitted,
      toActionId: ACTION.submitted,
      note: `Sayın ${fullName}, teşekkürler.`,
    });
    const upload = multipartBody([{ fileName: 'ben.png', bytes: await image('png') }]);
    const image200 = await ctx.app.inject({
      method: 'POST',
      url: `/v1/upload/userProfileImage/${person.userId}`,
      payload: upload.payload,
      headers: { ...upload.headers, authorization: `Bearer ${person.token}` },
    });
    expect(image200.statusCode, image200.body).toBe(200);
    imagePath = image200.json().profileImageUrl;
    await call(person.token, 'POST', '/v1/profile/deletionRequest');
  });

  it("refuses the admin's own account (409) and changes nothing", async () => {
    await ctx.database.db
      .update(users)
      .set({ deletionRequestedAt: new Date() })
      .where(eq(users.userId, admin.userId));
    const own = await call(admin.token, 'POST', `/v1/users/${admin.userId}/anonymize`);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(MSG.userSelfAnonymize);
    const row = await userRow(admin.userId);
    expect(row.anonymizedAt).toBeNull();
    expect(row.isActive).toBe(true);
    await ctx.database.db
      .update(users)
      .set({ deletionRequestedAt: null })
      .where(eq(users.userId, admin.userId));
  });

  it('removes every trace of the person and keeps their tales with the texts', async () => {
    const identityNo = person.identityNo;
    const response = await call(admin.token, 'POST', `/v1/users/${person.userId}/anonymize`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      userId: person.userId,
      name: ANONYMOUS.name,
      surname: ANONYMOUS.surname,
      email: `anonim-${person.userId}@${ANONYMOUS.emailDomain}`,
      identityNo: null,
      iban: null,
      bankName: null,
      titleName: null,
      status: 'passive',
      deletionRequestedAt: null,
    });
    expect(response.json().anonymizedAt).toEqual(expect.any(String));

    const row = await userRow(person.userId);
    expect(row).toMatchObject({
      identityNoEnc: null,
      identityNoHash: null,
      ibanEnc: null,
      bankName: null,
      titleName: null,
      job: null,
      birthDate: null,
      placeOfBirth: null,
      pendingEmail: null,
      profileImagePath: null,
      isActive: false,
    });

    // Nowhere in the tables that could hold them: users, tales, tale history, every audit row's details.
    const traces = [person.name, person.surname, laterSurname, person.email, identityNo, IBAN, grouped(IBAN)];
    const dump = JSON.stringify([
      await ctx.database.db.select().from(users),
      await ctx.database.db.select().from(tales),
      await ctx.database.db.select().from(taleHistory),
      await ctx.database.db.select({ details: auditLog.details, ip: auditLog.ip }).from(auditLog),
    ]);
    for (const trace of traces)
      expect(dump.toLocaleLowerCase('tr-TR')).not.toContain(trace.toLocaleLowerCase('tr-TR'));

    const [tale] = await ctx.database.db.select().from(tales).where(eq(tales.taleId, taleId));
    const original = completeTaleBody();
    expect(tale).toMatchObject({
      userId: person.userId,
      taleName: original.taleName,
      taleText: original.taleText,
      contextProperties: original.contextProperties,
      whereToCompile: original.whereToCompile,
      compilerNameSurname: ANONYMOUS.compilerNameSurname,
      compilerJob: null,
      compilerPlaceOfBirth: null,
      compilerBirthDate: null,
      compilerEducationLevel: null,
      actionId: ACTION.submitted,
    });
    const shown = await call(admin.token, 'GET', `/v1/tales/${taleId}`);
    expect(shown.json().authorNameSurname).toBe(`${ANONYMOUS.name} ${ANONYMOUS.surname}`);

    // The profile image's file is gone too.
    const name = imagePath.split('/').pop() ?? '';
    expect(name).toMatch(/\.jpg$/);
    expect(existsSync(join(ctx.dataDir, 'uploads', 'images', name))).toBe(false);

    // Audited without personal data.
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.anonymize'), eq(auditLog.entityId, String(person.userId))));
    expect(entry?.actorUserId).toBe(admin.userId);
    expect(Object.values(entry?.details as object).every((v) => typeof v === 'number')).toBe(true);
  });

  it('leaves an account nobody can sign in to or change', async () => {
    expect((await me(ctx.app, `Bearer ${person.token}`)).statusCode).toBe(403);
    for (const login of [
      person.email,
      person.identityNo,
      `anonim-${person.userId}@${ANONYMOUS.emailDomain}`,
    ]) {
      const refused = await signInRequest(ctx.app, login, person.password);
      expect(refused.statusCode).toBe(400);
    }
    const again = await call(admin.token, 'POST', `/v1/users/${person.userId}/anonymize`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.userAlreadyAnonymized);
    const activate = await call(admin.token, 'PUT', `/v1/users/${person.userId}/status`, { active: true });
    expect(activate.statusCode).toBe(409);
    expect(activate.json().message).toBe(MSG.userAlreadyAnonymized);
    expect((await userRow(person.userId)).isActive).toBe(false);
    const reset = await call(admin.token, 'POST', `/v1/users/${person.userId}/passwordReset`);
    expect(reset.statusCode).toBe(409);
  });

  it('never anonymises the last active admin (checked under the admins lock)', async () => {
    const lastAdmin = await signedInUser(ctx, { roles: [ROLE.admin] });
    await ctx.database.db
      .update(users)
      .set({ deletionRequestedAt: new Date() })
      .where(eq(users.userId, lastAdmin.userId));
    // Every other admin passive for this check only: the API cannot reach this state (its caller is an admin).
    const others = await ctx.database.db
      .select({ userId: users.userId })
      .from(users)
      .where(and(eq(users.isActive, true), sql`${users.userId} <> ${lastAdmin.userId}`));
    const otherIds = others.map((o) => o.userId);
    await ctx.database.db.update(users).set({ isActive: false }).where(inArray(users.userId, otherIds));
    try {
      const outcome = await userAnonymizeRepository(ctx.database.db).anonymize(lastAdmin.userId, {
        passwordHash: await hashPassword('x'),
        valuesOf: () => [],
        audit: { actorUserId: null, action: 'user.anonymize', entityId: lastAdmin.userId },
      });
      expect(outcome.refused).toBe('lastAdmin');
      expect((await userRow(lastAdmin.userId)).anonymizedAt).toBeNull();
    } finally {
      await ctx.database.db.update(users).set({ isActive: true }).where(inArray(users.userId, otherIds));
    }
  });
});
