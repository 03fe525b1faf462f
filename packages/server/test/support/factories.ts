/** Test data: valid TC Kimlik No, unique addresses, users through the public flow or straight into the DB. */
import { randomInt, randomUUID } from 'node:crypto';
import { NO_INSTITUTION, ROLE } from '@masal/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { institutions, userRoles, users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/security/passwords.ts';
import { createSecrets, resolveSecretKey, type Secrets } from '../../src/security/secrets.ts';
import { recordPersonalNumber } from './answer-secrets.ts';
import { linkCode, waitForMail } from './outbox.ts';
import type { TestApp } from './test-app.ts';

/** Both checksum digits as decisions.md describes them; the first digit 1-9. */
export function tcKimlikChecksum(first9: readonly number[]): [number, number] {
  const d = (i: number) => first9[i] ?? 0;
  const odd = d(0) + d(2) + d(4) + d(6) + d(8);
  const even = d(1) + d(3) + d(5) + d(7);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (first9.reduce((s, x) => s + x, 0) + tenth) % 10;
  return [tenth, eleventh];
}

const usedTc = new Set<string>();
/** A random valid TC Kimlik No, never the same twice in one test process. */
export function validTcKimlikNo(): string {
  for (;;) {
    const first9 = [randomInt(1, 10), ...Array.from({ length: 8 }, () => randomInt(0, 10))];
    const value = [...first9, ...tcKimlikChecksum(first9)].join('');
    if (!usedTc.has(value)) {
      usedTc.add(value);
      return value;
    }
  }
}

export function uniqueEmail(prefix = 'derleyici'): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@ornek.test`;
}

export const DEFAULT_PASSWORD = 'Masal-123';

export interface SignUpBody {
  name?: unknown;
  surname?: unknown;
  email?: unknown;
  identityNo?: unknown;
  password?: unknown;
  passwordReply?: unknown;
  institutionId?: unknown;
  titleName?: unknown;
  kvkkAccepted?: unknown;
}

/** The id of the seeded 'Yok / Kurum dışı' institution. */
export async function noInstitutionId(ctx: TestApp): Promise<number> {
  const [row] = await ctx.database.db
    .select({ id: institutions.institutionId })
    .from(institutions)
    .where(eq(institutions.name, NO_INSTITUTION));
  if (!row) throw new Error('seed did not create the none institution');
  return row.id;
}

/** A complete, valid sign-up body; `institutionId` must be a real id (see noInstitutionId). */
export function signUpBody(institutionId: number, overrides: SignUpBody = {}): Record<string, unknown> {
  return {
    name: 'Ayşe',
    surname: 'Yılmaz',
    email: uniqueEmail(),
    identityNo: validTcKimlikNo(),
    password: DEFAULT_PASSWORD,
    passwordReply: DEFAULT_PASSWORD,
    institutionId,
    titleName: 'Öğretmen',
    kvkkAccepted: true,
    ...overrides,
  };
}

export async function signUpViaApi(
  ctx: TestApp,
  overrides: SignUpBody = {},
  remoteAddress?: string,
): Promise<{ response: LightMyRequestResponse; body: Record<string, unknown> }> {
  const body = signUpBody(await noInstitutionId(ctx), overrides);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/signUp',
    payload: body,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  return { response, body };
}

/** The id of the account with this address (sign-up answers no id: it tells nothing about accounts). */
export async function userIdByEmail(ctx: TestApp, email: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ userId: users.userId })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (!row) throw new Error(`no account with ${email}`);
  return row.userId;
}

/** Sign-up, read the activation mail, activate: a writer made only through public calls. */
export async function registerAndActivate(
  ctx: TestApp,
  overrides: SignUpBody = {},
): Promise<{ email: string; password: string; identityNo: string; userId: number }> {
  const { response, body } = await signUpViaApi(ctx, overrides);
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const email = String(body.email);
  const mail = await waitForMail(ctx.dataDir, email, { subjectIncludes: 'etkinleştir' });
  const activated = await ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/activeUser',
    payload: { email, activationCode: linkCode(mail.text, 'ac') },
  });
  if (activated.statusCode !== 200) throw new Error(`activation failed: ${activated.body}`);
  const userId = await userIdByEmail(ctx, email);
  recordPersonalNumber(body.identityNo, userId);
  return { email, password: String(body.password), identityNo: String(body.identityNo), userId };
}

const secretsCache = new WeakMap<TestApp, Secrets>();
/**
 * The same secrets the app uses (same SECRET_KEY / DATA_DIR). What a test encrypts with them (a TC Kimlik No,
 * an IBAN written straight into the database) is recorded for the answer check (answer-secrets.ts).
 */
export function secretsOf(ctx: TestApp): Secrets {
  let secrets = secretsCache.get(ctx);
  if (!secrets) {
    const app = createSecrets(resolveSecretKey(ctx.config.secretKey, ctx.config.dataDir));
    secrets = {
      ...app,
      encrypt: (plain) => {
        recordPersonalNumber(plain);
        return app.encrypt(plain);
      },
    };
    secretsCache.set(ctx, secrets);
  }
  return secrets;
}

// argon2 costs ~50-100 ms; users sharing a password may share its hash (each still verifies).
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let h = hashes.get(password);
  if (!h) {
    h = hashPassword(password);
    hashes.set(password, h);
  }
  return h;
};

export interface CreatedUser {
  userId: number;
  email: string;
  password: string;
  identityNo: string;
  roles: number[];
}

/** A user written straight into the database, as the admin screens will create them. */
export async function createUser(
  ctx: TestApp,
  options: {
    roles?: number[];
    active?: boolean;
    password?: string;
    email?: string;
    name?: string;
    surname?: string;
  } = {},
): Promise<CreatedUser> {
  const roles = options.roles ?? [ROLE.writer];
  const password = options.password ?? DEFAULT_PASSWORD;
  const email = options.email ?? uniqueEmail('kullanici');
  const identityNo = validTcKimlikNo();
  const secrets = secretsOf(ctx);
  const institutionId = await noInstitutionId(ctx);
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashOnce(password),
      name: options.name ?? 'Test',
      surname: options.surname ?? 'Kullanıcı',
      institutionId,
      identityNoEnc: secrets.encrypt(identityNo),
      identityNoHash: secrets.lookupHash(identityNo),
      isActive: options.active ?? true,
      activatedAt: (options.active ?? true) ? new Date() : null,
    })
    .returning({ userId: users.userId });
  if (!row) throw new Error('user insert returned nothing');
  recordPersonalNumber(identityNo, row.userId);
  if (roles.length > 0) {
    await ctx.database.db.insert(userRoles).values(roles.map((roleId) => ({ userId: row.userId, roleId })));
  }
  return { userId: row.userId, email, password, identityNo, roles };
}

export function signInRequest(app: FastifyInstance, login: string, password: string, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: login, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Signs in and returns the token; throws when the sign-in is refused. */
export async function signIn(app: FastifyInstance, login: string, password: string): Promise<string> {
  const response = await signInRequest(app, login, password);
  if (response.statusCode !== 200)
    throw new Error(`sign-in failed (${response.statusCode}): ${response.body}`);
  return response.json().token;
}

/** A user straight into the database (see createUser), signed in: the user and its bearer token. */
export async function signedInUser(
  ctx: TestApp,
  options: Parameters<typeof createUser>[1] = {},
): Promise<CreatedUser & { token: string }> {
  const user = await createUser(ctx, options);
  return { ...user, token: await signIn(ctx.app, user.email, user.password) };
}

/** GET /v1/auth/me with an Authorization header value (or none). */
export function me(app: FastifyInstance, authorization?: string) {
  return app.inject({
    method: 'GET',
    url: '/v1/auth/me',
    ...(authorization === undefined ? {} : { headers: { authorization } }),
  });
}
