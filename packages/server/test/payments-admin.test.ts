/**
 * The admin's payments: every route requires a session and the admin's role; the paged list with
 * its filters and totals; approval and payment in batches, all or nothing; two admins paying one batch at
 * once (one wins, the other 409); a paid payment never changes, a correction is a linked adjustment.
 */
import { MSG, type PaymentAdminAnswer, ROLE } from '@masal/shared';
import { BANKS } from '@masal/shared/banks';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, institutions, users } from '../src/db/schema/index.ts';
import { signedInUser } from './support/factories.ts';
import {
  call,
  createPayment,
  paymentRows,
  setBankDetails,
  setTaleArea,
  validIban,
} from './support/payment-fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

type User = Awaited<ReturnType<typeof signedInUser>>;
let ctx: TestApp;
let admin: User;
let secondAdmin: User;
let compiler: User;
let other: User;
let editor: User;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await signedInUser(ctx, { roles: [ROLE.admin] });
  secondAdmin = await signedInUser(ctx, { roles: [ROLE.admin] });
  compiler = await signedInUser(ctx, { roles: [ROLE.writer], name: 'Çağrı', surname: 'Şenöz' });
  other = await signedInUser(ctx, { roles: [ROLE.writer], name: 'Işıl', surname: 'Güneş' });
  editor = await signedInUser(ctx, { roles: [ROLE.editor, ROLE.writer] });
  await setBankDetails(ctx, compiler.userId, { iban: validIban(1), bankName: BANKS[0] ?? 'Ziraat' });
});
afterAll(async () => {
  await ctx?.close();
});

const ADMIN_ROUTES: Array<[method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown]> = [
  ['GET', '/v1/payments/admin'],
  ['PUT', '/v1/payments/approve', { paymentIds: [1] }],
  ['PUT', '/v1/payments/paid', { paymentIds: [1], paidAt: '2024-01-01' }],
  ['GET', '/v1/payments/export?format=csv'],
  ['GET', '/v1/payments/coefficient'],
  ['PUT', '/v1/payments/coefficient', { value: '30' }],
  ['POST', '/v1/payments/1/adjustments', { numberOfWord: 10, reason: 'Yanlış sayım' }],
];

describe.each(ADMIN_ROUTES)('%s %s', (method, url, body) => {
  it('requires a session (403)', async () => {
    expect((await call(ctx, undefined, method, url, body)).statusCode).toBe(403);
  });
  it('refuses the wrong role (401): a compiler, an editor', async () => {
    for (const who of [compiler, editor]) {
      const response = await call(ctx, who.token, method, url, body);
      expect(response.statusCode, response.body).toBe(401);
    }
  });
});

const list = async (query = ''): Promise<PaymentAdminAnswer> => {
  const response = await call(ctx, admin.token, 'GET', `/v1/payments/admin${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('GET /v1/payments/admin', () => {
  it('filters by status, compiler, institution, region and period, pages, and totals the whole selection', async () => {
    const a = await createPayment(ctx, {
      userId: compiler.userId,
      taleName: 'Şahmeran',
      amountKurus: 12_345,
      createdAt: new Date('2025-02-10T21:30:00Z'), // 11 February in Istanbul
    });
    const b = await createPayment(ctx, {
      userId: other.userId,
      taleName: 'Dev ile Keloğlan',
      amountKurus: 100,
      status: 'approved',
      approvedAt: new Date('2025-03-01T09:00:00Z'),
      createdAt: new Date('2025-02-20T09:00:00Z'),
    });
    // The region and the institution change after the payment: the list follows them.
    await setTaleArea(ctx, b.taleId, 'Karadeniz');
    const [institution] = await ctx.database.db
      .insert(institutions)
      .values({ name: 'Ödeme Testi Üniversitesi' })
      .returning();
    await ctx.database.db
      .update(users)
      .set({ institutionId: institution?.institutionId ?? 0 })
      .where(eq(users.userId, other.userId));

    const byCompiler = await list('?compiler=senoz&from=2025-02-11&to=2025-02-11');
    expect(byCompiler.rows.map((r) => r.paymentId)).toEqual([a.paymentId]);
    expect(byCompiler.rows[0]).toMatchObject({
      name: 'Çağrı',
      surname: 'Şenöz',
      taleName: 'Şahmeran',
      amountKurus: 12_345,
      status: 'pending',
      bankReady: true,
    });
    // 10 February is the day before in Istanbul.
    expect((await list('?compiler=senoz&to=2025-02-10')).rows).toEqual([]);

    const byPlace = await list(
      `?status=approved&area=Karadeniz&institutionId=${institution?.institutionId}&period=approved&from=2025-03-01`,
    );
    expect(byPlace.rows.map((r) => r.paymentId)).toEqual([b.paymentId]);
    expect(byPlace.rows[0]).toMatchObject({ area: 'Karadeniz', institutionName: 'Ödeme Testi Üniversitesi' });
    expect(byPlace.rows[0]?.bankReady).toBe(false);
    expect(byPlace.totals).toEqual({
      count: 1,
      amountKurus: 100,
      byStatus: {
        pending: { count: 0, amountKurus: 0 },
        approved: { count: 1, amountKurus: 100 },
        paid: { count: 0, amountKurus: 0 },
      },
    });

    const both = await list(`?userId=${compiler.userId}`);
    expect(both.totals.byStatus.pending.amountKurus).toBe(
      both.rows.filter((r) => r.status === 'pending').reduce((sum, r) => sum + r.amountKurus, 0),
    );
    const firstPage = await list('?pageSize=1');
    expect(firstPage.rows).toHaveLength(1);
    expect(firstPage.total).toBeGreaterThanOrEqual(2);
  });

  it('refuses bad filters with Turkish messages (400)', async () => {
    for (const query of [
      '?status=unpaid',
      '?area=Atlantis',
      '?from=2025-13-01',
      '?from=2025-03-02&to=2025-03-01',
    ]) {
      const response = await call(ctx, admin.token, 'GET', `/v1/payments/admin${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[0].message).toMatch(/[a-zçğıöşü]/i);
    }
    const bad = await call(ctx, admin.token, 'GET', '/v1/payments/admin?status=unpaid');
    expect(JSON.stringify(bad.json())).toContain(MSG.paymentStatusInvalid);
  });
});

const approve = (who: User, paymentIds: number[]) =>
  call(ctx, who.token, 'PUT', '/v1/payments/approve', { paymentIds });
const pay = (who: User, paymentIds: number[], paidAt = '2025-04-01') =>
  call(ctx, who.token, 'PUT', '/v1/payments/paid', { paymentIds, paidAt });
const auditsOf = (paymentIds: number[], action: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), inArray(auditLog.entityId, paymentIds.map(String))));

describe('batches', () => {
  it('approve and pay every payment of the batch, each audited', async () => {
    const ids = [
      (await createPayment(ctx, { userId: compiler.userId })).paymentId,
      (await createPayment(ctx, { userId: other.userId })).paymentId,
    ];
    expect((await approve(admin, ids)).json()).toEqual({ updated: 2 });
    const approved = await paymentRows(ctx, ids);
    expect(approved.map((r) => [r?.status, r?.approvedBy])).toEqual([
      ['approved', admin.userId],
      ['approved', admin.userId],
    ]);
    expect((await pay(admin, ids, '2025-04-01')).json()).toEqual({ updated: 2 });
    const paid = await paymentRows(ctx, ids);
    expect(paid.map((r) => [r?.status, r?.paidAt, r?.paidBy])).toEqual([
      ['paid', '2025-04-01', admin.userId],
      ['paid', '2025-04-01', admin.userId],
    ]);
    expect(await auditsOf(ids, 'payment.approve')).toHaveLength(2);
    expect((await auditsOf(ids, 'payment.pay')).map((a) => a.details)).toEqual([
      { paidAt: '2025-04-01' },
      { paidAt: '2025-04-01' },
    ]);
  });

  it('are all or nothing: one payment in the wrong state (409) or unknown (400) changes nothing', async () => {
    const pending = (await createPayment(ctx, { userId: compiler.userId })).paymentId;
    const paid = (await createPayment(ctx, { userId: compiler.userId, status: 'paid', paidAt: '2025-01-05' }))
      .paymentId;
    const before = await paymentRows(ctx, [pending, paid]);

    const wrongState = await approve(admin, [pending, paid]);
    expect(wrongState.statusCode).toBe(409);
    expect(wrongState.json().message).toBe(MSG.paymentNotPending);
    const unknown = await approve(admin, [pending, 2_000_000_000]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(MSG.paymentNotFound);
    const notApproved = await pay(admin, [pending]);
    expect(notApproved.statusCode).toBe(409);

    expect(await paymentRows(ctx, [pending, paid])).toEqual(before);
    expect(await auditsOf([pending, paid], 'payment.approve')).toEqual([]);
  });

  it('refuses bad bodies with Turkish messages (400), changing nothing', async () => {
    const { paymentId } = await createPayment(ctx, { userId: compiler.userId, status: 'approved' });
    const cases: Array<[unknown, string]> = [
      [{ paymentIds: [] }, MSG.paymentIdsRequired],
      [{ paymentIds: [paymentId] }, MSG.paymentPaidAtRequired],
      [{ paymentIds: [paymentId], paidAt: '2999-01-01' }, 'Tarih bugünden sonra olamaz.'],
      [{ paymentIds: ['x'], paidAt: '2025-01-01' }, MSG.paymentIdsInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await call(ctx, admin.token, 'PUT', '/v1/payments/paid', body);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    expect((await paymentRows(ctx, [paymentId]))[0]?.status).toBe('approved');
  });

  it('two admins marking the same batch paid at once: one wins, the other gets 409', async () => {
    const ids = [
      (await createPayment(ctx, { userId: compiler.userId, status: 'approved' })).paymentId,
      (await createPayment(ctx, { userId: other.userId, status: 'approved' })).paymentId,
    ];
    const answers = await Promise.all([pay(admin, ids, '2025-05-01'), pay(secondAdmin, ids, '2025-05-02')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]?.statusCode === 200 ? admin : secondAdmin;
    const rows = await paymentRows(ctx, ids);
    expect(new Set(rows.map((r) => r?.paidBy))).toEqual(new Set([winner.userId]));
    expect(new Set(rows.map((r) => r?.paidAt))).toEqual(
      new Set([winner === admin ? '2025-05-01' : '2025-05-02']),
    );
    expect(await auditsOf(ids, 'payment.pay')).toHaveLength(2);
  });
});

describe('a paid payment', () => {
  it('cannot change; a correction is a new adjustment linked to it, seen by its compiler', async () => {
    const { paymentId, taleId } = await createPayment(ctx, {
      userId: compiler.userId,
      taleName: 'Üç Turunçlar',
      numberOfWord: 1000,
      coefficient: '25.1',
      amountKurus: 25_100,
      status: 'paid',
      paidAt: '2025-01-10',
    });
    const [before] = await paymentRows(ctx, [paymentId]);
    expect((await approve(admin, [paymentId])).statusCode).toBe(409);
    expect((await pay(admin, [paymentId])).statusCode).toBe(409);

    const adjust = (numberOfWord: number, reason = 'Kelime sayısı yanlış sayılmış') =>
      call(ctx, admin.token, 'POST', `/v1/payments/${paymentId}/adjustments`, { numberOfWord, reason });
    const first = await adjust(1234);
    expect(first.statusCode, first.body).toBe(200);
    // 1234 words × 25.1 kuruş = 30,973.4 → 30,973; the payment already counts 25,100.
    expect(first.json()).toMatchObject({
      taleId,
      userId: compiler.userId,
      adjustsPaymentId: paymentId,
      numberOfWord: 234,
      coefficient: '25.1',
      amountKurus: 30_973 - 25_100,
      status: 'pending',
      reason: 'Kelime sayısı yanlış sayılmış',
    });
    // A second correction counts the first: back to 1,200 words.
    const second = await adjust(1200, 'İkinci sayım');
    expect(second.json()).toMatchObject({ numberOfWord: -34, amountKurus: 30_120 - 30_973 });
    expect((await adjust(1200)).statusCode).toBe(409);
    const ofAdjustment = await call(
      ctx,
      admin.token,
      'POST',
      `/v1/payments/${first.json().paymentId}/adjustments`,
      {
        numberOfWord: 5,
        reason: 'Düzeltmenin düzeltmesi',
      },
    );
    expect(ofAdjustment.json().message).toBe(MSG.paymentAdjustAdjustment);
    expect((await adjust(10, 'a')).statusCode).toBe(400);
    expect(
      (
        await call(ctx, admin.token, 'POST', '/v1/payments/2000000000/adjustments', {
          numberOfWord: 5,
          reason: 'Olmayan ödeme',
        })
      ).statusCode,
    ).toBe(404);

    expect(await paymentRows(ctx, [paymentId])).toEqual([before]);
    const own = (await call(ctx, compiler.token, 'GET', '/v1/payments?pageSize=100')).json();
    const chain = own.rows.filter((r: { taleId: number }) => r.taleId === taleId);
    expect(
      chain.map((r: { amountKurus: number }) => r.amountKurus).reduce((s: number, a: number) => s + a),
    ).toBe(30_120);
    const [audit] = await auditsOf([first.json().paymentId], 'payment.adjust');
    expect(audit?.details).toMatchObject({ adjustsPaymentId: paymentId, amountKurus: 30_973 - 25_100 });
  });
});

describe('the coefficient', () => {
  it('keeps its history (date, who, old → new) and refuses bad values with a Turkish message', async () => {
    const start = (await call(ctx, admin.token, 'GET', '/v1/payments/coefficient')).json();
    expect(start.value).toBe('25.1');
    for (const value of ['abc', '0', '-3', '1,23456', '']) {
      const response = await call(ctx, admin.token, 'PUT', '/v1/payments/coefficient', { value });
      expect(response.statusCode, value).toBe(400);
      expect(JSON.stringify(response.json())).toContain(MSG.paymentCoefficientInvalid);
    }
    const same = await call(ctx, admin.token, 'PUT', '/v1/payments/coefficient', { value: '25,10' });
    expect(same.json().message).toBe(MSG.paymentCoefficientUnchanged);

    const changed = await call(ctx, admin.token, 'PUT', '/v1/payments/coefficient', { value: '27,35' });
    expect(changed.statusCode, changed.body).toBe(200);
    const answer = changed.json();
    expect(answer.value).toBe('27.35');
    expect(answer.history[0]).toMatchObject({
      value: '27.35',
      previous: '25.1',
      changedBy: { userId: admin.userId },
    });
    expect(answer.history.at(-1)).toMatchObject({ value: '25.1', previous: null });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payment.coefficient'));
    expect(audit?.details).toEqual({ previous: '25.1', value: '27.35' });
  });
});
