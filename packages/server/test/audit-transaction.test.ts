/**
 * The audit row is written in the transaction of the change it records (decisions.md): a refused change
 * writes no row, a change whose row cannot be written is undone, and each change writes exactly one row
 * named `entity.verb`.
 */
import { ACTION, ROLE } from '@masal/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, tales, users } from '../src/db/schema/index.ts';
import {
  createUser,
  noInstitutionId,
  registerAndActivate,
  signIn,
  signUpBody,
  signUpViaApi,
  userIdByEmail,
} from './support/factories.ts';
import { linkCode, waitForMail } from './support/outbox.ts';
import { completeTaleBody } from './support/tale-bodies.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let ctx: TestApp;
let writer = { userId: 0, token: '' };

beforeAll(async () => {
  ctx = await startTestApp();
  const user = await createUser(ctx, { roles: [ROLE.writer] });
  writer = { userId: user.userId, token: await signIn(ctx.app, user.email, user.password) };
});
afterAll(async () => {
  await ctx?.close();
});

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: writer.token }, ...(payload ? { payload } : {}) });

const rowsOf = (entity: string, entityId: number) =>
  ctx.database.db
    .select({ action: auditLog.action, actor: auditLog.actorUserId, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.auditId);

/** Makes every insert of `action` into the audit log fail, for the duration of `body`. */
async function withAuditRefused(action: string, body: () => Promise<void>): Promise<void> {
  const { db } = ctx.database;
  await db.execute(
    sql.raw(
      `create function refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'audit refused'; end $$`,
    ),
  );
  await db.execute(
    sql.raw(
      `create trigger refuse_audit before insert on audit_log for each row when (new.action = '${action}') execute function refuse_audit()`,
    ),
  );
  try {
    await body();
  } finally {
    await db.execute(sql.raw('drop trigger refuse_audit on audit_log'));
    await db.execute(sql.raw('drop function refuse_audit()'));
  }
}

describe('audit rows of tale changes', () => {
  it('writes exactly one row per change, named entity.verb, and none for a stale save', async () => {
    const created = await call('POST', '/v1/tales/full', completeTaleBody());
    expect(created.statusCode, created.body).toBe(200);
    const { taleId, version } = created.json();
    expect(await rowsOf('tale', taleId)).toEqual([
      { action: 'tale.create', actor: writer.userId, details: null },
    ]);

    const update = { ...completeTaleBody({ taleText: 'Yeni metin' }), taleId, version };
    expect((await call('PUT', '/v1/tales/full', update)).statusCode).toBe(200);
    expect((await rowsOf('tale', taleId)).map((r) => r.action)).toEqual(['tale.create', 'tale.update']);

    const stale = await call('PUT', '/v1/tales/full', { ...update, taleText: 'Eski sürümden' });
    expect(stale.statusCode).toBe(409);
    expect((await rowsOf('tale', taleId)).map((r) => r.action)).toEqual(['tale.create', 'tale.update']);

    const submit = await call('PUT', '/v1/tales/', { taleId, actionId: ACTION.submitted });
    expect(submit.statusCode, submit.body).toBe(200);
    const rows = await rowsOf('tale', taleId);
    expect(rows.map((r) => r.action)).toEqual(['tale.create', 'tale.update', 'tale.submit']);
    expect(rows[2]?.details).toEqual({ from: ACTION.draft, to: ACTION.submitted });
  });

  it('undoes a save whose audit row cannot be written', async () => {
    const created = (
      await call('POST', '/v1/tales/full', completeTaleBody({ taleText: 'İlk metin' }))
    ).json();
    await withAuditRefused('tale.update', async () => {
      const response = await call('PUT', '/v1/tales/full', {
        ...completeTaleBody({ taleText: 'Kaydedilemeyen metin' }),
        taleId: created.taleId,
        version: created.version,
      });
      expect(response.statusCode).toBe(500);
    });
    const [row] = await ctx.database.db
      .select({ taleText: tales.taleText, version: tales.version })
      .from(tales)
      .where(eq(tales.taleId, created.taleId));
    expect(row).toEqual({ taleText: 'İlk metin', version: created.version });
    expect((await rowsOf('tale', created.taleId)).map((r) => r.action)).toEqual(['tale.create']);
  });

  it('keeps a draft whose deletion cannot be audited', async () => {
    const { taleId } = (await call('POST', '/v1/tales/full', { taleName: 'Silinemeyen' })).json();
    await withAuditRefused('tale.delete', async () => {
      expect((await call('DELETE', `/v1/tales/${taleId}`)).statusCode).toBe(500);
    });
    const [row] = await ctx.database.db
      .select({ id: tales.taleId })
      .from(tales)
      .where(eq(tales.taleId, taleId));
    expect(row).toEqual({ id: taleId });
  });
});

describe('audit rows of account changes', () => {
  it('creates no account when its sign-up cannot be audited, and one row when it can', async () => {
    const institutionId = await noInstitutionId(ctx);
    const refused = signUpBody(institutionId);
    await withAuditRefused('user.signUp', async () => {
      const response = await ctx.app.inject({ method: 'POST', url: '/v1/auth/signUp', payload: refused });
      expect(response.statusCode).toBe(500);
    });
    const email = String(refused.email);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const accepted = await ctx.app.inject({ method: 'POST', url: '/v1/auth/signUp', payload: refused });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const userId = await userIdByEmail(ctx, email);
    expect(await rowsOf('user', userId)).toEqual([{ action: 'user.signUp', actor: userId, details: null }]);
  });

  it('keeps the activation code usable when the activation cannot be audited', async () => {
    const { body } = await signUpViaApi(ctx);
    const email = String(body.email);
    const mail = await waitForMail(ctx.dataDir, email, { subjectIncludes: 'etkinleştir' });
    const activate = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/activeUser',
        payload: { email, activationCode: linkCode(mail.text, 'ac') },
      });
    await withAuditRefused('user.activate', async () => {
      expect((await activate()).statusCode).toBe(500);
    });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.isActive).toBe(false);
    // The code was spent in the transaction that was undone, so the same link still works.
    const retried = await activate();
    expect(retried.statusCode, retried.body).toBe(200);
  });

  it('writes one user.activate row for an activation', async () => {
    const { userId } = await registerAndActivate(ctx);
    expect((await rowsOf('user', userId)).map((r) => r.action)).toEqual(['user.signUp', 'user.activate']);
  });
});
