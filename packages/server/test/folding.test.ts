/** Name search folds Turkish letters in the database exactly as foldTr does, from the one shared table. */
import { FOLD_TR, ROLE } from '@masal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let ctx: TestApp;
let userId = 0;
let token = '';

beforeAll(async () => {
  ctx = await startTestApp();
  const user = await createUser(ctx, { roles: [ROLE.writer] });
  userId = user.userId;
  token = await signIn(ctx.app, user.email, user.password);
  for (const taleName of ['Keloğlan', 'İstanbul', 'Nasreddin Hoca', Object.keys(FOLD_TR).join('')]) {
    const r = await ctx.app.inject({
      method: 'POST',
      url: '/v1/tales/full',
      headers: { authorization: token },
      payload: { taleName },
    });
    expect(r.statusCode, r.body).toBe(200);
  }
});
afterAll(async () => {
  await ctx?.close();
});

async function namesFound(q: string): Promise<string[]> {
  const r = await ctx.app.inject({
    method: 'GET',
    url: `/v1/tales/userId/${userId}?q=${encodeURIComponent(q)}`,
    headers: { authorization: token },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().rows.map((row: { taleName: string }) => row.taleName);
}

describe('GET /v1/tales/userId/{id}?q=', () => {
  it('finds Keloğlan by KELOGLAN, keloglan and KELOĞLAN', async () => {
    for (const q of ['KELOGLAN', 'keloglan', 'KELOĞLAN', 'Keloğlan']) {
      expect(await namesFound(q), q).toEqual(['Keloğlan']);
    }
  });

  it('finds İstanbul by İstanbul, ISTANBUL, istanbul and ıstanbul', async () => {
    for (const q of ['İstanbul', 'ISTANBUL', 'istanbul', 'ıstanbul', 'İSTANBUL']) {
      expect(await namesFound(q), q).toEqual(['İstanbul']);
    }
  });

  it('folds every letter of the shared table in the database', async () => {
    // A name made of every letter of the table matches only if the SQL folds each one to its entry.
    const name = Object.keys(FOLD_TR).join('');
    expect(await namesFound(Object.values(FOLD_TR).join(''))).toEqual([name]);
    expect(await namesFound(name)).toEqual([name]);
  });
});
