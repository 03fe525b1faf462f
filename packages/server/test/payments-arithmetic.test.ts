/**
 * Payment arithmetic end to end: a tale approved in the workflow accrues round(words × coefficient)
 * kuruş, half up, which the compiler's list, the admin's list and totals show to the kuruş; a coefficient
 * changed between accrual and payment changes only payments created afterwards. The expected amounts are
 * computed here with BigInt fractions, independently of the server's integer arithmetic.
 */
import { ACTION, ROLE } from '@masal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tales } from '../src/db/schema/index.ts';
import { signedInUser } from './support/factories.ts';
import { call } from './support/payment-fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { createWorkflowTale, paymentsOf, putTransition } from './support/workflow-fixtures.ts';

type User = Awaited<ReturnType<typeof signedInUser>>;
let ctx: TestApp;
let compiler: User;
let editor: User;
let member: User;
let admin: User;

beforeAll(async () => {
  ctx = await startTestApp();
  compiler = await signedInUser(ctx, { roles: [ROLE.writer] });
  editor = await signedInUser(ctx, { roles: [ROLE.editor] });
  member = await signedInUser(ctx, { roles: [ROLE.advisoryBoardMember] });
  admin = await signedInUser(ctx, { roles: [ROLE.admin] });
});
afterAll(async () => {
  await ctx?.close();
});

/** words × coefficient lira / 100 words, in kuruş, half up: words × p/q kuruş for a decimal "p/q". */
function expectedKurus(words: number, coefficient: string): number {
  const [whole = '0', fraction = ''] = coefficient.split('.');
  const q = 10n ** BigInt(fraction.length);
  const p = BigInt(whole) * q + BigInt(fraction || '0');
  const exact2 = (2n * BigInt(words) * p) / q; // twice the amount, truncated
  return Number((exact2 + 1n) / 2n);
}

/** A tale waiting for the advisory board with `words` as the server counted them, approved by the advisory board member. */
async function approvedTale(words: number): Promise<number> {
  const { taleId } = await createWorkflowTale(ctx, {
    userId: compiler.userId,
    actionId: ACTION.advisoryBoard,
    editorId: editor.userId,
  });
  await ctx.database.db.update(tales).set({ numberOfWord: words }).where(eq(tales.taleId, taleId));
  const moved = await putTransition(ctx, member.token, { taleId, actionId: ACTION.completed });
  expect(moved.statusCode, moved.body).toBe(200);
  return taleId;
}

const ownRows = async () =>
  (await call(ctx, compiler.token, 'GET', '/v1/payments?pageSize=100')).json().rows as Array<{
    taleId: number;
    paymentId: number;
    amountKurus: number;
    coefficient: string;
    status: string;
    paidAt: string | null;
  }>;

describe('payment arithmetic', () => {
  it.each([
    1, 999_999, 1_234,
  ])('%i words at 25.1: the kuruş an independent calculation gives', async (words) => {
    const taleId = await approvedTale(words);
    const [payment] = await paymentsOf(ctx, taleId);
    expect(payment?.amountKurus).toBe(expectedKurus(words, '25.1'));
    const own = (await ownRows()).find((r) => r.taleId === taleId);
    expect(own).toMatchObject({ amountKurus: expectedKurus(words, '25.1'), coefficient: '25.1' });
    const admins = (
      await call(ctx, admin.token, 'GET', `/v1/payments/admin?userId=${compiler.userId}`)
    ).json();
    expect(admins.rows.find((r: { taleId: number }) => r.taleId === taleId).amountKurus).toBe(
      expectedKurus(words, '25.1'),
    );
  });

  it('the independent calculation itself: 1 → 25, 1,234 → 30,973, 999,999 → 25,099,975 kuruş', () => {
    expect([1, 1_234, 999_999].map((w) => expectedKurus(w, '25.1'))).toEqual([25, 30_973, 25_099_975]);
    expect(expectedKurus(3, '0.5')).toBe(2); // 1.5 → 2, half up
  });

  it('a coefficient changed between accrual and payment changes only later payments', async () => {
    const before = await approvedTale(777);
    const changed = await call(ctx, admin.token, 'PUT', '/v1/payments/coefficient', { value: '33,3333' });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await approvedTale(999_999);

    const [early] = await paymentsOf(ctx, before);
    const [late] = await paymentsOf(ctx, after);
    expect(early?.amountKurus).toBe(expectedKurus(777, '25.1'));
    expect(late?.amountKurus).toBe(expectedKurus(999_999, '33.3333'));

    const ids = [early?.paymentId ?? 0, late?.paymentId ?? 0];
    expect(
      (await call(ctx, admin.token, 'PUT', '/v1/payments/approve', { paymentIds: ids })).statusCode,
    ).toBe(200);
    const paid = await call(ctx, admin.token, 'PUT', '/v1/payments/paid', {
      paymentIds: ids,
      paidAt: '2025-06-30',
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const own = await ownRows();
    expect(own.find((r) => r.taleId === before)).toMatchObject({
      coefficient: '25.1',
      amountKurus: expectedKurus(777, '25.1'),
      status: 'paid',
      paidAt: '2025-06-30',
    });
    expect(own.find((r) => r.taleId === after)).toMatchObject({
      coefficient: '33.3333',
      amountKurus: expectedKurus(999_999, '33.3333'),
    });
    // The compiler's totals per year and status add up to the rows, to the kuruş.
    const { totals, rows } = (await call(ctx, compiler.token, 'GET', '/v1/payments?pageSize=100')).json();
    const paidSum = rows
      .filter((r: { status: string }) => r.status === 'paid')
      .reduce((s: number, r: { amountKurus: number }) => s + r.amountKurus, 0);
    const paidTotals = totals.filter((t: { status: string }) => t.status === 'paid');
    expect(paidTotals.reduce((s: number, t: { amountKurus: number }) => s + t.amountKurus, 0)).toBe(paidSum);
    expect(paidSum).toBe(expectedKurus(777, '25.1') + expectedKurus(999_999, '33.3333'));
  });
});
