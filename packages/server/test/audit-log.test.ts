/**
 * GET /v1/audit (decisions.md): the admin reads who changed what, when, from where — newest first, paged,
 * filtered by person, kind of record, action and Istanbul day; before → after with personal numbers masked.
 */
import { type AuditListAnswer, MSG, maskIban, maskIdentityNo, ROLE } from '@masal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.ts';
import {
  createUser,
  noInstitutionId,
  signedInUser,
  signUpViaApi,
  validTcKimlikNo,
} from './support/factories.ts';
import { messagesFor } from './support/http.ts';
import { completeTaleBody } from './support/tale-bodies.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { createWorkflowTale } from './support/workflow-fixtures.ts';

let ctx: TestApp;
const tokens = { admin: '', writer: '', editor: '' };
let admin: Awaited<ReturnType<typeof signedInUser>>;
const IBAN = 'TR330006100519786457841326';

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await signedInUser(ctx, { roles: [ROLE.admin], name: 'Nermin', surname: 'Denetçi' });
  tokens.admin = admin.token;
  tokens.writer = (await signedInUser(ctx, { roles: [ROLE.writer] })).token;
  tokens.editor = (await signedInUser(ctx, { roles: [ROLE.editor] })).token;
});
afterAll(async () => {
  await ctx?.close();
});

type Who = keyof typeof tokens | 'nobody';
const call = (
  who: Who,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { payload?: object; remoteAddress?: string } = {},
) =>
  ctx.app.inject({
    method,
    url,
    ...(options.payload ? { payload: options.payload } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    headers: who === 'nobody' ? {} : { authorization: `Bearer ${tokens[who]}` },
  });

async function audit(query: Record<string, string | number>): Promise<AuditListAnswer> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const response = await call('admin', 'GET', `/v1/audit?${search}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /v1/audit', () => {
  it('requires a session (403)', async () => {
    const response = await call('nobody', 'GET', '/v1/audit');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('SESSION_REQUIRED');
    // Refused before validation: a bad query tells nothing either.
    expect((await call('nobody', 'GET', '/v1/audit?pageSize=abc')).statusCode).toBe(403);
  });

  it('refuses a writer and an editor (401)', async () => {
    for (const who of ['writer', 'editor'] as const) {
      const response = await call(who, 'GET', '/v1/audit?pageSize=abc');
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('NOT_ALLOWED');
    }
  });

  it('shows a role change made through the API: who, the person, before → after, the address', async () => {
    const person = await createUser(ctx, { roles: [ROLE.writer], name: 'Şule', surname: 'Öztürk' });
    const changed = await call('admin', 'PUT', `/v1/users/${person.userId}/roles`, {
      payload: { roleIds: [ROLE.writer, ROLE.editor] },
      remoteAddress: '203.0.113.7',
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const { rows, total } = await audit({ action: 'user.roles', userId: admin.userId });
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({
      actor: { userId: admin.userId, name: 'Nermin', surname: 'Denetçi' },
      entity: 'user',
      entityId: String(person.userId),
      subject: 'Şule Öztürk',
      action: 'user.roles',
      changes: [{ field: 'roleIds', before: [ROLE.writer], after: [ROLE.writer, ROLE.editor] }],
      ip: '203.0.113.7',
    });
    expect(Number.isNaN(Date.parse(rows[0]?.at ?? ''))).toBe(false);
  });

  it('records the address of institution changes, with the name before → after', async () => {
    const created = await call('admin', 'POST', '/v1/institution/', {
      payload: { name: 'Denetim Üniversitesi' },
      remoteAddress: '198.51.100.4',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { institutionId } = created.json();
    const renamed = await call('admin', 'PUT', '/v1/institution/', {
      payload: { institutionId, name: 'Denetim Teknik Üniversitesi' },
      remoteAddress: '198.51.100.5',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const { rows } = await audit({ entity: 'institution' });
    const mine = rows.filter((r) => r.entityId === String(institutionId));
    expect(mine.map((r) => [r.action, r.ip])).toEqual([
      ['institution.update', '198.51.100.5'],
      ['institution.create', '198.51.100.4'],
    ]);
    expect(mine[0]).toMatchObject({
      subject: 'Denetim Teknik Üniversitesi',
      changes: [{ field: 'name', before: 'Denetim Üniversitesi', after: 'Denetim Teknik Üniversitesi' }],
    });
    expect(mine[1]?.details).toEqual({ name: 'Denetim Üniversitesi' });
  });

  it('records the address of a sign-up (no session yet)', async () => {
    const { response, body } = await signUpViaApi(ctx, {}, '192.0.2.44');
    expect(response.statusCode, response.body).toBe(201);
    const { rows } = await audit({ action: 'user.signUp' });
    const row = rows.find((r) => r.subject === `${body.name} ${body.surname}` && r.ip === '192.0.2.44');
    expect(row).toBeDefined();
    expect(row?.actor?.userId).toBe(Number(row?.entityId));
  });

  it('masks the TC Kimlik No and the IBAN in every change it shows', async () => {
    const person = await createUser(ctx, { roles: [ROLE.writer] });
    const newIdentityNo = validTcKimlikNo();
    const updated = await call('admin', 'PUT', `/v1/users/${person.userId}`, {
      payload: {
        email: person.email,
        name: 'Test',
        surname: 'Kullanıcı',
        identityNo: newIdentityNo,
        institutionId: await noInstitutionId(ctx),
        titleName: '',
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    // An entry written with the numbers in full (as an older or careless call site might) is masked too.
    await ctx.database.db.insert(auditLog).values({
      actorUserId: admin.userId,
      entity: 'user',
      entityId: String(person.userId),
      action: 'user.update',
      details: { before: { iban: null }, after: { iban: IBAN }, identityNo: person.identityNo },
    });

    const response = await call('admin', 'GET', `/v1/audit?entity=user&action=user.update`);
    expect(response.statusCode).toBe(200);
    for (const secret of [person.identityNo, newIdentityNo, IBAN])
      expect(response.body).not.toContain(secret);
    const rows = (response.json() as AuditListAnswer).rows.filter(
      (r) => r.entityId === String(person.userId),
    );
    expect(rows[1]?.changes).toEqual([
      {
        field: 'identityNo',
        before: maskIdentityNo(person.identityNo),
        after: maskIdentityNo(newIdentityNo),
      },
    ]);
    expect(rows[0]?.changes).toEqual([{ field: 'iban', before: null, after: maskIban(IBAN) }]);
    expect(rows[0]?.details).toEqual({ identityNo: maskIdentityNo(person.identityNo) });
  });

  it('records a TC Kimlik No change even when the two numbers mask alike', async () => {
    const person = await createUser(ctx, { roles: [ROLE.writer] });
    let lookalike = validTcKimlikNo();
    while (lookalike === person.identityNo || maskIdentityNo(lookalike) !== maskIdentityNo(person.identityNo))
      lookalike = validTcKimlikNo();
    const updated = await call('admin', 'PUT', `/v1/users/${person.userId}`, {
      payload: {
        email: person.email,
        name: 'Test',
        surname: 'Kullanıcı',
        identityNo: lookalike,
        institutionId: await noInstitutionId(ctx),
        titleName: '',
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const response = await call('admin', 'GET', `/v1/audit?entity=user&action=user.update`);
    expect(response.body).not.toContain(lookalike);
    const [row] = (response.json() as AuditListAnswer).rows.filter(
      (r) => r.entityId === String(person.userId),
    );
    expect(row?.changes).toEqual([
      { field: 'identityNo', before: maskIdentityNo(person.identityNo), after: maskIdentityNo(lookalike) },
    ]);
  });

  it('shows a profile change field by field, the IBAN masked, with the address', async () => {
    const writer = await signedInUser(ctx, { roles: [ROLE.writer], name: 'Zeynep', surname: 'Kaya' });
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/profile',
      payload: {
        name: 'Zeynep',
        surname: 'Kaya',
        titleName: 'Öğretmen',
        institutionId: await noInstitutionId(ctx),
        iban: IBAN,
        bankName: 'Ziraat Bankası',
      },
      remoteAddress: '203.0.113.99',
      headers: { authorization: `Bearer ${writer.token}` },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await call(
      'admin',
      'GET',
      `/v1/audit?userId=${writer.userId}&action=user.updateProfile`,
    );
    expect(response.body).not.toContain(IBAN);
    const [row] = (response.json() as AuditListAnswer).rows;
    expect(row).toMatchObject({ subject: 'Zeynep Kaya', ip: '203.0.113.99' });
    expect(row?.changes).toEqual(
      expect.arrayContaining([
        { field: 'iban', before: null, after: maskIban(IBAN) },
        { field: 'bankName', before: null, after: 'Ziraat Bankası' },
      ]),
    );
  });

  it('shows the system as no actor (the first admin made at start)', async () => {
    const { rows } = await audit({ action: 'user.create', pageSize: 100 });
    const first = rows.find((r) => r.details.firstAdmin === true);
    expect(first?.actor).toBeNull();
  });
});

describe('filters and paging', () => {
  let actorId = 0;
  /** 30 entries by one person, one every 6 hours from 2020-03-01 00:00 UTC (03:00 in Istanbul). */
  beforeAll(async () => {
    actorId = (await createUser(ctx, { roles: [ROLE.editor], name: 'Sayfa', surname: 'Deneme' })).userId;
    const start = Date.parse('2020-03-01T00:00:00Z');
    await ctx.database.db.insert(auditLog).values(
      Array.from({ length: 30 }, (_, i) => ({
        at: new Date(start + i * 6 * 3600_000),
        actorUserId: actorId,
        entity: i % 3 === 0 ? 'tale' : 'attachment',
        entityId: String(900_000 + i),
        action: i % 3 === 0 ? 'tale.submit' : 'attachment.upload',
        details: i % 3 === 0 ? { from: 1, to: 2 } : { fileName: `dosya-${i}.pdf` },
        ip: '10.0.0.1',
      })),
    );
  });

  it('pages newest first with the total, every entry once', async () => {
    const pages = await Promise.all(
      [0, 1, 2, 3].map((page) => audit({ userId: actorId, page, pageSize: 8 })),
    );
    expect(pages.map((p) => p.total)).toEqual([30, 30, 30, 30]);
    expect(pages.map((p) => p.rows.length)).toEqual([8, 8, 8, 6]);
    const ids = pages.flatMap((p) => p.rows.map((r) => Number(r.entityId)));
    expect(ids).toEqual(Array.from({ length: 30 }, (_, i) => 900_029 - i));
  });

  it('filters by kind of record and by action', async () => {
    const tales = await audit({ userId: actorId, entity: 'tale', pageSize: 100 });
    expect(tales.total).toBe(10);
    expect(tales.rows.every((r) => r.action === 'tale.submit')).toBe(true);
    expect(tales.rows[0]?.changes).toEqual([{ field: 'actionId', before: 1, after: 2 }]);
    const uploads = await audit({ userId: actorId, action: 'attachment.upload', pageSize: 100 });
    expect(uploads.total).toBe(20);
    // The file is gone (never existed here): its name comes from the entry.
    expect(uploads.rows[0]?.subject).toBe('dosya-29.pdf');
  });

  it('filters by Istanbul days, both ends inclusive', async () => {
    // Istanbul's 2 March runs from 1 March 21:00 UTC to 2 March 21:00 UTC: entries 4…7.
    const second = await audit({ userId: actorId, from: '2020-03-02', to: '2020-03-02' });
    expect(second.rows.map((r) => Number(r.entityId) - 900_000)).toEqual([7, 6, 5, 4]);
    const firstTwoDays = await audit({ userId: actorId, to: '2020-03-02' });
    expect(firstTwoDays.total).toBe(8);
    const fromTheTenth = await audit({ userId: actorId, from: '2020-03-08' });
    expect(fromTheTenth.total).toBe(30 - 28);
  });

  it('refuses a bad query with Turkish field messages (400)', async () => {
    for (const query of ['pageSize=101', 'page=-1', 'action=user.nothing', 'entity=odeme', 'userId=0']) {
      expect((await call('admin', 'GET', `/v1/audit?${query}`)).statusCode, query).toBe(400);
    }
    const badDay = await call('admin', 'GET', '/v1/audit?from=2020-02-30');
    expect(badDay.statusCode).toBe(400);
    expect(messagesFor(badDay, 'from')).toEqual([MSG.dateInvalid]);
    const reversed = await call('admin', 'GET', '/v1/audit?from=2020-03-05&to=2020-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(messagesFor(reversed, 'to')).toEqual([MSG.auditDateRange]);
  });
});

describe("someone else's draft", () => {
  const createTale = async (taleName: string) => {
    const response = await call('writer', 'POST', '/v1/tales/full', {
      payload: completeTaleBody({ taleName }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return String(response.json().taleId);
  };
  const subjectOf = async (entityId: string) => {
    const { rows } = await audit({ entity: 'tale', action: 'tale.create', pageSize: 100 });
    return rows.find((r) => r.entityId === entityId)?.subject;
  };

  it('is named "taslak" until it is submitted; the admin\'s own draft keeps its name', async () => {
    const theirs = await createTale('Yazarın Gizli Taslağı');
    expect(await subjectOf(theirs)).toBe('taslak');
    // The admin's own draft (written here as the admin's): its name is theirs to see.
    const own = await createWorkflowTale(ctx, {
      userId: admin.userId,
      actionId: 1,
      taleName: 'Yöneticinin Taslağı',
    });
    await ctx.database.db.insert(auditLog).values({
      actorUserId: admin.userId,
      entity: 'tale',
      entityId: String(own.taleId),
      action: 'tale.create',
    });
    expect(await subjectOf(String(own.taleId))).toBe('Yöneticinin Taslağı');

    const submitted = await call('writer', 'PUT', '/v1/tales/', {
      payload: { taleId: Number(theirs), actionId: 2 },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await subjectOf(theirs)).toBe('Yazarın Gizli Taslağı');
  });
});
