/** Payments, bank details and calls of the payments tests, written straight into the database. */
import { ACTION } from '@masal/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { payments, tales, users } from '../../src/db/schema/index.ts';
import { secretsOf } from './factories.ts';
import { createTale } from './tales.ts';
import type { TestApp } from './test-app.ts';
import { bearer } from './workflow-fixtures.ts';

/** A valid Turkish IBAN whose account number ends in `n`: bank code 00061, mod-97 check digits computed here. */
export function validIban(n: number): string {
  const bban = `000610${String(n).padStart(16, '0')}`;
  // TR = 29 27; the check digits make (bban + "292700") mod 97 equal 1.
  const check = 98n - (BigInt(`${bban}292700`) % 97n);
  return `TR${String(check).padStart(2, '0')}${bban}`;
}

/** Sets the user's IBAN (encrypted, as the profile stores it) and bank name; null clears them. */
export async function setBankDetails(
  ctx: TestApp,
  userId: number,
  details: { iban: string | null; bankName: string | null },
): Promise<void> {
  await ctx.database.db
    .update(users)
    .set({
      ibanEnc: details.iban === null ? null : secretsOf(ctx).encrypt(details.iban),
      bankName: details.bankName,
    })
    .where(eq(users.userId, userId));
}

/** A completed tale of `userId` with its payment, frozen as the workflow would freeze it. */
export async function createPayment(
  ctx: TestApp,
  options: { userId: number; taleName?: string } & Partial<typeof payments.$inferInsert>,
): Promise<{ taleId: number; paymentId: number }> {
  const { userId, taleName, ...extra } = options;
  const { taleId } = await createTale(ctx, {
    userId,
    actionId: ACTION.completed,
    taleName: taleName ?? 'Keloğlan',
  });
  const [row] = await ctx.database.db
    .insert(payments)
    .values({ taleId, userId, numberOfWord: 1000, coefficient: '25.1', amountKurus: 25_100, ...extra })
    .returning({ paymentId: payments.paymentId });
  if (!row) throw new Error('payment insert returned nothing');
  return { taleId, paymentId: row.paymentId };
}

/** Sets the tale's region (the admin's region filter reads it). */
export async function setTaleArea(ctx: TestApp, taleId: number, area: string): Promise<void> {
  await ctx.database.db.update(tales).set({ area }).where(eq(tales.taleId, taleId));
}

/** One call with a bearer token (or none) and a JSON body. */
export function call(
  ctx: TestApp,
  token: string | undefined,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The payment rows as stored. */
export function paymentRows(ctx: TestApp, paymentIds: number[]) {
  return Promise.all(
    paymentIds.map(async (id) => {
      const [row] = await ctx.database.db.select().from(payments).where(eq(payments.paymentId, id));
      return row;
    }),
  );
}
