/**
 * The signed-in user's own profile: GET /v1/profile, PUT /v1/profile (IBAN mod-97, stored encrypted, answered
 * grouped by four, audited masked) and PUT /v1/profile/password (current password checked, the other
 * sessions revoked). Every route needs a session (403); the TC Kimlik No is never answered in full.
 */
import { readFileSync } from 'node:fs';
import { MSG, maskIban, ROLE } from '@masal/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema/index.ts';
import {
  type CreatedUser,
  me,
  noInstitutionId,
  secretsOf,
  signedInUser,
  signIn,
} from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const vectors = JSON.parse(
  readFileSync(new URL('../../shared/test/fixtures/test-vectors.json', import.meta.url), 'utf8'),
) as { ibanValid: string[]; ibanInvalid: string[] };
const GOOD_IBAN = vectors.ibanValid[0] as string;
const grouped = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

let ctx: TestApp;
let owner: CreatedUser & { token: string };
let other: CreatedUser & { token: string };
let institutionId = 0;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await signedInUser(ctx, { roles: [ROLE.writer] });
  other = await signedInUser(ctx, { roles: [ROLE.writer] });
  institutionId = await noInstitutionId(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const call = (token: string | null, method: 'GET' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });

const rowOf = async (userId: number) => {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.userId, userId));
  if (!row) throw new Error('no such user');
  return row;
};
const details = (overrides: Record<string, unknown> = {}) => ({
  name: 'Zeynep',
  surname: 'Kaya',
  titleName: 'Öğretmen',
  institutionId,
  iban: null,
  bankName: null,
  ...overrides,
});
/** Every answer is checked for the full TC Kimlik No of both users. */
const noFullIdentityNo = (body: string) => {
  expect(body).not.toContain(owner.identityNo);
  expect(body).not.toContain(other.identityNo);
};

describe('every profile route', () => {
  it.each([
    ['GET', '/v1/profile', (): object | undefined => undefined],
    ['PUT', '/v1/profile', (): object => details()],
    [
      'PUT',
      '/v1/profile/password',
      (): object => ({ currentPassword: 'x', password: 'yeni-sifre-77', passwordReply: 'yeni-sifre-77' }),
    ],
  ] as const)('%s %s requires a session (403) and changes nothing', async (method, url, body) => {
    const before = await rowOf(owner.userId);
    for (const token of [null, 'not-a-token']) {
      const refused = await call(token, method, url, body());
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('SESSION_REQUIRED');
    }
    expect(await rowOf(owner.userId)).toEqual(before);
  });
});

describe('GET /v1/profile', () => {
  it("answers the caller's own data only, the TC Kimlik No masked", async () => {
    const mine = await call(owner.token, 'GET', '/v1/profile');
    expect(mine.statusCode, mine.body).toBe(200);
    const body = mine.json();
    expect(body).toMatchObject({
      userId: owner.userId,
      email: owner.email,
      institutionId,
      iban: null,
      bankName: null,
      userRoles: [{ roleId: ROLE.writer }],
    });
    expect(body.identityNo).toBe(
      `${owner.identityNo.slice(0, 1)}${'*'.repeat(9)}${owner.identityNo.slice(-1)}`,
    );
    noFullIdentityNo(mine.body);
    const theirs = await call(other.token, 'GET', '/v1/profile');
    expect(theirs.json().userId).toBe(other.userId);
    expect(theirs.body).not.toContain(owner.email);
  });
});

describe('PUT /v1/profile', () => {
  it.each(vectors.ibanInvalid)('refuses the IBAN %s (400 on the field) and changes nothing', async (iban) => {
    const before = await rowOf(owner.userId);
    const refused = await call(owner.token, 'PUT', '/v1/profile', details({ iban, bankName: 'Ziraat' }));
    expect(refused.statusCode).toBe(400);
    // A TR IBAN of the right shape whose check digits fail is told so, not asked for its length again.
    const message = /^TR\d{24}$/.test(iban) ? MSG.ibanChecksum : MSG.ibanInvalid;
    expect(refused.json().errors).toContainEqual({ field: 'iban', message });
    expect(await rowOf(owner.userId)).toEqual(before);
  });

  it('stores a good IBAN typed with spaces encrypted, answers it grouped by four, and audits it masked', async () => {
    const typed = ` ${grouped(GOOD_IBAN).toLowerCase()} `;
    const saved = await call(
      owner.token,
      'PUT',
      '/v1/profile',
      details({ iban: typed, bankName: '  Ziraat Bankası ' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = saved.json();
    expect(answer.status).toBe(true);
    expect(answer.message).toBe(MSG.profileSaved);
    // The shape of the sign-in's user, so the web app replaces the one it keeps.
    expect(Object.keys(answer.user).sort()).toEqual(
      ['bankName', 'email', 'iban', 'name', 'profileImageUrl', 'surname', 'userId', 'userRoles'].sort(),
    );
    expect(answer.user).toMatchObject({
      userId: owner.userId,
      name: 'Zeynep',
      surname: 'Kaya',
      iban: grouped(GOOD_IBAN),
      bankName: 'Ziraat Bankası',
    });
    noFullIdentityNo(saved.body);

    const row = await rowOf(owner.userId);
    expect(row.ibanEnc).not.toContain(GOOD_IBAN);
    expect(secretsOf(ctx).decrypt(row.ibanEnc ?? '')).toBe(GOOD_IBAN);
    expect(row.titleName).toBe('Öğretmen');

    const again = await call(owner.token, 'GET', '/v1/profile');
    expect(again.json()).toMatchObject({ iban: grouped(GOOD_IBAN), bankName: 'Ziraat Bankası' });
    // The other user is untouched.
    expect((await rowOf(other.userId)).ibanEnc).toBeNull();
    // /v1/auth/me shows the same.
    expect((await me(ctx.app, `Bearer ${owner.token}`)).json().user.iban).toBe(grouped(GOOD_IBAN));

    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.updateProfile'), eq(auditLog.entityId, String(owner.userId))));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actorUserId).toBe(owner.userId);
    const logged = JSON.stringify(audits[0]?.details);
    expect(logged).not.toContain(GOOD_IBAN);
    expect(logged).not.toContain(grouped(GOOD_IBAN));
    expect(audits[0]?.details).toMatchObject({ iban: { before: null, after: maskIban(GOOD_IBAN) } });
  });

  it('clears the IBAN when it is sent empty, and checks the fields with Turkish messages', async () => {
    const cleared = await call(owner.token, 'PUT', '/v1/profile', details({ iban: '', bankName: '' }));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().user).toMatchObject({ iban: null, bankName: null });
    expect((await rowOf(owner.userId)).ibanEnc).toBeNull();

    const refused = await call(
      owner.token,
      'PUT',
      '/v1/profile',
      details({ name: ' ', institutionId: 999999 }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual({ field: 'name', message: MSG.nameRequired });
    const noSuch = await call(owner.token, 'PUT', '/v1/profile', details({ institutionId: 999999 }));
    expect(noSuch.statusCode).toBe(400);
    expect(noSuch.json().errors).toEqual([{ field: 'institutionId', message: MSG.institutionNotFound }]);
  });
});

describe('the compiler details of the profile (job, birth date, birth place)', () => {
  it('stores and answers them, audited; empty clears them', async () => {
    const saved = await call(
      owner.token,
      'PUT',
      '/v1/profile',
      details({ job: ' Öğretmen ', birthDate: '1980-02-29', placeOfBirth: 'Kırşehir' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const profile = (await call(owner.token, 'GET', '/v1/profile')).json();
    expect(profile).toMatchObject({ job: 'Öğretmen', birthDate: '1980-02-29', placeOfBirth: 'Kırşehir' });
    expect((await call(other.token, 'GET', '/v1/profile')).json()).toMatchObject({
      job: null,
      birthDate: null,
      placeOfBirth: null,
    });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.updateProfile'), eq(auditLog.entityId, String(owner.userId))))
      .orderBy(desc(auditLog.auditId))
      .limit(1);
    expect(audit?.details).toMatchObject({ birthDate: { before: null, after: '1980-02-29' } });

    const cleared = await call(owner.token, 'PUT', '/v1/profile', details({ job: '', birthDate: '' }));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await rowOf(owner.userId)).toMatchObject({ job: null, birthDate: null, placeOfBirth: null });
  });

  it.each([
    ['a birth date in the future', { birthDate: '2999-01-01' }, 'birthDate', MSG.dateInFuture],
    ['a date that does not exist', { birthDate: '1990-02-30' }, 'birthDate', MSG.dateInvalid],
    ['a date as dd.MM.yyyy', { birthDate: '01.02.1990' }, 'birthDate', MSG.dateInvalid],
    ['a job too long', { job: 'x'.repeat(201) }, 'job', MSG.textTooLong],
  ])('refuses %s (400 on the field) and changes nothing', async (_what, overrides, field, message) => {
    const before = await rowOf(owner.userId);
    const refused = await call(owner.token, 'PUT', '/v1/profile', details(overrides));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field, message }]);
    expect(await rowOf(owner.userId)).toEqual(before);
  });
});

describe('PUT /v1/profile/password', () => {
  it('refuses a wrong current password (400 on the field) and keeps the old one', async () => {
    const refused = await call(owner.token, 'PUT', '/v1/profile/password', {
      currentPassword: 'yanlis-sifre',
      password: 'Yeni-Sifre-1',
      passwordReply: 'Yeni-Sifre-1',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'currentPassword', message: MSG.currentPasswordWrong }]);
    await signIn(ctx.app, owner.email, owner.password);
  });

  it('applies the sign-up rules to the new password', async () => {
    const refused = await call(owner.token, 'PUT', '/v1/profile/password', {
      currentPassword: owner.password,
      password: 'abc',
      passwordReply: 'abcd',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'password', message: MSG.passwordMin },
        { field: 'passwordReply', message: MSG.passwordsDoNotMatch },
      ]),
    );
  });

  it('changes it with the right one: the other sessions get 403, the current one still works', async () => {
    const user = await signedInUser(ctx, { roles: [ROLE.writer] });
    const second = await signIn(ctx.app, user.email, user.password);
    const changed = await call(user.token, 'PUT', '/v1/profile/password', {
      currentPassword: user.password,
      password: 'Yeni-Sifre-1',
      passwordReply: 'Yeni-Sifre-1',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ status: true, message: MSG.passwordChanged });
    expect((await call(second, 'GET', '/v1/profile')).statusCode).toBe(403);
    expect((await call(user.token, 'GET', '/v1/profile')).statusCode).toBe(200);
    await expect(signIn(ctx.app, user.email, user.password)).rejects.toThrow();
    await signIn(ctx.app, user.email, 'Yeni-Sifre-1');
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.changePassword'), eq(auditLog.entityId, String(user.userId))));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0])).not.toContain('Yeni-Sifre-1');
  });
});
