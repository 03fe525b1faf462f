/**
 * The tale management's filters on GET /v1/tales/: region (`area`), province (`city`), the assigned
 * editor (`editorId`), the type (`groupId`, the published page's filter) and the submission days (`from`/`to`, Istanbul time, inclusive). They narrow each caller's
 * list within what the caller may see, combine with the statuses, the name search and every sort, and cursor
 * paging walks a filtered list exactly as one big page shows it.
 */
import { ACTION, MSG, ROLE, TALE_SORT_FIELDS, type TaleListAnswer } from '@masal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taleGroups, tales } from '../src/db/schema/index.ts';
import { type CreatedUser, signedInUser } from './support/factories.ts';
import { messagesFor } from './support/http.ts';
import { createTale } from './support/tales.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

type User = CreatedUser & { token: string };
type Query = Record<string, string | number | undefined>;
let ctx: TestApp;
let admin: User;
let writer: User;
let other: User;
let editorA: User;
let editorB: User;

interface Spec {
  name: string;
  owner: () => User;
  actionId: number;
  area?: string;
  city?: string;
  editor?: () => User;
  /** Which of the first two tale groups the tale is classified under. */
  group?: 0 | 1;
  /** UTC instant of submission; none for a draft. */
  submittedAt?: string;
}

// 2024: Istanbul is UTC+3 all year. 20:59:59Z is 23:59:59 of the same day there; 21:00Z is the next day.
const SPECS: Spec[] = [
  {
    name: 'Karadeniz Trabzon A gün1 son',
    owner: () => writer,
    actionId: ACTION.inReview,
    area: 'Karadeniz',
    city: 'Trabzon',
    editor: () => editorA,
    group: 0,
    submittedAt: '2024-05-01T20:59:59Z',
  },
  {
    name: 'Karadeniz Rize A gün2 ilk',
    owner: () => writer,
    actionId: ACTION.revisionRequested,
    area: 'Karadeniz',
    city: 'Rize',
    editor: () => editorA,
    submittedAt: '2024-05-01T21:00:00Z',
  },
  {
    name: 'Karadeniz Trabzon B',
    owner: () => other,
    actionId: ACTION.advisoryBoard,
    area: 'Karadeniz',
    city: 'Trabzon',
    editor: () => editorB,
    group: 1,
    submittedAt: '2024-05-03T09:00:00Z',
  },
  {
    name: 'Karadeniz Trabzon yayımlanmış',
    owner: () => other,
    actionId: ACTION.published,
    area: 'Karadeniz',
    city: 'Trabzon',
    editor: () => editorB,
    group: 0,
    submittedAt: '2024-04-20T09:00:00Z',
  },
  {
    name: 'Ege İzmir gönderildi',
    owner: () => other,
    actionId: ACTION.submitted,
    area: 'Ege',
    city: 'İzmir',
    submittedAt: '2024-05-02T12:00:00Z',
  },
  {
    name: 'Karadeniz Trabzon taslak',
    owner: () => writer,
    actionId: ACTION.draft,
    area: 'Karadeniz',
    city: 'Trabzon',
  },
  {
    name: 'Karadeniz Trabzon başkasının taslağı',
    owner: () => other,
    actionId: ACTION.draft,
    area: 'Karadeniz',
    city: 'Trabzon',
  },
  {
    name: 'İç Anadolu Ankara A',
    owner: () => other,
    actionId: ACTION.completed,
    area: 'İç Anadolu',
    city: 'Ankara',
    editor: () => editorA,
    submittedAt: '2024-05-02T08:00:00Z',
  },
];
const idOf = new Map<string, number>();
let groupIds: number[] = [];

const query = (q: Query) =>
  new URLSearchParams(
    Object.entries(q).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();
const get = (who: User | null, path: string, q: Query) =>
  ctx.app.inject({
    method: 'GET',
    url: `${path}?${query(q)}`,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });
async function list(who: User, q: Query, path = '/v1/tales/'): Promise<TaleListAnswer> {
  const response = await get(who, path, q);
  expect(response.statusCode, `${query(q)}: ${response.body}`).toBe(200);
  return response.json();
}
/** The names a filtered list answers, in the order it answers them. */
const namesOf = async (who: User, q: Query, path?: string) =>
  (await list(who, { pageSize: 100, sort: 'taleName', order: 'asc', ...q }, path)).rows.map(
    (r) => r.taleName,
  );
/** The spec names matching a predicate, in the list's taleName order. */
const sortedNames = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, 'tr'));

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await signedInUser(ctx, { roles: [ROLE.admin] });
  writer = await signedInUser(ctx, { roles: [ROLE.writer] });
  other = await signedInUser(ctx, { roles: [ROLE.writer] });
  editorA = await signedInUser(ctx, { roles: [ROLE.editor] });
  editorB = await signedInUser(ctx, { roles: [ROLE.fieldEditor] });
  const groups = await ctx.database.db.select({ groupId: taleGroups.groupId }).from(taleGroups).limit(2);
  groupIds = groups.map((g) => g.groupId);
  for (const spec of SPECS) {
    const { taleId } = await createTale(ctx, {
      userId: spec.owner().userId,
      actionId: spec.actionId,
      editorId: spec.editor?.().userId ?? null,
      taleName: spec.name,
    });
    await ctx.database.db
      .update(tales)
      .set({
        area: spec.area ?? null,
        city: spec.city ?? null,
        groupId: spec.group === undefined ? null : groupIds[spec.group],
        submittedAt: spec.submittedAt ? new Date(spec.submittedAt) : null,
      })
      .where(eq(tales.taleId, taleId));
    idOf.set(spec.name, taleId);
  }
});
afterAll(async () => {
  await ctx?.close();
});

const namesWhere = (keep: (s: Spec) => boolean, visible: (s: Spec) => boolean) =>
  sortedNames(SPECS.filter((s) => visible(s) && keep(s)).map((s) => s.name));
/** Staff see every non-draft and their own drafts (none here). */
const staffSees = (s: Spec) => s.actionId !== ACTION.draft;
/** A writer sees their own tales and the others' published ones. */
const writerSees = (s: Spec) => s.owner() === writer || s.actionId === ACTION.published;

describe('GET /v1/tales/ with the tale management filters', () => {
  it('requires a session (403), and another user’s list stays refused to a writer (401) whatever the filters', async () => {
    expect((await get(null, '/v1/tales/', { area: 'Karadeniz' })).statusCode).toBe(403);
    const refused = await get(writer, `/v1/tales/userId/${other.userId}`, { area: 'Karadeniz' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('NOT_ALLOWED');
  });

  it.each([
    ['area', { area: 'Karadeniz' }, (s: Spec) => s.area === 'Karadeniz'],
    ['city', { city: 'Trabzon' }, (s: Spec) => s.city === 'Trabzon'],
    ['area and city', { area: 'Karadeniz', city: 'Rize' }, (s: Spec) => s.city === 'Rize'],
    ['editorId', { editorId: 'A' }, (s: Spec) => s.editor?.() === editorA],
    ['groupId', { groupId: 0 }, (s: Spec) => s.group === 0],
    ['groupId and city', { groupId: 1, city: 'Trabzon' }, (s: Spec) => s.group === 1],
    ['from', { from: '2024-05-02' }, (s: Spec) => (s.submittedAt ?? '') >= '2024-05-01T21:00:00Z'],
    ['to', { to: '2024-05-01' }, (s: Spec) => !!s.submittedAt && s.submittedAt < '2024-05-01T21:00:00Z'],
    [
      'from and to, one Istanbul day',
      { from: '2024-05-02', to: '2024-05-02' },
      (s: Spec) =>
        !!s.submittedAt && s.submittedAt >= '2024-05-01T21:00:00Z' && s.submittedAt < '2024-05-02T21:00:00Z',
    ],
    [
      'every filter with statuses',
      {
        area: 'Karadeniz',
        city: 'Trabzon',
        editorId: 'B',
        from: '2024-04-01',
        to: '2024-05-31',
        actionIds: '5',
      },
      (s: Spec) => s.name === 'Karadeniz Trabzon B',
    ],
  ] as const)('%s: narrows the admin’s list and a writer’s, within what each sees', async (_, filters, keep) => {
    const q = {
      ...filters,
      ...('editorId' in filters ? { editorId: (filters.editorId === 'A' ? editorA : editorB).userId } : {}),
      ...('groupId' in filters ? { groupId: groupIds[filters.groupId] } : {}),
    };
    expect(await namesOf(admin, q)).toEqual(namesWhere(keep, staffSees));
    expect(await namesOf(editorB, q)).toEqual(namesWhere(keep, staffSees));
    expect(await namesOf(writer, q)).toEqual(namesWhere(keep, writerSees));
    expect(await namesOf(writer, q, `/v1/tales/userId/${writer.userId}`)).toEqual(
      namesWhere(keep, (s) => s.owner() === writer),
    );
  });

  it('counts the filtered tales and combines with the name search', async () => {
    const counted = await list(admin, { area: 'Karadeniz', pageSize: 1 });
    expect(counted.total).toBe(namesWhere((s) => s.area === 'Karadeniz', staffSees).length);
    expect(await namesOf(admin, { city: 'Trabzon', q: 'yayımlanmış' })).toEqual([
      'Karadeniz Trabzon yayımlanmış',
    ]);
    // Drafts were never submitted: a day filter leaves out even the caller's own.
    expect(await namesOf(writer, { area: 'Karadeniz', from: '2000-01-01' })).not.toContain(
      'Karadeniz Trabzon taslak',
    );
    expect(await namesOf(writer, { area: 'Karadeniz' })).toContain('Karadeniz Trabzon taslak');
  });

  it.each(
    TALE_SORT_FIELDS,
  )('pages a filtered list by cursor, by %s, as one big page orders it', async (sort) => {
    for (const order of ['asc', 'desc'] as const) {
      const q = { area: 'Karadeniz', sort, order };
      const whole = (await list(admin, { ...q, pageSize: 100 })).rows.map((r) => r.taleId);
      const walked: number[] = [];
      let page = await list(admin, { ...q, pageSize: 1 });
      walked.push(...page.rows.map((r) => r.taleId));
      while (page.nextCursor) {
        page = await list(admin, { ...q, pageSize: 1, after: page.nextCursor });
        walked.push(...page.rows.map((r) => r.taleId));
      }
      expect(walked).toEqual(whole);
      // And back from the last page.
      const back: number[] = [...page.rows.map((r) => r.taleId)];
      while (page.prevCursor) {
        page = await list(admin, { ...q, pageSize: 1, before: page.prevCursor });
        back.unshift(...page.rows.map((r) => r.taleId));
      }
      expect(back).toEqual(whole);
    }
  });

  it('refuses unknown places, malformed days and a reversed range with Turkish field messages (400)', async () => {
    const area = await get(admin, '/v1/tales/', { area: 'Atlantis' });
    expect(area.statusCode).toBe(400);
    expect(messagesFor(area, 'area')).toEqual([MSG.regionInvalid]);
    const city = await get(admin, '/v1/tales/', { city: 'Gotham' });
    expect(messagesFor(city, 'city')).toEqual([MSG.cityInvalid]);
    const day = await get(admin, '/v1/tales/', { from: '2024-02-30' });
    expect(messagesFor(day, 'from')).toEqual([MSG.dateInvalid]);
    const range = await get(admin, '/v1/tales/', { from: '2024-05-02', to: '2024-05-01' });
    expect(range.statusCode).toBe(400);
    expect(messagesFor(range, 'to')).toEqual([MSG.auditDateRange]);
    expect((await get(admin, '/v1/tales/', { editorId: 'x' })).statusCode).toBe(400);
    expect((await get(admin, '/v1/tales/', { groupId: '0' })).statusCode).toBe(400);
  });
});
