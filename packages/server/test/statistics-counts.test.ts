/**
 * The counts the database keeps for the statistics (tale_counts, tale_count_changes): whatever writes tales —
 * an insert, a status or place change, a deletion, a text saved, a rolled-back change — they sum to what a
 * group-by over the tales gives, months in Istanbul time; and changes piled up past the threshold are folded
 * into tale_counts by the next figure without changing it.
 */
import { ACTION, ROLE } from '@masal/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.ts';
import { taleCountChanges, tales } from '../src/db/schema/index.ts';
import { statisticsRepository } from '../src/modules/statistics/statistics.repository.ts';
import { type CreatedUser, signedInUser } from './support/factories.ts';
import { createTale } from './support/tales.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let ctx: TestApp;
let writers: CreatedUser[];
const taleIds: number[] = [];

/** Each dimension's counts as "dimension|action|key" → n, from the kept counts (zeros left out). */
async function kept(): Promise<Record<string, number>> {
  const rows = rowsOf<{ key: string; n: number }>(
    await ctx.database.db.execute(sql`
      select concat_ws('|', dimension, action_id, group_id, to_char(month, 'YYYY-MM'), user_id, area, city) as key,
             sum(n)::int as n
      from (select * from tale_counts union all select * from tale_count_changes) as k
      group by 1 having sum(n) <> 0`),
  );
  return Object.fromEntries(rows.map((r) => [r.key, r.n]));
}

/** The same counts grouped over the tales themselves. */
async function counted(): Promise<Record<string, number>> {
  const rows = rowsOf<{ key: string; n: number }>(
    await ctx.database.db.execute(sql`
      with t as (select action_id, group_id, user_id, area, city,
                        to_char(submitted_at at time zone 'Europe/Istanbul', 'YYYY-MM') as month from tales)
      select concat_ws('|', 'type', action_id, group_id) as key, count(*)::int as n from t group by 1
      union all select concat_ws('|', 'month', action_id, month), count(*)::int from t group by 1
      union all select concat_ws('|', 'compiler', action_id, user_id), count(*)::int from t group by 1
      union all select concat_ws('|', 'place', action_id, area, city), count(*)::int from t group by 1`),
  );
  return Object.fromEntries(rows.map((r) => [r.key, r.n]));
}

beforeAll(async () => {
  ctx = await startTestApp();
  writers = [
    await signedInUser(ctx, { roles: [ROLE.writer], name: 'Dede', surname: 'Korkut' }),
    await signedInUser(ctx, { roles: [ROLE.writer], name: 'Billur', surname: 'Köşk' }),
  ];
  for (const [i, actionId] of [
    ACTION.published,
    ACTION.completed,
    ACTION.draft,
    ACTION.published,
  ].entries()) {
    const { taleId } = await createTale(ctx, { userId: (writers[i % 2] as CreatedUser).userId, actionId });
    taleIds.push(taleId);
  }
});
afterAll(async () => {
  await ctx?.close();
});

describe('the kept counts', () => {
  it('sum to the group-by over the tales through inserts, changes, deletions and a rollback', async () => {
    const db = ctx.database.db;
    const [first, second, draft, fourth] = taleIds as [number, number, number, number];
    // 31.01.2026 23:30 and 01.02.2026 00:30 in Istanbul: one month apart there, the same month in UTC.
    await db
      .update(tales)
      .set({ submittedAt: new Date('2026-01-31T20:30:00Z'), area: 'Ege', city: 'İzmir' })
      .where(eq(tales.taleId, first));
    await db
      .update(tales)
      .set({ submittedAt: new Date('2026-01-31T21:30:00Z'), area: 'Ege', city: 'İzmir' })
      .where(eq(tales.taleId, second));
    expect(await kept()).toEqual(await counted());
    expect(await kept()).toMatchObject({
      [`month|${ACTION.published}|2026-01`]: 1,
      [`month|${ACTION.completed}|2026-02`]: 1,
    });

    await db.update(tales).set({ actionId: ACTION.privateContent }).where(eq(tales.taleId, second));
    await db.update(tales).set({ taleText: 'Bir varmış bir yokmuş.' }).where(inArray(tales.taleId, taleIds));
    await db.update(tales).set({ city: 'Muğla' }).where(eq(tales.taleId, fourth));
    await db.delete(tales).where(eq(tales.taleId, draft));
    await db
      .transaction(async (tx) => {
        await tx.update(tales).set({ actionId: ACTION.rejected }).where(eq(tales.taleId, first));
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await kept()).toEqual(await counted());
    expect(await kept()).toMatchObject({ [`compiler|${ACTION.privateContent}|${writers[1]?.userId}`]: 1 });
  });

  it('folds changes piled up past the threshold into tale_counts, the figures unchanged', async () => {
    const repo = statisticsRepository(ctx.database.db);
    const before = await repo.places({ scope: 'all' });
    // Pairs that cancel out: past the threshold, and nothing to count.
    await ctx.database.db.execute(sql`
      insert into tale_count_changes (dimension, action_id, area, city, n)
      select 'place', ${ACTION.published}, 'Ege', 'İzmir', case when g % 2 = 0 then 1 else -1 end
      from generate_series(1, 6000) as g`);
    expect(await repo.places({ scope: 'all' })).toEqual(before);
    const [left] = rowsOf<{ n: number }>(
      await ctx.database.db.execute(sql`select count(*)::int as n from ${taleCountChanges}`),
    );
    expect(left?.n).toBe(0);
    expect(await kept()).toEqual(await counted());
  });
});
