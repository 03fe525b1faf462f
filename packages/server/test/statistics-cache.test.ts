/**
 * The statistics' answers are reused until what they count changes: session touches, sign-ins
 * and profile edits that leave the compiler's name, image and institution alone are served from the cache; a
 * change of a tale's status or place, a compiler's institution or name, an institution's or a type's name counts
 * again, and the new answer is right. The service here is the app's own code on the app's database; only its
 * cache is its own, so the figures' hits and misses are this test's alone.
 */
import { ACTION, ROLE, type StatisticsSummary } from '@masal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutions, sessions, taleGroups, tales, users } from '../src/db/schema/index.ts';
import { statisticsRepository } from '../src/modules/statistics/statistics.repository.ts';
import { statisticsService } from '../src/modules/statistics/statistics.service.ts';
import type { SessionUser } from '../src/plugins/auth.ts';
import { type CreatedUser, signedInUser, signIn } from './support/factories.ts';
import { createTale } from './support/tales.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { bearer, getAs } from './support/workflow-fixtures.ts';

let ctx: TestApp;
let statistics: ReturnType<typeof statisticsService>;
let compiler: CreatedUser & { token: string };
let reader: SessionUser;
let published: number;
let institutionId: number;

/** The home page's three calls; answers the summary, and how many of the three were hits and misses. */
async function homePage(): Promise<{ summary: StatisticsSummary; hits: number; misses: number }> {
  const before = statistics.cacheStats();
  await statistics.map(reader, { scope: 'public' });
  const summary = await statistics.summary(reader, { scope: 'public' });
  await statistics.topUploaders(reader, 'public', 10);
  const after = statistics.cacheStats();
  return { summary, hits: after.hits - before.hits, misses: after.misses - before.misses };
}
const expectServedFromCache = async () => expect(await homePage()).toMatchObject({ hits: 3, misses: 0 });

beforeAll(async () => {
  ctx = await startTestApp();
  statistics = statisticsService(statisticsRepository(ctx.database.db));
  compiler = await signedInUser(ctx, { roles: [ROLE.writer], name: 'Nasreddin', surname: 'Hoca' });
  const [made] = await ctx.database.db
    .insert(institutions)
    .values({ name: 'Akşehir Halk Eğitim Merkezi' })
    .returning({ id: institutions.institutionId });
  institutionId = made?.id ?? 0;
  await ctx.database.db.update(users).set({ institutionId }).where(eq(users.userId, compiler.userId));
  ({ taleId: published } = await createTale(ctx, {
    userId: compiler.userId,
    actionId: ACTION.published,
    taleName: 'Kazan Doğurdu',
  }));
  await ctx.database.db
    .update(tales)
    .set({ area: 'İç Anadolu', city: 'Konya' })
    .where(eq(tales.taleId, published));
  reader = { sessionId: 0, userId: compiler.userId, roleIds: [ROLE.writer] };
  // The first call of each counts.
  expect((await homePage()).misses).toBe(3);
});
afterAll(async () => {
  await ctx?.close();
});

describe('the statistics cache keeps its answers', () => {
  it('while nothing changes', async () => {
    await expectServedFromCache();
  });

  it("through a session's touch of last_seen_at", async () => {
    // As if the last request was two minutes ago: the next one writes last_seen_at.
    await ctx.database.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 120_000) });
    const before = await ctx.database.db.select({ at: sessions.lastSeenAt }).from(sessions);
    expect((await getAs(ctx, compiler.token, '/v1/auth/me')).statusCode).toBe(200);
    const after = await ctx.database.db.select({ at: sessions.lastSeenAt }).from(sessions);
    expect(after).not.toEqual(before);
    await expectServedFromCache();
  });

  it('through sign-ins', async () => {
    await signIn(ctx.app, compiler.email, compiler.password);
    await signedInUser(ctx, { roles: [ROLE.editor] });
    await expectServedFromCache();
  });

  it("through a profile edit that keeps the name and the institution, and a tale's text edited", async () => {
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/profile',
      headers: bearer(compiler.token),
      payload: { name: 'Nasreddin', surname: 'Hoca', institutionId, job: 'Kadı', iban: null, bankName: null },
    });
    expect(edit.statusCode).toBe(200);
    await ctx.database.db
      .update(tales)
      .set({ taleText: 'Hoca bir gün komşusundan bir kazan ödünç almış.' })
      .where(eq(tales.taleId, published));
    await expectServedFromCache();
  });
});

describe('the statistics cache counts again', () => {
  it("after a tale's status changes, with the new figures", async () => {
    const before = await homePage();
    const { taleId } = await createTale(ctx, { userId: compiler.userId, actionId: ACTION.completed });
    const after = await homePage();
    expect(after.misses).toBe(3);
    expect(after.summary.total).toBe(before.summary.total + 1);
    await ctx.database.db.update(tales).set({ actionId: ACTION.draft }).where(eq(tales.taleId, taleId));
    const undone = await homePage();
    expect(undone.misses).toBe(3);
    expect(undone.summary.total).toBe(before.summary.total);
  });

  it("after a tale's place changes", async () => {
    await ctx.database.db.update(tales).set({ city: 'Akşehir' }).where(eq(tales.taleId, published));
    const before = statistics.cacheStats().misses;
    const map = await statistics.map(reader, { scope: 'public' });
    expect(statistics.cacheStats().misses).toBe(before + 1);
    expect(map.provinces.find((p) => p.city === 'Konya')?.count).toBe(0);
    await ctx.database.db.update(tales).set({ city: 'Konya' }).where(eq(tales.taleId, published));
    expect(
      (await statistics.map(reader, { scope: 'public' })).provinces.find((p) => p.city === 'Konya')?.count,
    ).toBe(1);
  });

  it("after the compiler's institution changes in the profile, and after the institution is renamed", async () => {
    const [other] = await ctx.database.db
      .insert(institutions)
      .values({ name: 'Konya Selçuk Üniversitesi' })
      .returning({ id: institutions.institutionId });
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/profile',
      headers: bearer(compiler.token),
      payload: { name: 'Nasreddin', surname: 'Hoca', institutionId: other?.id, iban: null, bankName: null },
    });
    expect(moved.statusCode).toBe(200);
    const after = await homePage();
    expect(after.misses).toBeGreaterThan(0);
    expect(after.summary.byInstitution).toEqual([
      { institutionId: other?.id, institutionName: 'Konya Selçuk Üniversitesi', count: 1 },
    ]);

    await ctx.database.db
      .update(institutions)
      .set({ name: 'Selçuk Üniversitesi Halk Bilimi Bölümü' })
      .where(eq(institutions.institutionId, other?.id ?? 0));
    const renamed = await homePage();
    expect(renamed.misses).toBeGreaterThan(0);
    expect(renamed.summary.byInstitution[0]?.institutionName).toBe('Selçuk Üniversitesi Halk Bilimi Bölümü');
  });

  it("after the compiler's name changes, and after a type is renamed", async () => {
    await ctx.database.db.update(users).set({ surname: 'Efendi' }).where(eq(users.userId, compiler.userId));
    expect((await statistics.topUploaders(reader, 'public', 10))[0]?.surname).toBe('Efendi');

    const [group] = await ctx.database.db.select().from(taleGroups).limit(1);
    if (!group) throw new Error('no tale group');
    await ctx.database.db.update(tales).set({ groupId: group.groupId }).where(eq(tales.taleId, published));
    expect((await homePage()).summary.byType).toEqual([
      { groupId: group.groupId, groupName: group.name, count: 1 },
    ]);
    await ctx.database.db
      .update(taleGroups)
      .set({ name: `${group.name} (yeni)` })
      .where(eq(taleGroups.groupId, group.groupId));
    expect((await homePage()).summary.byType[0]?.groupName).toBe(`${group.name} (yeni)`);
  });

  it('once per transaction, however many rows it changed', async () => {
    const version = statisticsRepository(ctx.database.db).version;
    const before = await version();
    await ctx.database.db.transaction(async (tx) => {
      await tx.update(tales).set({ area: 'Ege' }).where(eq(tales.userId, compiler.userId));
      await tx.update(tales).set({ area: 'İç Anadolu' }).where(eq(tales.userId, compiler.userId));
    });
    expect(await version()).toBe(before + 1);
  });
});
