/**
 * The suite-wide answer check (support/answer-secrets.ts) finds a full TC Kimlik No or IBAN
 * in any spacing, lets through only the audited reveal and the owner's own answers, and catches a planted
 * leak in a real route's answer. Leaks here go to a list of this file's own, not to the run's report.
 */
import { ROLE } from '@masal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import {
  type AnsweredCall,
  allowanceOf,
  leaksIn,
  personalNumbersIn,
  recordPersonalNumber,
} from './support/answer-secrets.ts';
import { type CreatedUser, secretsOf, signedInUser, validTcKimlikNo } from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const IBAN = 'TR330006100519786457841326';
const OTHER_IBAN = 'TR320010009999901234567890';
/** The server shows an IBAN grouped by four. */
const grouped = (iban: string) => iban.replace(/(.{4})(?!$)/g, '$1 ');

describe('the detector', () => {
  const tc = validTcKimlikNo();
  recordPersonalNumber(tc, 7);
  recordPersonalNumber(IBAN.toLowerCase(), 7);
  recordPersonalNumber('12345678901'); // not a valid TC Kimlik No: never looked for
  const call = (over: Partial<AnsweredCall>): AnsweredCall => ({
    method: 'GET',
    route: '/v1/users/:id',
    url: '/v1/users/7',
    statusCode: 200,
    ...over,
  });

  it('finds a recorded number whole, spaced, grouped, hyphenated or in lower case', () => {
    const spaced = `${IBAN.slice(0, 4)}  ${IBAN.slice(4).replace(/(.{4})/g, '$1 ')}`;
    for (const text of [
      `{"identityNo":"${tc}"}`,
      `{"note":"${tc.slice(0, 3)} ${tc.slice(3, 6)} ${tc.slice(6)}"}`,
      `{"note":"${tc.slice(0, 5)}-${tc.slice(5)}"}`,
      `{"note":"${tc.slice(0, 5)}\u00a0${tc.slice(5)}"}`,
    ])
      expect(personalNumbersIn(text), text).toEqual([
        { kind: 'TC Kimlik No', value: tc, recordedOwnerId: 7 },
      ]);
    for (const text of [IBAN, grouped(IBAN), spaced, grouped(IBAN).toLowerCase(), `x${IBAN}y`])
      expect(personalNumbersIn(text).map((f) => f.value)).toEqual([IBAN]);
  });

  it('does not find masked forms, parts or numbers nobody recorded', () => {
    const masked = `{"identityNo":"${tc[0]}**********${tc[10]}","iban":"TR** **** **** **** **** **** 26"}`;
    expect(personalNumbersIn(masked)).toEqual([]);
    expect(personalNumbersIn(tc.slice(0, 10))).toEqual([]);
    expect(personalNumbersIn('12345678901 TR320010009999901234567890')).toEqual([]);
  });

  it('allows the reveal for user {id}, and the caller own IBAN (export: own numbers) only', () => {
    expect(allowanceOf(call({ method: 'POST', route: '/v1/users/:id/reveal', paramId: 7 }))).toEqual({
      kinds: ['TC Kimlik No', 'IBAN'],
      ownerId: 7,
    });
    expect(allowanceOf(call({ route: '/v1/profile/', callerId: 7 }))).toEqual({
      kinds: ['IBAN'],
      ownerId: 7,
    });
    expect(allowanceOf(call({ route: '/v1/profile/export', callerId: 7 }))?.kinds).toHaveLength(2);
    expect(allowanceOf(call({ route: '/v1/profile/', callerId: undefined }))).toBeUndefined();
    expect(allowanceOf(call({ route: '/v1/profile/', callerId: 7, statusCode: 400 }))).toBeUndefined();
    expect(allowanceOf(call({ route: '/v1/users/:id', paramId: 7 }))).toBeUndefined();
  });

  it('reports a number outside its allowance, or not the owner own', async () => {
    const ownerIs7 = async (userId: number) => userId === 7;
    const body = `{"identityNo":"${tc}","iban":"${IBAN}"}`;
    const reveal = call({ method: 'POST', route: '/v1/users/:id/reveal', url: '/v1/users/7/reveal' });
    expect(await leaksIn({ ...reveal, paramId: 7, callerId: 1 }, body, ownerIs7)).toEqual([]);
    expect(await leaksIn({ ...reveal, paramId: 8, callerId: 1 }, body, ownerIs7)).toHaveLength(2);
    const profile = call({ route: '/v1/profile/', url: '/v1/profile/', callerId: 7 });
    const [leak, ...more] = await leaksIn(profile, body, ownerIs7);
    expect(more).toEqual([]);
    expect(leak).toBe(`GET /v1/profile/ (200, user 7) answered the TC Kimlik No ${tc} (user 7)`);
    expect(await leaksIn({ ...profile, callerId: 8 }, `{"iban":"${IBAN}"}`, ownerIs7)).toHaveLength(1);
    expect(await leaksIn(call({ callerId: 1 }), `{"bankName":"${IBAN}"}`, ownerIs7)).toEqual([
      `GET /v1/users/7 (200, user 1) answered the IBAN ${IBAN} (user 7)`,
    ]);
  });
});

describe('the check in every test app', () => {
  let ctx: TestApp;
  const leaks: string[] = [];
  let admin: CreatedUser & { token: string };
  let owner: CreatedUser & { token: string };
  let other: CreatedUser & { token: string };

  beforeAll(async () => {
    ctx = await startTestApp({}, { answerLeaks: (leak) => leaks.push(leak) });
    admin = await signedInUser(ctx, { roles: [ROLE.admin] });
    owner = await signedInUser(ctx);
    other = await signedInUser(ctx);
  });
  afterAll(() => ctx?.close());
  beforeEach(() => {
    leaks.length = 0;
  });

  const call = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('lets the owner see their own IBAN, and the admin reveal a person numbers', async () => {
    const profile = (await call(owner.token, 'GET', '/v1/profile')).json();
    const saved = await call(owner.token, 'PUT', '/v1/profile', {
      ...profile,
      iban: 'TR33 0006 1005 1978 6457 8413 26',
      bankName: 'Ziraat Bankası',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().user.iban).toBe(grouped(IBAN));
    expect((await call(owner.token, 'GET', '/v1/profile')).json().iban).toBe(grouped(IBAN));
    expect((await call(owner.token, 'GET', '/v1/auth/me')).json().user.iban).toBe(grouped(IBAN));
    const signedIn = await call(null, 'POST', '/v1/auth/login', {
      email: owner.email,
      password: owner.password,
    });
    expect(signedIn.json().user.iban).toBe(grouped(IBAN));
    const revealed = await call(admin.token, 'POST', `/v1/users/${owner.userId}/reveal`);
    expect(revealed.json()).toEqual({ identityNo: owner.identityNo, iban: IBAN });
    const exported = await call(owner.token, 'GET', '/v1/profile/export');
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.body).toContain(owner.identityNo);
    expect(leaks).toEqual([]);
  });

  it('reports a planted leak: another person numbers, spaced, in a real route answer', async () => {
    // The owner's TC Kimlik No in groups of three and IBAN in groups of four, where the admin's detail and
    // list show free text of another person.
    const spacedTc = owner.identityNo.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1 $2 $3 $4');
    await ctx.database.db
      .update(users)
      .set({ titleName: spacedTc, bankName: 'TR33 0006 1005 1978 6457 8413 26' })
      .where(eq(users.userId, other.userId));
    const detail = await call(admin.token, 'GET', `/v1/users/${other.userId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.body).toContain(spacedTc);
    expect(leaks.sort()).toEqual([
      `GET /v1/users/${other.userId} (200, user ${admin.userId}) answered the IBAN ${IBAN} (user ${owner.userId})`,
      `GET /v1/users/${other.userId} (200, user ${admin.userId}) answered the TC Kimlik No ${owner.identityNo} (user ${owner.userId})`,
    ]);
  });

  it('reports someone else IBAN in a person own profile, and their own TC Kimlik No there', async () => {
    const [owned] = await ctx.database.db
      .select({ ibanEnc: users.ibanEnc })
      .from(users)
      .where(eq(users.userId, owner.userId));
    expect(owned?.ibanEnc).toBeTruthy();
    // The other person's IBAN is the owner's, spelled out in their bank name; their own TC Kimlik No in the title.
    await ctx.database.db
      .update(users)
      .set({
        ibanEnc: secretsOf(ctx).encrypt(OTHER_IBAN),
        bankName: IBAN.toLowerCase(),
        titleName: other.identityNo,
      })
      .where(eq(users.userId, other.userId));
    const mine = await call(other.token, 'GET', '/v1/profile');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().iban).toBe(grouped(OTHER_IBAN));
    expect(leaks.sort()).toEqual([
      `GET /v1/profile (200, user ${other.userId}) answered the IBAN ${IBAN} (user ${owner.userId})`,
      `GET /v1/profile (200, user ${other.userId}) answered the TC Kimlik No ${other.identityNo} (user ${other.userId})`,
    ]);
  });
});
