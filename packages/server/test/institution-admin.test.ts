/**
 * Institutions of seed §7 managed by the admin: GET /{id} (open), POST, PUT and DELETE (body carries the
 * id). Names are unique under Turkish folding, the none option is fixed, and an institution people belong
 * to is kept (409 "Bu kuruma bağlı N kullanıcı var."). Every change is audited.
 */
import { institutionHasUsers, MSG, NO_INSTITUTION, ROLE } from '@masal/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, institutions, users } from '../src/db/schema/index.ts';
import { seed } from '../src/db/seed.ts';
import { signedInUser } from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let ctx: TestApp;
const tokens = { admin: '', writer: '', editor: '' };
let adminId = 0;

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

type Who = keyof typeof tokens | 'nobody';
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: who === 'nobody' ? {} : { authorization: `Bearer ${tokens[who]}` },
  });

const create = async (name: string) => {
  const response = await call('admin', 'POST', '/v1/institution/', { name });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { institutionId: number; name: string };
};
const count = async () => (await ctx.database.db.select().from(institutions)).length;
const auditOf = (action: string, entityId: number) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));

describe('every institution write', () => {
  it.each([
    ['POST', { name: 'Yeni Kurum' }],
    ['PUT', { institutionId: 1, name: 'Yeni Ad' }],
    ['DELETE', { institutionId: 1 }],
  ] as const)('%s requires a session (403) and the admin role (401), and changes nothing', async (method, body) => {
    const before = await ctx.database.db.select().from(institutions);
    expect((await call('nobody', method, '/v1/institution/', body)).statusCode).toBe(403);
    for (const who of ['writer', 'editor'] as const) {
      const refused = await call(who, method, '/v1/institution/', body);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('NOT_ALLOWED');
    }
    expect(await ctx.database.db.select().from(institutions)).toEqual(before);
  });
});

describe('GET /v1/institution/{id}', () => {
  it('answers one institution to anyone, and 404 for none', async () => {
    const made = await create('Pamukkale Üniversitesi');
    const one = await call('nobody', 'GET', `/v1/institution/${made.institutionId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(made);
    expect((await call('nobody', 'GET', '/v1/institution/999999')).statusCode).toBe(404);
  });
});

describe('POST /v1/institution/', () => {
  it('creates the institution, trimmed, and audits it', async () => {
    const made = await create('  Sakarya Üniversitesi  ');
    expect(made.name).toBe('Sakarya Üniversitesi');
    const [entry] = await auditOf('institution.create', made.institutionId);
    expect(entry).toMatchObject({ actorUserId: adminId, entity: 'institution' });
  });

  it('refuses a name taken under Turkish folding (409) and an empty one (400), adding nothing', async () => {
    await create('İstanbul Medeniyet Üniversitesi');
    const before = await count();
    for (const name of ['İSTANBUL MEDENİYET ÜNİVERSİTESİ', 'istanbul medeniyet universitesi']) {
      const taken = await call('admin', 'POST', '/v1/institution/', { name });
      expect(taken.statusCode, name).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'CONFLICT', message: MSG.institutionNameTaken });
    }
    const empty = await call('admin', 'POST', '/v1/institution/', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ field: 'name', message: MSG.institutionNameRequired }]);
    expect(await count()).toBe(before);
  });
});

describe('PUT /v1/institution/', () => {
  it('renames, audits before and after, and refuses a name another institution holds', async () => {
    const made = await create('Trakya Üniversitsi');
    const renamed = await call('admin', 'PUT', '/v1/institution/', {
      institutionId: made.institutionId,
      name: 'Trakya Üniversitesi',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ institutionId: made.institutionId, name: 'Trakya Üniversitesi' });
    const [entry] = await auditOf('institution.update', made.institutionId);
    expect(entry?.details).toEqual({ before: 'Trakya Üniversitsi', after: 'Trakya Üniversitesi' });

    const other = await create('Dokuz Eylül Üniversitesi');
    const clash = await call('admin', 'PUT', '/v1/institution/', {
      institutionId: other.institutionId,
      name: 'TRAKYA ÜNİVERSİTESİ',
    });
    expect(clash.statusCode).toBe(409);
    expect((await call('nobody', 'GET', `/v1/institution/${other.institutionId}`)).json().name).toBe(
      'Dokuz Eylül Üniversitesi',
    );
  });

  it('answers 404 for no such institution and 409 for the none option', async () => {
    expect(
      (await call('admin', 'PUT', '/v1/institution/', { institutionId: 999999, name: 'Bir Ad' })).statusCode,
    ).toBe(404);
    const [none] = await ctx.database.db
      .select()
      .from(institutions)
      .where(eq(institutions.name, NO_INSTITUTION));
    const fixed = await call('admin', 'PUT', '/v1/institution/', {
      institutionId: none?.institutionId,
      name: 'Yok',
    });
    expect(fixed.statusCode).toBe(409);
    expect(fixed.json().message).toBe(MSG.institutionNoneFixed);
  });
});

describe('DELETE /v1/institution/', () => {
  it('deletes an institution nobody belongs to, and audits it', async () => {
    const made = await create('Silinecek Kurum');
    const deleted = await call('admin', 'DELETE', '/v1/institution/', { institutionId: made.institutionId });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('nobody', 'GET', `/v1/institution/${made.institutionId}`)).statusCode).toBe(404);
    expect(await auditOf('institution.delete', made.institutionId)).toHaveLength(1);
    expect(
      (await call('admin', 'DELETE', '/v1/institution/', { institutionId: made.institutionId })).statusCode,
    ).toBe(404);
  });

  it('keeps an institution people belong to: 409 with how many', async () => {
    const made = await create('Üyeli Kurum');
    const members = [await signedInUser(ctx), await signedInUser(ctx)];
    for (const m of members)
      await ctx.database.db
        .update(users)
        .set({ institutionId: made.institutionId })
        .where(eq(users.userId, m.userId));
    const kept = await call('admin', 'DELETE', '/v1/institution/', { institutionId: made.institutionId });
    expect(kept.statusCode).toBe(409);
    expect(kept.json()).toMatchObject({ code: 'CONFLICT', message: institutionHasUsers(2) });
    expect(kept.json().message).toBe('Bu kuruma bağlı 2 kullanıcı var.');
    expect((await call('nobody', 'GET', `/v1/institution/${made.institutionId}`)).statusCode).toBe(200);
  });

  it('stays deleted after a restart: the starter list seeds an empty table only', async () => {
    const [starter] = await ctx.database.db
      .select()
      .from(institutions)
      .where(eq(institutions.name, 'Emekli'));
    expect(starter).toBeDefined();
    const deleted = await call('admin', 'DELETE', '/v1/institution/', {
      institutionId: starter?.institutionId,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // The seed every start runs.
    await seed(ctx.database.db, { email: 'yonetici@masal.local', password: undefined });
    expect(await ctx.database.db.select().from(institutions).where(eq(institutions.name, 'Emekli'))).toEqual(
      [],
    );
    expect(
      await ctx.database.db.select().from(institutions).where(eq(institutions.name, NO_INSTITUTION)),
    ).toHaveLength(1);
  });

  it('keeps the none option', async () => {
    const [none] = await ctx.database.db
      .select()
      .from(institutions)
      .where(eq(institutions.name, NO_INSTITUTION));
    const fixed = await call('admin', 'DELETE', '/v1/institution/', { institutionId: none?.institutionId });
    expect(fixed.statusCode).toBe(409);
  });
});

describe('GET /v1/institution/withUserCount', () => {
  const url = '/v1/institution/withUserCount';

  it('requires a session (403) and the admin role (401)', async () => {
    expect((await call('nobody', 'GET', url)).statusCode).toBe(403);
    for (const who of ['writer', 'editor'] as const) {
      const refused = await call(who, 'GET', url);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('NOT_ALLOWED');
    }
  });

  it('answers each institution with how many people belong to it, in the picker order', async () => {
    const busy = await create('Sayım Deneme Kurumu');
    const quiet = await create('Üyesiz Deneme Kurumu');
    for (const _ of [1, 2, 3]) {
      const member = await signedInUser(ctx);
      await ctx.database.db
        .update(users)
        .set({ institutionId: busy.institutionId })
        .where(eq(users.userId, member.userId));
    }
    const answer = await call('admin', 'GET', url);
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = answer.json() as { institutionId: number; name: string; userCount: number }[];
    expect(rows.find((r) => r.institutionId === busy.institutionId)?.userCount).toBe(3);
    expect(rows.find((r) => r.institutionId === quiet.institutionId)?.userCount).toBe(0);
    // Everyone else (the seeded admin, this file's other accounts) points to the none option.
    const everyone = await ctx.database.db.select({ institutionId: users.institutionId }).from(users);
    for (const row of rows)
      expect(row.userCount, row.name).toBe(
        everyone.filter((u) => u.institutionId === row.institutionId).length,
      );
    // The same institutions in the same order as the open list.
    const open = (await call('nobody', 'GET', '/v1/institution/')).json();
    expect(rows.map(({ institutionId, name }) => ({ institutionId, name }))).toEqual(open);
  });

  it('leaves the open list without counts (the sign-up picker reads it)', async () => {
    const open = (await call('nobody', 'GET', '/v1/institution/')).json() as object[];
    expect(open.length).toBeGreaterThan(0);
    for (const row of open) expect(Object.keys(row).sort()).toEqual(['institutionId', 'name']);
  });
});
