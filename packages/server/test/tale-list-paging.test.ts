/**
 * Tale lists paged by cursor: `after`/`before` walk exactly the order of one big page and of OFFSET
 * pages, for every sort field and both orders, through ties, sub-millisecond timestamps and NULL keys; filters,
 * the capped total, bad cursors, who sees what and the rows' lastNote keep working. Reads go through HTTP on the
 * real app; the database only sets up states and timestamps the workflow cannot reach yet.
 */
import {
  ACTION,
  compareTr,
  MSG,
  PROVINCES,
  REGIONS,
  ROLE,
  sortKeyTr,
  TALE_LIST_TOTAL_CAP,
  TALE_SORT_FIELDS,
  type TaleCreateInput,
  type TaleListAnswer,
  type TaleSortField,
  type TaleSummary,
} from '@masal/shared';
import { and, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tales } from '../src/db/schema/index.ts';
import { type CreatedUser, signedInUser } from './support/factories.ts';
import { completeTaleBody } from './support/tale-bodies.ts';
import { createTale, createTales } from './support/tales.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

type User = CreatedUser & { token: string };
type Order = 'asc' | 'desc';
type Query = Record<string, string | number | undefined>;

let ctx: TestApp;
/** Owns the 23 tales of WALK_TALES. */
let writer: User;
/** Another writer: drafts, a submitted and a published tale. */
let other: User;
let editor: User;
let admin: User;
/** Ids of WALK_TALES, in their order. */
const walkIds: number[] = [];
const otherTales = { drafts: [] as number[], submitted: 0, published: 0 };

const T1 = 'Bir varmış bir yokmuş.';
const T2 = 'Evvel zaman içinde kalbur saman içinde, deve tellal iken.';
const T3 = 'Az gittik uz gittik, dere tepe düz gittik.';

/**
 * The walk's tales: equal sort keys (names equal once folded for sorting, cities, word counts, statuses),
 * NULL keys (no area or city, drafts without submittedAt) and names for the search cases.
 */
const WALK_TALES: ReadonlyArray<{ body: TaleCreateInput; actionId: number }> = [
  {
    body: { taleName: 'Keloğlan', area: 'Karadeniz', city: 'Trabzon', taleText: T1 },
    actionId: ACTION.published,
  },
  {
    body: { taleName: 'KELOĞLAN', area: 'Karadeniz', city: 'Trabzon', taleText: T1 },
    actionId: ACTION.submitted,
  },
  { body: { taleName: 'keloğlan' }, actionId: ACTION.draft },
  {
    body: { taleName: 'Çobanın Kızı', area: 'Marmara', city: 'İstanbul', taleText: T2 },
    actionId: ACTION.revisionRequested,
  },
  { body: { taleName: 'ÇOBANIN TÜRKÜSÜ' }, actionId: ACTION.draft },
  { body: { taleName: 'Cobanin Sesi', area: 'Ege', city: 'İzmir', taleText: T1 }, actionId: ACTION.inReview },
  {
    body: { taleName: 'İstanbul Masalı', area: 'Marmara', city: 'İstanbul', taleText: T2 },
    actionId: ACTION.submitted,
  },
  { body: { taleName: 'ISTANBUL GECESİ' }, actionId: ACTION.draft },
  {
    body: { taleName: 'istanbul sabahı', area: 'Marmara', city: 'İstanbul', taleText: T3 },
    actionId: ACTION.published,
  },
  { body: { taleName: 'Yüzde %50 Masal' }, actionId: ACTION.draft },
  { body: { taleName: 'Elli 50 Masal' }, actionId: ACTION.draft },
  {
    body: { taleName: 'Alt_çizgi', area: 'Karadeniz', city: 'Rize', taleText: T3 },
    actionId: ACTION.submitted,
  },
  {
    body: { taleName: 'Altıçizgi', area: 'Karadeniz', city: 'Rize', taleText: T3 },
    actionId: ACTION.submitted,
  },
  {
    body: { taleName: 'Ağrı Dağı', area: 'Doğu Anadolu', city: 'Ağrı', taleText: T1 },
    actionId: ACTION.draft,
  },
  { body: { taleName: 'Iğdır Yolu', area: 'Doğu Anadolu', city: 'Iğdır' }, actionId: ACTION.draft },
  { body: { taleName: 'Ilgaz' }, actionId: ACTION.draft },
  {
    body: { taleName: 'Şahmeran', area: 'Karadeniz', city: 'Çorum', taleText: T2 },
    actionId: ACTION.published,
  },
  { body: { taleName: 'Sultan' }, actionId: ACTION.draft },
  {
    body: { taleName: 'Zümrüdüanka', area: 'İç Anadolu', city: 'Ankara', taleText: T3 },
    actionId: ACTION.inReview,
  },
  {
    body: { taleName: 'Zümrüdüanka', area: 'İç Anadolu', city: 'Ankara', taleText: T3 },
    actionId: ACTION.draft,
  },
  { body: { taleName: 'Ceylan', area: 'Ege' }, actionId: ACTION.draft },
  { body: { taleName: 'Dev', area: 'Akdeniz' }, actionId: ACTION.draft },
  {
    body: { taleName: 'Keloğlan', area: 'Karadeniz', city: 'Trabzon', taleText: T1 },
    actionId: ACTION.revisionRequested,
  },
];

/**
 * Microseconds after a base instant for createdAt (updatedAt and submittedAt reuse them shuffled): equal
 * instants, and instants 1 µs apart inside one millisecond, which a cursor that keeps only milliseconds loses.
 */
const INSTANTS = [
  0, 0, 0, 1, -1, 1000, 1000, 1001, 5000, 5000, 5000, 7000, 7001, 7002, 9000, 9000, 12000, 12000, 12001,
  15000, 20000, 20000, 20001,
];
const instant = (micros: number) =>
  sql`${`2024-05-01T09:00:00.${String(500_000 + micros).padStart(6, '0')}Z`}::timestamptz`;
const instantAt = (i: number) => INSTANTS[i % INSTANTS.length] ?? 0;

const authorization = (user: User) => ({ authorization: `Bearer ${user.token}` });
const query = (q: Query) =>
  new URLSearchParams(
    Object.entries(q).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();
const get = (user: User | null, path: string, q: Query = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: `${path}?${query(q)}`,
    ...(user ? { headers: authorization(user) } : {}),
  });

async function list(user: User, path: string, q: Query): Promise<TaleListAnswer> {
  const response = await get(user, path, q);
  expect(response.statusCode, `${path}?${query(q)}: ${response.body}`).toBe(200);
  return response.json();
}
const idsOf = (page: { rows: Pick<TaleSummary, 'taleId'>[] }) => page.rows.map((r) => r.taleId);
const chunks = <T>(items: T[], size: number): T[][] =>
  items.length === 0
    ? [[]]
    : Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

// ——— The contract's order, computed here from the rows and the database's timestamps (to the microsecond).

const rank = (names: readonly string[]) => new Map([...names].sort(compareTr).map((n, i) => [n, i]));
const REGION_RANK = rank(REGIONS);
const CITY_RANK = rank(PROVINCES.map((p) => p.name));
type Key = string | number | bigint | null;
type Micros = Map<number, { createdAt: bigint; updatedAt: bigint; submittedAt: bigint | null }>;

const micros = (column: AnyPgColumn) =>
  sql<string | null>`(extract(epoch from ${column}) * 1000000)::bigint::text`;

async function microsOf(ids: number[]): Promise<Micros> {
  const rows = await ctx.database.db
    .select({
      taleId: tales.taleId,
      createdAt: micros(tales.createdAt),
      updatedAt: micros(tales.updatedAt),
      submittedAt: micros(tales.submittedAt),
    })
    .from(tales)
    .where(inArray(tales.taleId, ids.length ? ids : [0]));
  return new Map(
    rows.map((r) => [
      r.taleId,
      {
        createdAt: BigInt(r.createdAt ?? 0),
        updatedAt: BigInt(r.updatedAt ?? 0),
        submittedAt: r.submittedAt === null ? null : BigInt(r.submittedAt),
      },
    ]),
  );
}

function keyOf(row: TaleSummary, sort: TaleSortField, times: Micros): Key {
  const t = times.get(row.taleId);
  if (!t) throw new Error(`no timestamps for tale ${row.taleId}`);
  switch (sort) {
    case 'taleName':
      return sortKeyTr(row.taleName);
    case 'actionId':
      return row.actionId;
    case 'area':
      return row.area === null ? null : (REGION_RANK.get(row.area) ?? Number.NaN);
    case 'city':
      return row.city === null ? null : (CITY_RANK.get(row.city) ?? Number.NaN);
    case 'numberOfWord':
      return row.numberOfWord;
    case 'createdAt':
      return t.createdAt;
    case 'updatedAt':
      return t.updatedAt;
    case 'submittedAt':
      return t.submittedAt;
  }
}

/** NULL is the largest key; ties go by taleId; desc reverses both. (Strings compare by code unit, as COLLATE "C".) */
function compareKeys(a: Key, b: Key): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

async function contractOrder(rows: TaleSummary[], sort: TaleSortField, order: Order): Promise<number[]> {
  const times = await microsOf(rows.map((r) => r.taleId));
  const direction = order === 'asc' ? 1 : -1;
  return [...rows]
    .sort(
      (x, y) =>
        direction * (compareKeys(keyOf(x, sort, times), keyOf(y, sort, times)) || x.taleId - y.taleId),
    )
    .map((r) => r.taleId);
}

// ——— Walking a list.

async function walkForward(user: User, path: string, q: Query, pageSize: number): Promise<TaleListAnswer[]> {
  const pages = [await list(user, path, { ...q, pageSize })];
  for (let last = pages[0]; last?.nextCursor; last = pages.at(-1)) {
    if (pages.length > 200) throw new Error('nextCursor never ends');
    pages.push(await list(user, path, { ...q, pageSize, after: last.nextCursor }));
  }
  return pages;
}

async function walkBackward(user: User, path: string, q: Query, pageSize: number, from: TaleListAnswer) {
  const pages = [from];
  for (let first = pages[0]; first?.prevCursor; first = pages[0]) {
    if (pages.length > 200) throw new Error('prevCursor never ends');
    pages.unshift(await list(user, path, { ...q, pageSize, before: first.prevCursor }));
  }
  return pages;
}

/** Which cursors a walk of `count` pages has: none before the first page, none after the last. */
const cursorFlags = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ prev: i > 0, next: i < count - 1 }));
const flagsOf = (pages: TaleListAnswer[]) =>
  pages.map((p) => ({ prev: p.prevCursor !== null, next: p.nextCursor !== null }));

/**
 * Pages of `pageSize` by nextCursor, then back from the last by prevCursor, and by OFFSET (page=k) are all
 * `expected` cut in pieces, with the exact total on every page.
 */
async function expectWalks(user: User, path: string, q: Query, pageSize: number, expected: number[]) {
  const pieces = chunks(expected, pageSize);
  const label = `${path} ${query(q)} pageSize=${pageSize}`;

  const forward = await walkForward(user, path, q, pageSize);
  expect(forward.map(idsOf), `${label}: pages by nextCursor`).toEqual(pieces);
  expect(flagsOf(forward), `${label}: cursors by nextCursor`).toEqual(cursorFlags(pieces.length));
  for (const page of forward)
    expect({ total: page.total, totalCapped: page.totalCapped }).toEqual({
      total: expected.length,
      totalCapped: false,
    });

  const last = forward.at(-1) as TaleListAnswer;
  const backward = await walkBackward(user, path, q, pageSize, last);
  expect(backward.map(idsOf), `${label}: pages by prevCursor`).toEqual(pieces);
  expect(flagsOf(backward), `${label}: cursors by prevCursor`).toEqual(cursorFlags(pieces.length));
  if (backward.length > 1) {
    // A page reached backwards leads forwards again.
    const next = await list(user, path, { ...q, pageSize, after: backward[0]?.nextCursor ?? undefined });
    expect(idsOf(next), `${label}: nextCursor of the first page reached by prevCursor`).toEqual(pieces[1]);
  }

  const offsetPages = await Promise.all(pieces.map((_, page) => list(user, path, { ...q, pageSize, page })));
  expect(offsetPages.map(idsOf), `${label}: OFFSET pages`).toEqual(pieces);
}

/** One big page, checked against the contract's order; answers its ids. */
async function bigPage(user: User, path: string, q: Query & { sort: TaleSortField; order: Order }) {
  const page = await list(user, path, { ...q, pageSize: 100 });
  const ids = idsOf(page);
  expect(new Set(ids).size, 'no tale twice').toBe(ids.length);
  expect(ids, `${path} ${query(q)}: order of one big page`).toEqual(
    await contractOrder(page.rows, q.sort, q.order),
  );
  expect(page).toMatchObject({ total: ids.length, totalCapped: false, nextCursor: null, prevCursor: null });
  return { ids, rows: page.rows };
}

/** Ids the rules let a viewer see, straight from the database. */
async function visibleIds(where: SQL | undefined): Promise<number[]> {
  const rows = await ctx.database.db.select({ taleId: tales.taleId }).from(tales).where(where);
  return rows.map((r) => r.taleId).sort((a, b) => a - b);
}

const SORTS_AND_ORDERS = TALE_SORT_FIELDS.flatMap((sort) =>
  (['asc', 'desc'] as const).map((order) => ({ sort, order })),
);

beforeAll(async () => {
  ctx = await startTestApp();
  writer = await signedInUser(ctx, { roles: [ROLE.writer] });
  other = await signedInUser(ctx, { roles: [ROLE.writer] });
  editor = await signedInUser(ctx, { roles: [ROLE.editor] });
  admin = await signedInUser(ctx, { roles: [ROLE.admin] });

  for (const [i, { body, actionId }] of WALK_TALES.entries()) {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/v1/tales/full',
      headers: authorization(writer),
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(200);
    const taleId: number = created.json().taleId;
    walkIds.push(taleId);
    const reviewed = actionId === ACTION.inReview || actionId === ACTION.revisionRequested;
    await ctx.database.db
      .update(tales)
      .set({
        actionId,
        editorId: reviewed ? editor.userId : null,
        createdAt: instant(instantAt(i)),
        updatedAt: instant(instantAt(i * 7)),
        submittedAt: actionId === ACTION.draft ? null : instant(instantAt(i * 5 + 3)),
      })
      .where(eq(tales.taleId, taleId));
  }

  for (const taleName of ['Keloğlan', 'Ceylan', 'Zümrüdüanka']) {
    otherTales.drafts.push((await createTale(ctx, { userId: other.userId, taleName })).taleId);
  }
  otherTales.submitted = (
    await createTale(ctx, {
      userId: other.userId,
      taleName: 'Keloğlan gönderildi',
      actionId: ACTION.submitted,
    })
  ).taleId;
  otherTales.published = (
    await createTale(ctx, {
      userId: other.userId,
      taleName: 'Keloğlan yayımlandı',
      actionId: ACTION.published,
    })
  ).taleId;
  // The editor's own draft: staff see their own drafts too.
  await createTale(ctx, { userId: editor.userId, taleName: 'Editörün taslağı' });
});
afterAll(async () => {
  await ctx?.close();
});

describe('a cursor walk of 23 tales by 10', () => {
  it('goes page 1 → 2 → 3 by nextCursor and back 3 → 2 → 1 by prevCursor', async () => {
    const path = `/v1/tales/userId/${writer.userId}`;
    const q = { sort: 'updatedAt', order: 'desc', pageSize: 10 };
    const all = idsOf(await list(writer, path, { ...q, pageSize: 100 }));
    expect(all).toHaveLength(23);

    const page1 = await list(writer, path, q);
    expect(page1).toMatchObject({ total: 23, totalCapped: false, prevCursor: null });
    expect(idsOf(page1)).toEqual(all.slice(0, 10));
    const page2 = await list(writer, path, { ...q, after: page1.nextCursor ?? 'missing' });
    expect(idsOf(page2)).toEqual(all.slice(10, 20));
    expect(page2.prevCursor).not.toBeNull();
    const page3 = await list(writer, path, { ...q, after: page2.nextCursor ?? 'missing' });
    expect(idsOf(page3)).toEqual(all.slice(20));
    expect(page3).toMatchObject({ total: 23, totalCapped: false, nextCursor: null });

    const back2 = await list(writer, path, { ...q, before: page3.prevCursor ?? 'missing' });
    expect(idsOf(back2)).toEqual(idsOf(page2));
    const back1 = await list(writer, path, { ...q, before: back2.prevCursor ?? 'missing' });
    expect(idsOf(back1)).toEqual(idsOf(page1));
    expect(back1.prevCursor).toBeNull();
  });

  it('ignores page next to a cursor, and lets the page size change between pages', async () => {
    const path = `/v1/tales/userId/${writer.userId}`;
    const q = { sort: 'taleName', order: 'asc' };
    const all = idsOf(await list(writer, path, { ...q, pageSize: 100 }));
    const page1 = await list(writer, path, { ...q, pageSize: 10 });
    const after = page1.nextCursor ?? 'missing';
    expect(idsOf(await list(writer, path, { ...q, pageSize: 10, after, page: 7 }))).toEqual(
      all.slice(10, 20),
    );
    expect(idsOf(await list(writer, path, { ...q, pageSize: 3, after }))).toEqual(all.slice(10, 13));
  });
});

describe.each([
  {
    label: "the writer's own list",
    who: () => writer,
    path: () => `/v1/tales/userId/${writer.userId}`,
    sizes: [10, 3, 1],
  },
  {
    label: "the writer's list of every visible tale",
    who: () => writer,
    path: () => '/v1/tales/',
    sizes: [10, 3],
  },
  { label: "the editor's list", who: () => editor, path: () => '/v1/tales/', sizes: [10, 3] },
  {
    label: "an admin's view of the writer's tales",
    who: () => admin,
    path: () => `/v1/tales/userId/${writer.userId}`,
    sizes: [4],
  },
])('$label by cursor', ({ who, path, sizes }) => {
  it.each(
    SORTS_AND_ORDERS,
  )('sort=$sort order=$order: the same order as one big page and as OFFSET pages', async ({
    sort,
    order,
  }) => {
    const { ids } = await bigPage(who(), path(), { sort, order });
    for (const pageSize of sizes) await expectWalks(who(), path(), { sort, order }, pageSize, ids);
  });
});

describe('the walk covers what the rules show', () => {
  it('writer: own tales and published ones; editor: every non-draft and own drafts; admin on a writer: no drafts', async () => {
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
    const own = `/v1/tales/userId/${writer.userId}`;
    expect(sorted((await bigPage(writer, own, { sort: 'taleName', order: 'asc' })).ids)).toEqual(
      sorted(walkIds),
    );
    expect(sorted((await bigPage(writer, '/v1/tales/', { sort: 'taleName', order: 'asc' })).ids)).toEqual(
      await visibleIds(or(eq(tales.userId, writer.userId), eq(tales.actionId, ACTION.published))),
    );
    expect(sorted((await bigPage(editor, '/v1/tales/', { sort: 'taleName', order: 'asc' })).ids)).toEqual(
      await visibleIds(or(eq(tales.userId, editor.userId), ne(tales.actionId, ACTION.draft))),
    );
    expect(sorted((await bigPage(admin, own, { sort: 'taleName', order: 'asc' })).ids)).toEqual(
      await visibleIds(and(eq(tales.userId, writer.userId), ne(tales.actionId, ACTION.draft))),
    );
  });
});

describe('the staff list has no draft filter', () => {
  it('refuses actionIds with a draft on GET /v1/tales/ for staff; a writer filters their own drafts', async () => {
    for (const actionIds of ['1', '1,4']) {
      const refused = await get(editor, '/v1/tales/', { actionIds });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(MSG.talesListNoDrafts);
    }
    expect((await get(admin, '/v1/tales/', { actionIds: '1' })).statusCode).toBe(400);
    expect((await get(editor, '/v1/tales/', { actionIds: '2,4' })).statusCode).toBe(200);
    expect((await get(writer, '/v1/tales/', { actionIds: '1' })).statusCode).toBe(200);
    expect((await get(writer, `/v1/tales/userId/${writer.userId}`, { actionIds: '1' })).statusCode).toBe(200);
  });
});

describe('filters across cursor pages', () => {
  const names = (...wanted: string[]) => wanted.sort();
  it.each([
    { q: { q: 'cobanin' }, expected: names('Çobanın Kızı', 'ÇOBANIN TÜRKÜSÜ', 'Cobanin Sesi') },
    { q: { q: 'ÇOBANIN' }, expected: names('Çobanın Kızı', 'ÇOBANIN TÜRKÜSÜ', 'Cobanin Sesi') },
    { q: { q: 'ISTANBUL' }, expected: names('İstanbul Masalı', 'ISTANBUL GECESİ', 'istanbul sabahı') },
    { q: { q: 'istanbul' }, expected: names('İstanbul Masalı', 'ISTANBUL GECESİ', 'istanbul sabahı') },
    { q: { q: 'İSTANBUL' }, expected: names('İstanbul Masalı', 'ISTANBUL GECESİ', 'istanbul sabahı') },
    { q: { q: 'kelo' }, expected: names('Keloğlan', 'KELOĞLAN', 'keloğlan', 'Keloğlan') },
    { q: { q: '%' }, expected: names('Yüzde %50 Masal') },
    { q: { q: '%50' }, expected: names('Yüzde %50 Masal') },
    { q: { q: '_' }, expected: names('Alt_çizgi') },
    { q: { q: 'alt_ç' }, expected: names('Alt_çizgi') },
    { q: { q: 'bulunmayan' }, expected: [] },
    {
      q: { actionIds: '1,4' },
      expected: names(
        ...WALK_TALES.filter((t) => t.actionId === 1 || t.actionId === 4).map((t) => t.body.taleName),
      ),
    },
    { q: { actionIds: '1', q: 'kelo' }, expected: names('keloğlan') },
    { q: { actionIds: '2,3', q: 'ZÜMRÜDÜ' }, expected: names('Zümrüdüanka') },
  ])('$q finds the same tales on every page', async ({ q, expected }) => {
    const path = `/v1/tales/userId/${writer.userId}`;
    for (const order of [
      { sort: 'taleName', order: 'asc' },
      { sort: 'updatedAt', order: 'desc' },
      { sort: 'submittedAt', order: 'asc' },
    ] as const) {
      const { ids, rows } = await bigPage(writer, path, { ...q, ...order });
      expect(rows.map((r) => r.taleName).sort()).toEqual(expected);
      for (const pageSize of [2, 1]) await expectWalks(writer, path, { ...q, ...order }, pageSize, ids);
    }
  });
});

describe('cursors next to unusual rows', () => {
  let owner: User;
  const path = () => `/v1/tales/userId/${owner.userId}`;
  const create = async (taleName: string) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/tales/full',
      headers: authorization(owner),
      payload: { taleName },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().taleId as number;
  };
  beforeAll(async () => {
    owner = await signedInUser(ctx, { roles: [ROLE.writer] });
  });

  it('walks past names of 200 characters whose sort keys are the longest a name gives', async () => {
    for (const name of [
      // Every letter two in the sort key: 400 characters.
      'Ğ'.repeat(200),
      // Turkish letters and typographic marks: 475 bytes of key in UTF-8.
      '“Şöğüç”—'.repeat(25),
      // Quotes and backslashes, escaped in JSON.
      '"\\'.repeat(100),
      // Control characters (nothing refuses them in a name), six bytes each in JSON.
      'Masal\u0001'.repeat(33),
      'Keloğlan',
      'Zümrüdüanka',
    ]) {
      await create(name);
    }
    for (const order of ['asc', 'desc'] as const) {
      const { ids } = await bigPage(owner, path(), { sort: 'taleName', order });
      await expectWalks(owner, path(), { sort: 'taleName', order }, 1, ids);
      await expectWalks(owner, path(), { sort: 'taleName', order }, 2, ids);
    }
  });

  it('continues from a deleted row, and answers an emptied page with the total', async () => {
    const q = { sort: 'createdAt', order: 'asc', q: 'silinecek' };
    const made = [];
    for (let n = 1; n <= 5; n++) made.push(await create(`Silinecek ${n}`));
    const remove = async (taleId: number) => {
      const response = await ctx.app.inject({
        method: 'DELETE',
        url: `/v1/tales/${taleId}`,
        headers: authorization(owner),
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const page1 = await list(owner, path(), { ...q, pageSize: 2 });
    expect(idsOf(page1)).toEqual(made.slice(0, 2));
    await remove(made[1] as number);
    const page2 = await list(owner, path(), { ...q, pageSize: 2, after: page1.nextCursor ?? 'missing' });
    expect(idsOf(page2)).toEqual(made.slice(2, 4));
    expect(page2).toMatchObject({ total: 4, totalCapped: false });
    const back = await list(owner, path(), { ...q, pageSize: 2, before: page2.prevCursor ?? 'missing' });
    expect(idsOf(back)).toEqual([made[0]]);
    expect(back.prevCursor).toBeNull();

    for (const taleId of made.slice(2)) await remove(taleId);
    const emptied = await list(owner, path(), { ...q, pageSize: 2, after: page1.nextCursor ?? 'missing' });
    expect(emptied).toMatchObject({ rows: [], total: 1, totalCapped: false, nextCursor: null });
  });
});

describe('bad cursors', () => {
  const path = () => `/v1/tales/userId/${writer.userId}`;
  const b64 = (text: string) => Buffer.from(text).toString('base64url');
  /** A real cursor of sort=taleName order=asc, pointing into the middle of the list. */
  let cursor = '';
  beforeAll(async () => {
    const page1 = await list(writer, path(), { sort: 'taleName', order: 'asc', pageSize: 5 });
    cursor = page1.nextCursor ?? '';
  });

  const expectValidation = async (q: Query, label: string) => {
    const response = await get(writer, path(), q);
    expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
    expect(response.json(), label).toMatchObject({ status: false, code: 'VALIDATION' });
  };

  it.each([
    ['not base64url at all', 'bu bir imleç değil'],
    ['base64 with + / =', 'ab+c/d=='],
    ['garbage base64url', 'not-a-cursor'],
    ['three zero bytes', 'AAAA'],
    ['one character', 'x'],
    ['random bytes', Buffer.from([0xff, 0xfe, 0x00, 0x80, 0x7f, 0x01, 0xc3, 0x28]).toString('base64url')],
    ['cut JSON', b64('{"s":"taleName","o":')],
    ['JSON null', b64('null')],
    ['a JSON number', b64('42')],
    ['a JSON string', b64('"taleName"')],
    ['an empty JSON array', b64('[]')],
    ['an empty JSON object', b64('{}')],
    ['a JSON object of something else', b64('{"a":1,"b":[2,3]}')],
    ['far too long (5,000 characters)', 'A'.repeat(5000)],
  ])('%s → 400 VALIDATION, as after and as before', async (label, bad) => {
    for (const key of ['after', 'before']) {
      await expectValidation(
        { sort: 'taleName', order: 'asc', pageSize: 5, [key]: bad },
        `${label} as ${key}`,
      );
    }
  });

  it('a cursor made for another sort or order → 400 VALIDATION, as after and as before', async () => {
    expect(cursor).not.toBe('');
    for (const key of ['after', 'before']) {
      for (const [sort, order] of [
        ['updatedAt', 'asc'],
        ['taleName', 'desc'],
        ['updatedAt', 'desc'],
        ['numberOfWord', 'asc'],
        ['city', 'asc'],
      ]) {
        await expectValidation({ sort, order, pageSize: 5, [key]: cursor }, `${sort} ${order} as ${key}`);
      }
    }
  });

  it('after and before together → 400 VALIDATION', async () => {
    await expectValidation({ sort: 'taleName', order: 'asc', after: cursor, before: cursor }, 'both');
  });

  /** Every value of a JSON cursor in turn replaced by another type, or by an absurd or unstorable one. */
  const FORGED_VALUES: unknown[] = [
    {},
    [],
    null,
    true,
    -1,
    0,
    1e308,
    '',
    'kırık',
    'NaN',
    '99999999999',
    '-99999999999',
    '2024-99-99',
    '2024-05-01 09:00:00+00',
    'infinity',
    '\u0000',
    'x'.repeat(400),
  ];

  it.each(
    TALE_SORT_FIELDS,
  )('sort=%s: a cursor cut short or changed is refused (400 VALIDATION) or read as a position (200), never a 500', async (sort) => {
    const q = { sort, order: 'asc', pageSize: 5 };
    const real = (await list(writer, path(), q)).nextCursor ?? '';
    expect(real).not.toBe('');
    const variants: Array<[string, string]> = [
      ['cut in half', real.slice(0, Math.floor(real.length / 2))],
      ['last character dropped', real.slice(0, -1)],
    ];
    let json: unknown;
    try {
      json = JSON.parse(Buffer.from(real, 'base64url').toString('utf8'));
    } catch {
      json = undefined;
    }
    if (json !== undefined) {
      const leaves = (value: unknown, at: (string | number)[] = []): (string | number)[][] =>
        value !== null && typeof value === 'object'
          ? Object.entries(value).flatMap(([k, v]) =>
              leaves(v, [...at, Array.isArray(value) ? Number(k) : k]),
            )
          : [at];
      for (const at of leaves(json)) {
        const last = at.at(-1);
        if (last === undefined) continue;
        for (const replacement of FORGED_VALUES) {
          const forged = structuredClone(json) as Record<string | number, unknown>;
          let parent = forged;
          for (const k of at.slice(0, -1)) parent = parent[k] as Record<string | number, unknown>;
          parent[last] = replacement;
          variants.push([
            `[${at.join('.')}] = ${JSON.stringify(replacement).slice(0, 24)}`,
            b64(JSON.stringify(forged)),
          ]);
        }
      }
    } else {
      for (const i of [0, Math.floor(real.length / 2), real.length - 1]) {
        const c = real[i] === 'A' ? 'B' : 'A';
        variants.push([`character ${i} changed`, real.slice(0, i) + c + real.slice(i + 1)]);
      }
    }
    const failures = new Set<string>();
    for (const [label, forged] of variants) {
      for (const key of ['after', 'before']) {
        const response = await get(writer, path(), { ...q, [key]: forged });
        const ok =
          response.statusCode === 200 ||
          (response.statusCode === 400 && response.json().code === 'VALIDATION');
        if (!ok) failures.add(`${label} → ${response.statusCode} ${response.json().code}`);
      }
    }
    expect([...failures].join('\n')).toBe('');
  });
});

describe('permissions with cursors', () => {
  const hidden = () => [...otherTales.drafts, otherTales.submitted];

  it.each(
    SORTS_AND_ORDERS,
  )("a writer never sees another writer's unpublished tales on any page (sort=$sort order=$order)", async ({
    sort,
    order,
  }) => {
    const forward = await walkForward(writer, '/v1/tales/', { sort, order }, 3);
    const back = await walkBackward(
      writer,
      '/v1/tales/',
      { sort, order },
      3,
      forward.at(-1) as TaleListAnswer,
    );
    const seen = forward.flatMap(idsOf);
    expect(seen).toContain(otherTales.published);
    for (const id of hidden()) expect(seen).not.toContain(id);
    for (const id of hidden()) expect(back.flatMap(idsOf)).not.toContain(id);
  });

  it("another writer's cursor, made next to their drafts, shows a writer only what the writer may see", async () => {
    const q = { sort: 'taleName', order: 'asc' } as const;
    const othersPages = await walkForward(other, '/v1/tales/', q, 1);
    expect(othersPages.flatMap(idsOf)).toEqual(expect.arrayContaining(hidden()));
    const mine = (await list(writer, '/v1/tales/', { ...q, pageSize: 100 })).rows;
    for (const [i, page] of othersPages.entries()) {
      const row = page.rows[0];
      if (!row) continue;
      // Where the writer's list continues after (or stops before) this row of the other writer's list.
      const order = await contractOrder(
        [...mine.filter((r) => r.taleId !== row.taleId), row],
        q.sort,
        q.order,
      );
      const at = order.indexOf(row.taleId);
      const afterRow = order.slice(at + 1).filter((id) => id !== row.taleId);
      const beforeRow = order.slice(0, at);
      for (const [key, cursor, expected] of [
        ['after', page.nextCursor, afterRow.slice(0, 3)],
        ['before', page.prevCursor, beforeRow.slice(-3)],
      ] as const) {
        if (!cursor) continue;
        const response = await get(writer, '/v1/tales/', { ...q, pageSize: 3, [key]: cursor });
        const label = `page ${i} of the other writer (tale ${row.taleId}), ${key}: ${response.body}`;
        // A cursor bound to its viewer may be refused; read as a position, it shows only the writer's rows.
        expect([200, 400], label).toContain(response.statusCode);
        if (response.statusCode !== 200) continue;
        const ids = idsOf(response.json());
        for (const id of hidden()) expect(ids, label).not.toContain(id);
        expect(ids, label).toEqual(expected);
      }
    }
  });

  // decisions.md: 401 NOT_ALLOWED = signed in but not allowed; 403 SESSION_REQUIRED = no session.
  it("another user's list stays staff-only (401 NOT_ALLOWED) with any cursor; no session → 403", async () => {
    const q = { sort: 'updatedAt', order: 'desc', pageSize: 2 };
    const mine = await list(writer, `/v1/tales/userId/${writer.userId}`, q);
    const theirs = await list(other, `/v1/tales/userId/${other.userId}`, q);
    for (const cursor of [mine.nextCursor, theirs.nextCursor]) {
      expect(cursor).not.toBeNull();
      for (const key of ['after', 'before']) {
        const withCursor = { ...q, [key]: cursor ?? '' };
        const refused = await get(writer, `/v1/tales/userId/${other.userId}`, withCursor);
        expect(refused.statusCode, `${key}: ${refused.body}`).toBe(401);
        expect(refused.json()).toMatchObject({ status: false, code: 'NOT_ALLOWED' });
        for (const path of ['/v1/tales/', `/v1/tales/userId/${writer.userId}`]) {
          const anonymous = await get(null, path, withCursor);
          expect(anonymous.statusCode, `${path} ${key}: ${anonymous.body}`).toBe(403);
          expect(anonymous.json()).toMatchObject({ status: false, code: 'SESSION_REQUIRED' });
        }
      }
    }
    // Staff following the other writer's own cursor still get no draft.
    const staffPage = await get(admin, `/v1/tales/userId/${other.userId}`, {
      ...q,
      after: theirs.nextCursor ?? '',
    });
    expect([200, 400], staffPage.body).toContain(staffPage.statusCode);
    if (staffPage.statusCode === 200) {
      for (const id of otherTales.drafts) expect(idsOf(staffPage.json())).not.toContain(id);
    }
  });
});

describe("a row's lastNote", () => {
  let owner: User;
  const listedNote = async (taleId: number) => {
    // Read through cursor pages, one row each, so the cursor path carries the note too.
    const rows = (
      await walkForward(owner, `/v1/tales/userId/${owner.userId}`, { sort: 'taleName', order: 'asc' }, 1)
    ).flatMap((p) => p.rows);
    const row = rows.find((r) => r.taleId === taleId);
    const single = await get(owner, `/v1/tales/${taleId}`);
    expect(single.statusCode).toBe(200);
    expect(row?.lastNote, 'the list and the tale agree').toBe(single.json().lastNote);
    return row?.lastNote;
  };
  const transition = async (taleId: number, actionId: number, note?: string) => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/tales/',
      headers: authorization(owner),
      payload: { taleId, actionId, ...(note === undefined ? {} : { note }) },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  // The editor's 3→4 (revision request) has no route yet: the state is set in the database.
  const returnForRevision = (taleId: number) =>
    ctx.database.db
      .update(tales)
      .set({ actionId: ACTION.revisionRequested, editorId: editor.userId })
      .where(eq(tales.taleId, taleId));

  beforeAll(async () => {
    owner = await signedInUser(ctx, { roles: [ROLE.writer] });
  });

  it('is the latest non-null note: a transition without a note keeps it', async () => {
    const create = async (taleName: string) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/tales/full',
        headers: authorization(owner),
        payload: completeTaleBody({ taleName }),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().taleId as number;
    };
    const noted = await create('Notlu masal');
    const silent = await create('Notsuz masal');
    expect(await listedNote(noted)).toBeNull();

    await transition(noted, ACTION.submitted, 'Kaynak kişiyle yeniden görüşüldü.');
    expect(await listedNote(noted)).toBe('Kaynak kişiyle yeniden görüşüldü.');
    await transition(silent, ACTION.submitted);
    expect(await listedNote(silent)).toBeNull();

    await returnForRevision(noted);
    await transition(noted, ACTION.inReview, 'Doğum yeri eklendi.');
    expect(await listedNote(noted)).toBe('Doğum yeri eklendi.');

    await returnForRevision(noted);
    await transition(noted, ACTION.inReview);
    expect(await listedNote(noted)).toBe('Doğum yeri eklendi.');

    await returnForRevision(noted);
    await transition(noted, ACTION.inReview, '   ');
    expect(await listedNote(noted)).toBe('Doğum yeri eklendi.');
  });
});

describe('the totals kept between calls', () => {
  it("an archive-wide list's total follows a new tale, a transition and a deletion at once", async () => {
    const path = '/v1/tales/';
    const before = (await list(admin, path, { pageSize: 5 })).total;
    // Asked again, on another page: the kept total.
    expect((await list(admin, path, { pageSize: 5, page: 1 })).total).toBe(before);
    const { taleId } = await createTale(ctx, {
      userId: other.userId,
      taleName: 'Sayılacak',
      actionId: ACTION.submitted,
    });
    expect((await list(admin, path, { pageSize: 5 })).total).toBe(before + 1);
    const submitted = { pageSize: 5, actionIds: String(ACTION.submitted) };
    const inStatus = (await list(admin, path, submitted)).total;
    await ctx.database.db.update(tales).set({ actionId: ACTION.inReview }).where(eq(tales.taleId, taleId));
    expect((await list(admin, path, submitted)).total).toBe(inStatus - 1);
    await ctx.database.db.delete(tales).where(eq(tales.taleId, taleId));
    expect((await list(admin, path, { pageSize: 5 })).total).toBe(before);
  });
});

describe(`more than ${TALE_LIST_TOTAL_CAP} tales`, () => {
  let crowd: User;
  const path = () => `/v1/tales/userId/${crowd.userId}`;
  beforeAll(async () => {
    crowd = await signedInUser(ctx, { roles: [ROLE.writer] });
    // Multi-row INSERTs: each one's rows share one created/updated instant, ties the cursor breaks by id.
    await createTales(ctx, TALE_LIST_TOTAL_CAP, { userId: crowd.userId, taleName: 'Kalabalık masal' });
    await createTale(ctx, {
      userId: crowd.userId,
      taleName: 'Kalabalık yayımlanan',
      actionId: ACTION.published,
    });
  });

  it(`answers total ${TALE_LIST_TOTAL_CAP} with totalCapped, and exact totals up to the cap`, async () => {
    expect(await list(crowd, path(), { pageSize: 10 })).toMatchObject({
      total: TALE_LIST_TOTAL_CAP,
      totalCapped: true,
    });
    expect(await list(crowd, path(), { pageSize: 10, q: 'KALABALIK' })).toMatchObject({
      total: TALE_LIST_TOTAL_CAP,
      totalCapped: true,
    });
    expect(await list(crowd, path(), { pageSize: 10, actionIds: '1' })).toMatchObject({
      total: TALE_LIST_TOTAL_CAP,
      totalCapped: false,
    });
    expect(await list(crowd, path(), { pageSize: 10, actionIds: '9' })).toMatchObject({
      total: 1,
      totalCapped: false,
    });
    expect(await list(crowd, path(), { pageSize: 10, q: 'masal 10000' })).toMatchObject({
      total: 1,
      totalCapped: false,
    });
  });

  // updatedAt: each INSERT's 2,000 rows share one instant, so the walk goes through long ties.
  it('walks all 10,001 tales by nextCursor, each once, as OFFSET pages', async () => {
    const sort = 'updatedAt';
    const order = 'desc';
    const pages = await walkForward(crowd, path(), { sort, order }, 100);
    expect(pages).toHaveLength(101);
    for (const page of pages)
      expect({ total: page.total, totalCapped: page.totalCapped }).toEqual({
        total: TALE_LIST_TOTAL_CAP,
        totalCapped: true,
      });
    const ids = pages.flatMap(idsOf);
    expect(new Set(ids).size).toBe(10_001);
    expect(pages.at(-1)?.rows).toHaveLength(1);
    for (const page of [pages[0], pages[19], pages[20], pages[100]] as TaleListAnswer[]) {
      expect(idsOf(page)).toEqual(await contractOrder(page.rows, sort, order));
    }
    for (const k of [1, 57, 100]) {
      expect(
        idsOf(await list(crowd, path(), { sort, order, pageSize: 100, page: k })),
        `OFFSET page ${k}`,
      ).toEqual(idsOf(pages[k] as TaleListAnswer));
    }
    const back = await list(crowd, path(), {
      sort,
      order,
      pageSize: 100,
      before: pages[57]?.prevCursor ?? 'missing',
    });
    expect(idsOf(back)).toEqual(idsOf(pages[56] as TaleListAnswer));
  });
});
