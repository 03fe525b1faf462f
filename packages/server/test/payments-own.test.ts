/**
 * GET /v1/payments: the signed-in user's own payments, whatever their roles, newest first, with the tale's
 * name; never anyone else's. Payment rows are written straight into the database here.
 */
import { ACTION, type Payment, ROLE } from '@masal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema/index.ts';
import { type CreatedUser, signedInUser } from './support/factories.ts';
import { createTale } from './support/tales.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

type User = CreatedUser & { token: string };
let ctx: TestApp;
let compiler: User;
let other: User;
let admin: User;

const list = (who: User | null, query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `/v1/payments${query}`,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });
async function rowsOf(who: User, query = ''): Promise<{ rows: Payment[]; total: number }> {
  const response = await list(who, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A payment of `userId` for a new tale of theirs named `taleName`, created at `createdAt`. */
async function paymentFor(
  userId: number,
  taleName: string,
  createdAt: string,
  extra: Partial<typeof payments.$inferInsert> = {},
) {
  const { taleId } = await createTale(ctx, { userId, actionId: ACTION.completed, taleName });
  const [row] = await ctx.database.db
    .insert(payments)
    .values({
      taleId,
      userId,
      numberOfWord: 1000,
      coefficient: '25.1',
      amountKurus: 25_100,
      createdAt: new Date(createdAt),
      ...extra,
    })
    .returning({ paymentId: payments.paymentId });
  return { taleId, paymentId: row?.paymentId ?? 0 };
}

const mine = { older: { taleId: 0, paymentId: 0 }, newer: { taleId: 0, paymentId: 0 } };

beforeAll(async () => {
  ctx = await startTestApp();
  compiler = await signedInUser(ctx, { roles: [ROLE.writer] });
  other = await signedInUser(ctx, { roles: [ROLE.writer] });
  admin = await signedInUser(ctx, { roles: [ROLE.admin] });
  mine.older = await paymentFor(compiler.userId, 'Keloğlan ile Dev', '2024-03-01T10:00:00Z', {
    status: 'paid',
    approvedAt: new Date('2024-03-10T10:00:00Z'),
    paidAt: '2024-03-15',
  });
  mine.newer = await paymentFor(compiler.userId, 'Şahmeran', '2024-05-01T10:00:00Z', {
    numberOfWord: 333,
    coefficient: '30',
    amountKurus: 9990,
  });
  await paymentFor(other.userId, 'Başkasının Masalı', '2024-04-01T10:00:00Z');
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /v1/payments', () => {
  it('requires a session (403)', async () => {
    expect((await list(null)).statusCode).toBe(403);
  });

  it('answers the caller’s own payments only, newest first, with the tale’s name', async () => {
    const { rows, total } = await rowsOf(compiler);
    expect(total).toBe(2);
    expect(rows).toEqual([
      {
        paymentId: mine.newer.paymentId,
        taleId: mine.newer.taleId,
        taleName: 'Şahmeran',
        userId: compiler.userId,
        numberOfWord: 333,
        coefficient: '30',
        amountKurus: 9990,
        status: 'pending',
        createdAt: '2024-05-01T10:00:00.000Z',
        approvedAt: null,
        paidAt: null,
        adjustsPaymentId: null,
        reason: null,
      },
      {
        paymentId: mine.older.paymentId,
        taleId: mine.older.taleId,
        taleName: 'Keloğlan ile Dev',
        userId: compiler.userId,
        numberOfWord: 1000,
        coefficient: '25.1',
        amountKurus: 25_100,
        status: 'paid',
        createdAt: '2024-03-01T10:00:00.000Z',
        approvedAt: '2024-03-10T10:00:00.000Z',
        paidAt: '2024-03-15',
        adjustsPaymentId: null,
        reason: null,
      },
    ]);
  });

  it('never shows another’s payment: not to its compiler’s peers, not to an admin', async () => {
    const others = await rowsOf(other);
    expect(others.rows.map((r) => r.taleName)).toEqual(['Başkasının Masalı']);
    expect(others.rows.every((r) => r.userId === other.userId)).toBe(true);
    expect(await rowsOf(admin)).toEqual({ rows: [], total: 0, totals: [] });
    // No parameter widens it to someone else.
    const asked = await rowsOf(compiler, `?userId=${other.userId}`);
    expect(asked.rows.every((r) => r.userId === compiler.userId)).toBe(true);
  });

  it('pages with page and pageSize', async () => {
    const second = await rowsOf(compiler, '?page=1&pageSize=1');
    expect(second.rows.map((r) => r.paymentId)).toEqual([mine.older.paymentId]);
    expect(second.total).toBe(2);
    expect((await list(compiler, '?pageSize=0')).statusCode).toBe(400);
  });
});
