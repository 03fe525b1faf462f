/**
 * Payments accrue in the transition's transaction when a tale reaches 6 or 7 (decisions.md "Payments"):
 * amountKurus = round(numberOfWord × coefficient), lira per 100 words → kuruş per word, with the word count and
 * the coefficient in force frozen on the record, one payment per tale however often it gets there.
 * Amounts are computed here in integers, independently of the server's arithmetic.
 */
import { ACTION, ROLE } from '@masal/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, paymentCoefficients, tales } from '../src/db/schema/index.ts';
import { signedInUser } from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { createWorkflowTale, paymentsOf, putTransition, taleSnapshot } from './support/workflow-fixtures.ts';

let ctx: TestApp;
type User = Awaited<ReturnType<typeof signedInUser>>;
let owner: User;
let editor: User;
let member: User;
let chair: User;
let admin: User;
let publisher: User;
let assistant: User;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await signedInUser(ctx, { roles: [ROLE.writer] });
  editor = await signedInUser(ctx, { roles: [ROLE.editor] });
  member = await signedInUser(ctx, { roles: [ROLE.advisoryBoardMember] });
  chair = await signedInUser(ctx, { roles: [ROLE.advisoryBoardChair] });
  admin = await signedInUser(ctx, { roles: [ROLE.admin] });
  publisher = await signedInUser(ctx, { roles: [ROLE.publishingEditor] });
  assistant = await signedInUser(ctx, { roles: [ROLE.editorAssistant] });
});
afterAll(async () => {
  await ctx?.close();
});

/** Integer kuruş of `words` at a coefficient of `per100Words` ten-thousandths of a lira, rounded half up. */
const kurus = (words: number, coefficientTenThousandths: number) =>
  Math.floor((words * coefficientTenThousandths + 5_000) / 10_000);

/** A tale waiting for the advisory board whose stored word count is `words` (the server's count of its text). */
async function atAdvisoryBoard(words: number) {
  const { taleId } = await createWorkflowTale(ctx, {
    userId: owner.userId,
    actionId: ACTION.advisoryBoard,
    editorId: editor.userId,
  });
  await ctx.database.db.update(tales).set({ numberOfWord: words }).where(eq(tales.taleId, taleId));
  return taleId;
}

const move = async (who: User, taleId: number, actionId: number, note?: string) => {
  const response = await putTransition(ctx, who.token, { taleId, actionId, ...(note ? { note } : {}) });
  expect(response.statusCode, response.body).toBe(200);
};

const paymentAudits = (paymentId: number) =>
  ctx.database.db
    .select({ actor: auditLog.actorUserId, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'payment.create'), eq(auditLog.entityId, String(paymentId))));

describe('the payment of a tale reaching 6 or 7', () => {
  it.each([
    [1, 25],
    [1234, 30_973],
    [999_999, 25_099_975],
  ])('%i words at 25.1 lira per 100 words: %i kuruş, for the compiler, pending, audited', async (words, expected) => {
    expect(kurus(words, 251_000)).toBe(expected);
    const taleId = await atAdvisoryBoard(words);
    await move(member, taleId, ACTION.completed);
    const rows = await paymentsOf(ctx, taleId);
    expect(rows).toEqual([
      expect.objectContaining({
        userId: owner.userId,
        numberOfWord: words,
        amountKurus: expected,
        status: 'pending',
        adjustsPaymentId: null,
        approvedAt: null,
        paidAt: null,
      }),
    ]);
    expect(Number(rows[0]?.coefficient)).toBe(25.1);
    expect(await paymentAudits(rows[0]?.paymentId ?? 0)).toEqual([
      {
        actor: member.userId,
        details: { taleId, numberOfWord: words, coefficient: rows[0]?.coefficient, amountKurus: expected },
      },
    ]);
  });

  it('is created for private content (5→7) as for a completed tale', async () => {
    const taleId = await atAdvisoryBoard(400);
    await move(chair, taleId, ACTION.privateContent);
    expect(await paymentsOf(ctx, taleId)).toEqual([
      expect.objectContaining({ userId: owner.userId, numberOfWord: 400, amountKurus: kurus(400, 251_000) }),
    ]);
  });

  it('is created once however often the tale gets to 6 or 7, with what was frozen the first time', async () => {
    const taleId = await atAdvisoryBoard(1234);
    await move(member, taleId, ACTION.completed);
    const [first] = await paymentsOf(ctx, taleId);
    // The text grows after the payment: the record keeps the count it was created with.
    await ctx.database.db.update(tales).set({ numberOfWord: 5000 }).where(eq(tales.taleId, taleId));
    await move(publisher, taleId, ACTION.published);
    await move(admin, taleId, ACTION.completed, 'Yayın izni geri çekildi.');
    await move(admin, taleId, ACTION.advisoryBoard, 'Kurul özel içerik mi diye baksın.');
    await move(chair, taleId, ACTION.privateContent);
    await move(admin, taleId, ACTION.completed, 'Özel içerik değil.');
    expect(await paymentsOf(ctx, taleId)).toEqual([first]);
    expect(first).toMatchObject({ numberOfWord: 1234, amountKurus: 30_973 });
    expect(await paymentAudits(first?.paymentId ?? 0)).toHaveLength(1);
  });

  it('is never created by a transition elsewhere, nor by a refused one', async () => {
    const taleId = await atAdvisoryBoard(300);
    await move(member, taleId, ACTION.inReview, 'Özet eksik kalmış.');
    await move(editor, taleId, ACTION.advisoryBoard);
    await move(chair, taleId, ACTION.rejected, 'Bu bölgeden değil.');
    const refused = await putTransition(ctx, assistant.token, { taleId, actionId: ACTION.completed });
    expect(refused.statusCode).toBe(401);
    expect(await paymentsOf(ctx, taleId)).toEqual([]);
  });

  it('is written in the transition’s transaction: when it cannot be, the tale does not move either', async () => {
    const taleId = await atAdvisoryBoard(250);
    const before = await taleSnapshot(ctx, taleId);
    const { db } = ctx.database;
    await db.execute(
      sql.raw(
        `create function refuse_payment() returns trigger language plpgsql as $$ begin raise exception 'payment refused'; end $$`,
      ),
    );
    await db.execute(
      sql.raw(
        'create trigger refuse_payment before insert on payments for each row execute function refuse_payment()',
      ),
    );
    try {
      const response = await putTransition(ctx, member.token, { taleId, actionId: ACTION.completed });
      expect(response.statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_payment on payments'));
      await db.execute(sql.raw('drop function refuse_payment()'));
    }
    expect(await taleSnapshot(ctx, taleId)).toEqual(before);
    await move(member, taleId, ACTION.completed);
    expect(await paymentsOf(ctx, taleId)).toHaveLength(1);
  });

  // Last: it changes the coefficient in force for the rest of this file.
  it('takes the coefficient in force when the tale gets there; earlier payments keep theirs', async () => {
    const earlier = await atAdvisoryBoard(1234);
    await move(member, earlier, ACTION.completed);
    await ctx.database.db.insert(paymentCoefficients).values({ value: '30.25', changedBy: admin.userId });
    const [inForce] = await ctx.database.db
      .select({ value: paymentCoefficients.value })
      .from(paymentCoefficients)
      .orderBy(desc(paymentCoefficients.changedAt), desc(paymentCoefficients.coefficientId))
      .limit(1);
    expect(Number(inForce?.value)).toBe(30.25);

    const later = await atAdvisoryBoard(1234);
    await move(chair, later, ACTION.privateContent);
    // 1234 × 30.25 = 37 328.5 → 37 329 kuruş (half up).
    expect(await paymentsOf(ctx, later)).toEqual([
      expect.objectContaining({ numberOfWord: 1234, amountKurus: kurus(1234, 302_500) }),
    ]);
    expect(kurus(1234, 302_500)).toBe(37_329);
    const [kept] = await paymentsOf(ctx, earlier);
    expect(kept).toMatchObject({ amountKurus: 30_973 });
    expect(Number(kept?.coefficient)).toBe(25.1);
  });
});
