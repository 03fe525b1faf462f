/**
 * The admin's Users calls (decisions.md): list with search, filters and sorts; create with an invitation;
 * details, roles, status; the audited reveal; the self-deactivation and last-admin rules.
 */
import { MSG, ROLE } from '@masal/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, userRoles, users } from '../src/db/schema/index.ts';
import {
  createUser,
  noInstitutionId,
  secretsOf,
  signedInUser,
  signIn,
  uniqueEmail,
  validTcKimlikNo,
} from './support/factories.ts';
import { linkCode, waitForMail } from './support/outbox.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let ctx: TestApp;
const tokens = { admin: '', writer: '', editor: '' };
let adminId = 0;
/** Every answer body this file received, to check that no full number leaked outside the reveal. */
const answers: string[] = [];

beforeAll(async () => {
  ctx = await startTestApp();
  const admin = await signedInUser(ctx, { roles: [ROLE.admin] });
  adminId = admin.userId;
  tokens.admin = admin.token;
  tokens.writer = (await signedInUser(ctx, { roles: [ROLE.writer] })).token;
  tokens.editor = (await signedInUser(ctx, { roles: [ROLE.editor] })).token;
});
afterAll(async () => {
  await ctx?.close();
});

type Who = keyof typeof tokens | 'nobody' | { token: string };
async function call(who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const token = who === 'nobody' ? undefined : typeof who === 'string' ? tokens[who] : who.token;
  const response = await ctx.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!url.endsWith('/reveal')) answers.push(response.body);
  return response;
}

const auditRows = (action: string, entityId: number) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));

async function newUserBody(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('davetli'),
    name: 'Şükrü',
    surname: 'Işıklı',
    identityNo: validTcKimlikNo(),
    institutionId: await noInstitutionId(ctx),
    titleName: 'Dr.',
    roleIds: [ROLE.writer, ROLE.editor],
    ...overrides,
  };
}

describe('every Users call', () => {
  const routes = [
    ['GET', '/v1/users/'],
    ['GET', '/v1/users/1'],
    ['POST', '/v1/users/'],
    ['PUT', '/v1/users/1'],
    ['PUT', '/v1/users/1/roles'],
    ['PUT', '/v1/users/1/status'],
    ['POST', '/v1/users/1/invitation'],
    ['POST', '/v1/users/1/passwordReset'],
    ['POST', '/v1/users/1/reveal'],
  ] as const;
  it.each(routes)('%s %s requires a session (403) and the admin role (401)', async (method, url) => {
    const body = method === 'GET' ? undefined : { roleIds: [1], active: false };
    expect((await call('nobody', method, url, body)).statusCode).toBe(403);
    for (const who of ['writer', 'editor'] as const) {
      const refused = await call(who, method, url, body);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('NOT_ALLOWED');
    }
  });

  it('writes nothing when refused', async () => {
    const before = await ctx.database.db.select().from(userRoles);
    await call('writer', 'PUT', `/v1/users/${adminId}/roles`, { roleIds: [ROLE.writer] });
    await call('editor', 'PUT', `/v1/users/${adminId}/status`, { active: false });
    expect(await ctx.database.db.select().from(userRoles)).toEqual(before);
    expect((await auditRows('user.roles', adminId)).length).toBe(0);
  });
});

describe('creating a user', () => {
  it('makes a pending account with its roles and sends an invitation to set a password', async () => {
    const body = await newUserBody();
    const created = await call('admin', 'POST', '/v1/users/', body);
    expect(created.statusCode, created.body).toBe(200);
    const { userId } = created.json();
    const detail = (await call('admin', 'GET', `/v1/users/${userId}`)).json();
    expect(detail).toMatchObject({
      email: body.email,
      status: 'pending',
      userRoles: [{ roleId: ROLE.writer }, { roleId: ROLE.editor }],
      identityNo: `${body.identityNo[0]}*********${body.identityNo.at(-1)}`,
      lastSignInAt: null,
    });
    expect((await auditRows('user.create', userId)).length).toBe(1);

    const mail = await waitForMail(ctx.dataDir, body.email, { subjectIncludes: 'Hesabınız açıldı' });
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/resetPasswordUser',
      payload: {
        email: body.email,
        password: 'Yeni-Sifre-1',
        passwordReply: 'Yeni-Sifre-1',
        reminderCode: linkCode(mail.text, 'ic'),
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const token = await signIn(ctx.app, body.email, 'Yeni-Sifre-1');
    const me = (await call({ token }, 'GET', '/v1/auth/me')).json();
    expect(me.user.userRoles).toEqual([{ roleId: ROLE.writer }, { roleId: ROLE.editor }]);
    const after = (await call('admin', 'GET', `/v1/users/${userId}`)).json();
    expect(after.status).toBe('active');
    expect(after.lastSignInAt).not.toBeNull();
  });

  it('refuses a taken e-mail or TC Kimlik No with 409 and a Turkish message, and no roles', async () => {
    const taken = await createUser(ctx);
    const byEmail = await call('admin', 'POST', '/v1/users/', await newUserBody({ email: taken.email }));
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().message).toBe(MSG.userEmailTaken);
    const byTc = await call(
      'admin',
      'POST',
      '/v1/users/',
      await newUserBody({ identityNo: taken.identityNo }),
    );
    expect(byTc.statusCode).toBe(409);
    expect(byTc.json().message).toBe(MSG.userIdentityNoTaken);
  });

  it('refuses a bad TC Kimlik No, no roles and an unknown role with field messages', async () => {
    const bad = await call(
      'admin',
      'POST',
      '/v1/users/',
      await newUserBody({ identityNo: '12345678901', roleIds: [] }),
    );
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['identityNo', 'roleIds']));
    const unknownRole = await call('admin', 'POST', '/v1/users/', await newUserBody({ roleIds: [42] }));
    expect(unknownRole.statusCode).toBe(400);
  });

  it('resends the invitation only while pending', async () => {
    const pending = (await call('admin', 'POST', '/v1/users/', await newUserBody())).json().userId;
    expect((await call('admin', 'POST', `/v1/users/${pending}/invitation`)).statusCode).toBe(200);
    const active = await createUser(ctx);
    const refused = await call('admin', 'POST', `/v1/users/${active.userId}/invitation`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MSG.userAlreadyActivated);
  });

  it('sends a password-reset link the person can use', async () => {
    const person = await createUser(ctx);
    expect((await call('admin', 'POST', `/v1/users/${person.userId}/passwordReset`)).statusCode).toBe(200);
    const mail = await waitForMail(ctx.dataDir, person.email, { subjectIncludes: 'Şifre yenileme' });
    expect(linkCode(mail.text, 'rc')).toBeTruthy();
    expect((await auditRows('user.sendReset', person.userId)).length).toBe(1);
  });
});

describe('the list', () => {
  it('finds by folded name, surname or e-mail, and by a whole TC Kimlik No through its hash', async () => {
    const person = await createUser(ctx);
    await ctx.database.db
      .update(users)
      .set({ name: 'Gülşen', surname: 'Çağlayan' })
      .where(eq(users.userId, person.userId));
    for (const q of ['GULSEN', 'çağlay', 'gülşen çağ', person.email.toUpperCase(), person.identityNo]) {
      const list = await call('admin', 'GET', `/v1/users/?q=${encodeURIComponent(q)}`);
      expect(list.statusCode).toBe(200);
      expect(
        list.json().rows.map((r: { userId: number }) => r.userId),
        q,
      ).toContain(person.userId);
    }
    const partialTc = await call('admin', 'GET', `/v1/users/?q=${person.identityNo.slice(0, 6)}`);
    expect(partialTc.json().rows.map((r: { userId: number }) => r.userId)).not.toContain(person.userId);
  });

  it('filters by role, institution and status, sorts every column and pages', async () => {
    const editors = (await call('admin', 'GET', `/v1/users/?roleId=${ROLE.editor}&pageSize=100`)).json();
    expect(editors.rows.length).toBeGreaterThan(0);
    for (const row of editors.rows) expect(row.userRoles).toContainEqual({ roleId: ROLE.editor });
    const pending = (await call('admin', 'GET', '/v1/users/?status=pending&pageSize=100')).json();
    for (const row of pending.rows) expect(row.status).toBe('pending');
    const institutionId = await noInstitutionId(ctx);
    const ofInstitution = (await call('admin', 'GET', `/v1/users/?institutionId=${institutionId}`)).json();
    expect(ofInstitution.total).toBeGreaterThan(0);
    for (const sort of ['name', 'surname', 'email', 'institution', 'status', 'lastSignInAt', 'createdAt']) {
      for (const order of ['asc', 'desc']) {
        const list = await call('admin', 'GET', `/v1/users/?sort=${sort}&order=${order}&pageSize=2&page=1`);
        expect(list.statusCode, `${sort} ${order}`).toBe(200);
        expect(list.json().rows.length).toBeLessThanOrEqual(2);
      }
    }
    const all = (await call('admin', 'GET', '/v1/users/?sort=email&order=asc&pageSize=100')).json();
    const emails = all.rows.map((r: { email: string }) => r.email);
    expect(emails).toEqual([...emails].sort());
    expect((await call('admin', 'GET', '/v1/users/?sort=password')).statusCode).toBe(400);
  });
});

describe('details, roles and status', () => {
  it('edits the details with a masked before → after in the audit', async () => {
    const person = await createUser(ctx);
    const newTc = validTcKimlikNo();
    const body = {
      email: uniqueEmail('yeni'),
      name: 'Ayşe',
      surname: 'Yılmaz',
      identityNo: newTc,
      institutionId: await noInstitutionId(ctx),
      titleName: null,
    };
    const updated = await call('admin', 'PUT', `/v1/users/${person.userId}`, body);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Ayşe', email: body.email });
    const [row] = await auditRows('user.update', person.userId);
    const details = JSON.stringify(row?.details);
    expect(details).not.toContain(newTc);
    expect(details).not.toContain(person.identityNo);
    expect(row?.details).toMatchObject({ before: { name: 'Test' }, after: { name: 'Ayşe' } });
    expect((await call('admin', 'PUT', '/v1/users/999999', body)).statusCode).toBe(404);
  });

  it('a role change counts from the person’s next request', async () => {
    const person = await signedInUser(ctx, { roles: [ROLE.writer] });
    expect((await call(person, 'GET', '/v1/users/')).statusCode).toBe(401);
    const changed = await call('admin', 'PUT', `/v1/users/${person.userId}/roles`, {
      roleIds: [ROLE.admin, ROLE.writer, ROLE.writer],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().userRoles).toEqual([{ roleId: ROLE.writer }, { roleId: ROLE.admin }]);
    expect((await call(person, 'GET', '/v1/users/')).statusCode).toBe(200);
    const [row] = await auditRows('user.roles', person.userId);
    expect(row?.details).toEqual({ before: [ROLE.writer], after: [ROLE.writer, ROLE.admin] });
    expect(row?.ip).toBeTruthy();
  });

  it('deactivation ends the person’s sessions at once; activation lets them sign in again', async () => {
    const person = await signedInUser(ctx, { roles: [ROLE.writer] });
    const off = await call('admin', 'PUT', `/v1/users/${person.userId}/status`, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().status).toBe('passive');
    expect((await call(person, 'GET', '/v1/auth/me')).statusCode).toBe(403);
    // A reset link never undoes a deactivation.
    expect((await call('admin', 'POST', `/v1/users/${person.userId}/passwordReset`)).statusCode).toBe(409);
    const on = await call('admin', 'PUT', `/v1/users/${person.userId}/status`, { active: true });
    expect(on.json().status).toBe('active');
    await signIn(ctx.app, person.email, person.password);
    expect((await auditRows('user.status', person.userId)).length).toBe(2);
  });

  it('an admin cannot deactivate themselves nor remove the last active admin (409)', async () => {
    const self = await call('admin', 'PUT', `/v1/users/${adminId}/status`, { active: false });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(MSG.userSelfDeactivate);
    // Every other admin deactivated: this one is the last.
    const others = await ctx.database.db
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.roleId, ROLE.admin));
    for (const { userId } of others) {
      if (userId !== adminId)
        await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.userId, userId));
    }
    const demote = await call('admin', 'PUT', `/v1/users/${adminId}/roles`, { roleIds: [ROLE.writer] });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(MSG.userLastAdmin);
    const roles = (await call('admin', 'GET', `/v1/users/${adminId}`)).json().userRoles;
    expect(roles).toContainEqual({ roleId: ROLE.admin });
  });
});

describe('personal numbers', () => {
  it('the reveal answers them in full and audits the view; nothing else ever does', async () => {
    const person = await createUser(ctx);
    const iban = 'TR330006100519786457841326';
    await ctx.database.db
      .update(users)
      .set({ ibanEnc: secretsOf(ctx).encrypt(iban), bankName: 'Ziraat' })
      .where(eq(users.userId, person.userId));
    const detail = (await call('admin', 'GET', `/v1/users/${person.userId}`)).json();
    expect(detail.iban).toBe('TR** **** **** **** **** **** 26');
    const revealed = await call('admin', 'POST', `/v1/users/${person.userId}/reveal`);
    expect(revealed.json()).toEqual({ identityNo: person.identityNo, iban });
    const [row] = await auditRows('user.reveal', person.userId);
    expect(row?.actorUserId).toBe(adminId);
    expect(JSON.stringify(row?.details)).not.toContain(person.identityNo);
    expect((await call('admin', 'POST', '/v1/users/999999/reveal')).statusCode).toBe(404);

    const everything = answers.join('\n');
    expect(everything).not.toContain(person.identityNo);
    expect(everything).not.toContain(iban);
  });
});
