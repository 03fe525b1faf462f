/**
 * GET /v1/statistics/…: the map, one region's provinces, the summary, the top uploaders, the editors'
 * throughput and the CSV export, over tales seeded in every status, place, type, institution and month. Every
 * expected figure is computed here, in plain JS over the seeded rows and provinces.json, not by the server's code.
 */
import { readFileSync } from 'node:fs';
import { ACTION, MSG, NO_INSTITUTION, ROLE, type TaleListAnswer } from '@masal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutions, taleGroups, taleHistory, tales, users } from '../src/db/schema/index.ts';
import { csvSections } from './support/csv.ts';
import { type CreatedUser, signedInUser } from './support/factories.ts';
import { messagesFor } from './support/http.ts';
import { createTale } from './support/tales.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { excerpt, getAs } from './support/workflow-fixtures.ts';

interface Province {
  plate: number;
  name: string;
  region: string;
}
const REFERENCE = JSON.parse(
  readFileSync(new URL('../../shared/src/data/provinces.json', import.meta.url), 'utf8'),
) as { regions: string[]; provinces: Province[] };

type User = CreatedUser & { token: string };
let ctx: TestApp;
let admin: User;
let viewer: User;
let editorA: User;
let editorB: User;

/** The compilers, with Turkish letters in their names and institutions; Çelik and Demir tie in public tales. */
const COMPILERS = {
  ayse: { name: 'Ayşe', surname: 'Çelik', institution: 'Ege Üniversitesi' },
  mehmet: { name: 'Mehmet', surname: 'Demir', institution: 'Ege Üniversitesi' },
  // A name with the separator and quotes: the CSV must quote it.
  sukru: { name: 'Şükrü', surname: 'Öztürk', institution: 'Hacettepe Üniversitesi; "Halk Bilimi"' },
  zeynep: { name: 'Zeynep', surname: 'Işık', institution: NO_INSTITUTION },
} as const;
type Compiler = keyof typeof COMPILERS;
const compilers = {} as Record<Compiler, User>;

/** How many tales of each status each compiler has; public: 6 and 9 only. */
const HOLDINGS: Record<Compiler, Partial<Record<number, number>>> = {
  ayse: { 6: 2, 9: 1, 7: 1, 2: 1 },
  mehmet: { 9: 3, 8: 1 },
  sukru: { 6: 1, 9: 3, 3: 1, 5: 1, 4: 1 },
  zeynep: { 9: 1, 7: 3, 1: 2, 2: 1, 8: 1 },
};
const PLACES = [
  ['Karadeniz', 'Trabzon'],
  ['Ege', 'İzmir'],
  ['Ege', 'Muğla'],
  ['Güneydoğu Anadolu', 'Şanlıurfa'],
  ['İç Anadolu', 'Ankara'],
  ['Doğu Anadolu', 'Iğdır'],
  ['Marmara', 'Çanakkale'],
  ['Doğu Anadolu', 'Ağrı'],
] as const;
/** Istanbul is UTC+3: these cross days and months there that they do not cross in UTC. */
const SUBMITTED = [
  '2024-01-31T20:30:00.000Z', // 31.01.2024 23:30 in Istanbul
  '2024-01-31T21:30:00.000Z', // 01.02.2024 00:30 in Istanbul
  '2024-02-10T12:00:00.000Z',
  '2024-02-29T21:00:00.000Z', // 01.03.2024 00:00 in Istanbul
  '2024-06-30T22:00:00.000Z', // 01.07.2024 01:00 in Istanbul
  '2025-01-03T10:00:00.000Z',
];

interface Seeded {
  taleId: number;
  taleName: string;
  owner: Compiler;
  actionId: number;
  area: string;
  city: string;
  /** Index into groups, or null: no type. */
  group: number | null;
  submittedAt: string | null;
}
const seeded: Seeded[] = [];
let groups: { groupId: number; name: string }[] = [];
const institutionOf = new Map<Compiler, { id: number; name: string }>();

/** A history row the test wrote: the verdicts the throughput reads, and the steps it must not. */
interface Step {
  taleId: number;
  actor: number | null;
  from: number;
  to: number;
  at: string;
}
const steps: Step[] = [];

const PUBLIC = [ACTION.completed, ACTION.published] as number[];
const istanbulDay = (iso: string) =>
  new Date(iso).toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
const trOrder = (a: string, b: string) => a.localeCompare(b, 'tr');
const DAY_MS = 86_400_000;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await signedInUser(ctx, { roles: [ROLE.admin] });
  viewer = await signedInUser(ctx, { roles: [ROLE.writer] });
  editorA = await signedInUser(ctx, { roles: [ROLE.editor], name: 'Ömer', surname: 'Ünal' });
  editorB = await signedInUser(ctx, { roles: [ROLE.fieldEditor], name: 'Cem', surname: 'Çakır' });
  const db = ctx.database.db;
  groups = await db
    .select({ groupId: taleGroups.groupId, name: taleGroups.name })
    .from(taleGroups)
    .orderBy(taleGroups.groupId)
    .limit(2);
  for (const [key, spec] of Object.entries(COMPILERS) as [Compiler, (typeof COMPILERS)[Compiler]][]) {
    compilers[key] = await signedInUser(ctx, {
      roles: [ROLE.writer],
      name: spec.name,
      surname: spec.surname,
    });
    const [existing] = await db
      .select({ id: institutions.institutionId })
      .from(institutions)
      .where(eq(institutions.name, spec.institution));
    const [made] = existing
      ? [existing]
      : await db
          .insert(institutions)
          .values({ name: spec.institution })
          .returning({ id: institutions.institutionId });
    if (!made) throw new Error('no institution');
    institutionOf.set(key, { id: made.id, name: spec.institution });
    await db.update(users).set({ institutionId: made.id }).where(eq(users.userId, compilers[key].userId));
  }

  let n = 0;
  for (const [owner, holding] of Object.entries(HOLDINGS) as [Compiler, Record<number, number>][]) {
    for (const [status, count] of Object.entries(holding)) {
      for (let i = 0; i < count; i++, n++) {
        const actionId = Number(status);
        const [area, city] = PLACES[n % PLACES.length] as readonly [string, string];
        const group = [0, 1, null][n % 3] as number | null;
        const submittedAt = actionId === ACTION.draft ? null : (SUBMITTED[n % SUBMITTED.length] as string);
        const taleName = `Masal ${n + 1} — ${city}`;
        const { taleId } = await createTale(ctx, { userId: compilers[owner].userId, actionId, taleName });
        await db
          .update(tales)
          .set({
            area,
            city,
            groupId: group === null ? null : (groups[group]?.groupId ?? null),
            submittedAt: submittedAt ? new Date(submittedAt) : null,
          })
          .where(eq(tales.taleId, taleId));
        seeded.push({ taleId, taleName, owner, actionId, area, city, group, submittedAt });
      }
    }
  }

  // The history of every tale that went past the editor: a revision round on some, the verdict (3 → 5 or 8),
  // and on some a return from the advisory board with a second verdict, which the throughput must not count.
  const decided = seeded.filter((s) => s.submittedAt && s.actionId >= ACTION.advisoryBoard);
  for (const [i, s] of decided.entries()) {
    const start = Date.parse(s.submittedAt as string);
    const editor = i % 3 === 0 ? editorB : editorA;
    const at = (days: number) => new Date(start + days * DAY_MS).toISOString();
    const verdictDays = 0.5 + ((i * 1.75) % 13);
    const toVerdict = s.actionId === ACTION.rejected ? ACTION.rejected : ACTION.advisoryBoard;
    const rows: Step[] = [
      { taleId: s.taleId, actor: admin.userId, from: 2, to: 3, at: at(0.1) },
      ...(i % 2 === 0
        ? [
            { taleId: s.taleId, actor: editor.userId, from: 3, to: 4, at: at(verdictDays / 3) },
            { taleId: s.taleId, actor: compilers[s.owner].userId, from: 4, to: 3, at: at(verdictDays / 2) },
          ]
        : []),
      { taleId: s.taleId, actor: editor.userId, from: 3, to: toVerdict, at: at(verdictDays) },
      ...(i % 4 === 1 && toVerdict === ACTION.advisoryBoard
        ? [
            { taleId: s.taleId, actor: null, from: 5, to: 3, at: at(verdictDays + 1) },
            { taleId: s.taleId, actor: editorA.userId, from: 3, to: 5, at: at(verdictDays + 30) },
          ]
        : []),
    ];
    for (const r of rows) {
      await db.insert(taleHistory).values({
        taleId: r.taleId,
        actorUserId: r.actor,
        fromActionId: r.from,
        toActionId: r.to,
        at: new Date(r.at),
      });
      steps.push(r);
    }
  }
});
afterAll(async () => {
  await ctx?.close();
});

// ---- The expected figures, computed from the seeded rows ----

interface Range {
  scope: 'public' | 'all';
  from?: string;
  to?: string;
}
function counted({ scope, from, to }: Range): Seeded[] {
  return seeded.filter((s) => {
    if (scope === 'public' && !PUBLIC.includes(s.actionId)) return false;
    if ((from || to) && !s.submittedAt) return false;
    const day = s.submittedAt ? istanbulDay(s.submittedAt) : '';
    return (!from || day >= from) && (!to || day <= to);
  });
}
function tally<T>(rows: readonly T[], key: (row: T) => string): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of rows) out.set(key(r), (out.get(key(r)) ?? 0) + 1);
  return out;
}

function expectedMap(range: Range) {
  const rows = counted(range);
  const perRegion = tally(rows, (s) => s.area);
  const perCity = tally(rows, (s) => s.city);
  return {
    scope: range.scope,
    total: rows.length,
    // The seed's order of regions, the one every filter offers.
    regions: REFERENCE.regions.map((region) => ({ region, count: perRegion.get(region) ?? 0 })),
    provinces: [...REFERENCE.provinces]
      .sort((a, b) => trOrder(a.name, b.name))
      .map((p) => ({
        city: p.name,
        plateNumber: p.plate,
        region: p.region,
        count: perCity.get(p.name) ?? 0,
      })),
  };
}

/** Nulls last, the named in Turkish order. */
const namedOrder = (a: string | null, b: string | null) =>
  a === null || b === null ? (a === b ? 0 : a === null ? 1 : -1) : trOrder(a, b);

function expectedSummary(range: Range) {
  const rows = counted(range);
  const byStatus = [...tally(rows, (s) => String(s.actionId))]
    .map(([actionId, count]) => ({ actionId: Number(actionId), count }))
    .sort((a, b) => a.actionId - b.actionId);
  const byType = [...tally(rows, (s) => String(s.group))]
    .map(([group, count]) => {
      const g = group === 'null' ? null : groups[Number(group)];
      return { groupId: g?.groupId ?? null, groupName: g?.name ?? null, count };
    })
    .sort((a, b) => namedOrder(a.groupName, b.groupName));
  const byMonth = [
    ...tally(
      rows.filter((s) => s.submittedAt),
      (s) => istanbulDay(s.submittedAt ?? '').slice(0, 7),
    ),
  ]
    .map(([month, count]) => ({ month, count }))
    .sort((a, b) => (a.month < b.month ? -1 : 1));
  const byInstitution = [...tally(rows, (s) => s.owner)]
    .map(([owner, count]) => {
      const inst = institutionOf.get(owner as Compiler);
      return { institutionId: inst?.id ?? null, institutionName: inst?.name ?? null, count };
    })
    .reduce<{ institutionId: number | null; institutionName: string | null; count: number }[]>((acc, r) => {
      const same = acc.find((a) => a.institutionId === r.institutionId);
      if (same) same.count += r.count;
      else acc.push({ ...r });
      return acc;
    }, [])
    .sort((a, b) => namedOrder(a.institutionName, b.institutionName));
  return { scope: range.scope, total: rows.length, byStatus, byType, byMonth, byInstitution };
}

function expectedTop(scope: Range['scope'], limit: number) {
  return [...tally(counted({ scope }), (s) => s.owner)]
    .map(([owner, count]) => {
      const c = COMPILERS[owner as Compiler];
      return { userId: compilers[owner as Compiler].userId, name: c.name, surname: c.surname, count };
    })
    .sort(
      (a, b) =>
        b.count - a.count || trOrder(a.surname, b.surname) || trOrder(a.name, b.name) || a.userId - b.userId,
    )
    .slice(0, limit)
    .map((r) => ({ ...r, profileImageUrl: '/uploads/images/user.jpg' }));
}

/** percentile_cont: linear interpolation between the closest ranks. */
function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const pos = p * (sorted.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  const a = sorted[lo] as number;
  const b = sorted[hi] as number;
  return a + (b - a) * (pos - lo);
}
function figures(days: number[]) {
  const sorted = [...days].sort((a, b) => a - b);
  return { decided: days.length, medianDays: percentile(sorted, 0.5), p90Days: percentile(sorted, 0.9) };
}
/** Each tale's first verdict (3 → 5 or 8): who took it and the days since the submission. */
function expectedThroughput(range: Omit<Range, 'scope'> = {}) {
  const inRange = new Set(
    counted({ scope: 'all', ...range })
      .filter((s) => s.submittedAt)
      .map((s) => s.taleId),
  );
  const first = new Map<number, Step>();
  for (const step of steps) {
    if (step.from !== ACTION.inReview || ![ACTION.advisoryBoard, ACTION.rejected].includes(step.to as 5 | 8))
      continue;
    const known = first.get(step.taleId);
    if (!known || step.at < known.at) first.set(step.taleId, step);
  }
  const waits = [...first.values()]
    .filter((step) => inRange.has(step.taleId))
    .map((step) => {
      const tale = seeded.find((s) => s.taleId === step.taleId) as Seeded;
      return {
        actor: step.actor,
        days: (Date.parse(step.at) - Date.parse(tale.submittedAt as string)) / DAY_MS,
      };
    });
  const editors = [editorA, editorB]
    .map((e, i) => ({ e, name: ['Ömer', 'Cem'][i] as string, surname: ['Ünal', 'Çakır'][i] as string }))
    .map(({ e, name, surname }) => ({
      userId: e.userId,
      name,
      surname,
      ...figures(waits.filter((w) => w.actor === e.userId).map((w) => w.days)),
    }))
    .filter((e) => e.decided > 0)
    .sort((a, b) => trOrder(a.surname, b.surname));
  return { overall: figures(waits.map((w) => w.days)), editors };
}

const get = async (who: User | undefined, url: string, status = 200) => {
  const response = await getAs(ctx, who?.token, url);
  expect(response.statusCode, `${url}: ${excerpt(response)}`).toBe(status);
  return response;
};
const json = async (who: User | undefined, url: string) => (await get(who, url)).json();

describe('the map, the area and the summary', () => {
  it('counts only completed and published tales for everyone (never private content or unfinished work)', async () => {
    const expected = expectedMap({ scope: 'public' });
    expect(expected.total).toBeGreaterThan(0);
    // Private content and every unfinished status exist in the seed, and are left out.
    expect(seeded.some((s) => s.actionId === ACTION.privateContent)).toBe(true);
    expect(counted({ scope: 'all' }).length).toBeGreaterThan(expected.total);
    for (const who of [viewer, editorA, admin]) {
      expect(await json(who, '/v1/statistics/map')).toEqual(expected);
      expect(await json(who, '/v1/statistics/map?scope=public')).toEqual(expected);
      expect(await json(who, '/v1/statistics/summary')).toEqual(expectedSummary({ scope: 'public' }));
    }
    const map = await json(viewer, '/v1/statistics/map');
    expect(map.regions).toHaveLength(7);
    expect(map.provinces).toHaveLength(81);
  });

  it('counts every status for an admin asking scope=all', async () => {
    expect(await json(admin, '/v1/statistics/map?scope=all')).toEqual(expectedMap({ scope: 'all' }));
    const summary = await json(admin, '/v1/statistics/summary?scope=all');
    expect(summary).toEqual(expectedSummary({ scope: 'all' }));
    expect(summary.byStatus.map((s: { actionId: number }) => s.actionId)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
  });

  it('filters by Istanbul days of submission, both ends inclusive', async () => {
    for (const range of [
      { from: '2024-02-01', to: '2024-02-29' },
      { from: '2024-03-01' },
      { to: '2024-01-31' },
      { from: '2024-07-01', to: '2024-07-01' },
    ] as { from?: string; to?: string }[]) {
      const q = new URLSearchParams(range as Record<string, string>).toString();
      expect(await json(viewer, `/v1/statistics/map?${q}`)).toEqual(
        expectedMap({ scope: 'public', ...range }),
      );
      expect(await json(admin, `/v1/statistics/summary?scope=all&${q}`)).toEqual(
        expectedSummary({ scope: 'all', ...range }),
      );
    }
    // The boundary tales are really there: 31.01 23:30 and 01.02 00:30 in Istanbul.
    expect((await json(admin, '/v1/statistics/summary?scope=all&to=2024-01-31')).byMonth).toEqual([
      { month: '2024-01', count: counted({ scope: 'all', to: '2024-01-31' }).length },
    ]);
  });

  it("answers one region's provinces, zeros included, and 404 for an unknown region", async () => {
    for (const region of ['Ege', 'Doğu Anadolu', 'İç Anadolu', 'Akdeniz']) {
      for (const [who, scope] of [
        [viewer, 'public'],
        [admin, 'all'],
      ] as const) {
        const provinces = expectedMap({ scope })
          .provinces.filter((p) => p.region === region)
          .map(({ region: _region, ...p }) => p);
        expect(await json(who, `/v1/statistics/area/${encodeURIComponent(region)}?scope=${scope}`)).toEqual({
          region,
          total: provinces.reduce((sum, p) => sum + p.count, 0),
          provinces,
        });
      }
    }
    for (const region of ['Atlantis', 'ege', 'Ic Anadolu']) {
      const response = await get(viewer, `/v1/statistics/area/${encodeURIComponent(region)}`, 404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });
});

describe('the top uploaders', () => {
  it('orders by count, ties in Turkish order of surname, within the scope and the limit', async () => {
    const top = await json(viewer, '/v1/statistics/topUploaders');
    expect(top).toEqual(expectedTop('public', 10));
    // Çelik and Demir tie: Turkish order puts Ç before D (byte order would not).
    expect(top.map((r: { surname: string }) => r.surname)).toEqual(['Öztürk', 'Çelik', 'Demir', 'Işık']);
    expect(await json(viewer, '/v1/statistics/topUploaders?limit=2')).toEqual(expectedTop('public', 2));
    const all = await json(admin, '/v1/statistics/topUploaders?scope=all&limit=50');
    expect(all).toEqual(expectedTop('all', 50));
    // With her private and unfinished tales Zeynep leads; the public list never shows them.
    expect(all[0].surname).toBe('Işık');
  });
});

describe('the throughput (admin)', () => {
  it("gives each tale's days from submission to its first verdict, median and 90th percentile", async () => {
    const answer = await json(admin, '/v1/statistics/throughput');
    const expected = expectedThroughput();
    expect(expected.overall.decided).toBeGreaterThan(3);
    expect(answer.overall.decided).toBe(expected.overall.decided);
    expect(answer.overall.medianDays).toBeCloseTo(expected.overall.medianDays as number, 6);
    expect(answer.overall.p90Days).toBeCloseTo(expected.overall.p90Days as number, 6);
    expect(answer.editors.map((e: { userId: number }) => e.userId)).toEqual(
      expected.editors.map((e) => e.userId),
    );
    for (const [i, e] of expected.editors.entries()) {
      expect(answer.editors[i]).toMatchObject({
        userId: e.userId,
        name: e.name,
        surname: e.surname,
        decided: e.decided,
      });
      expect(answer.editors[i].medianDays).toBeCloseTo(e.medianDays as number, 6);
      expect(answer.editors[i].p90Days).toBeCloseTo(e.p90Days as number, 6);
    }
  });

  it('filters by the submission days', async () => {
    const answer = await json(admin, '/v1/statistics/throughput?from=2024-02-01&to=2024-03-01');
    const expected = expectedThroughput({ from: '2024-02-01', to: '2024-03-01' });
    expect(answer.overall.decided).toBe(expected.overall.decided);
    expect(answer.overall.medianDays).toBeCloseTo(expected.overall.medianDays as number, 6);
    const none = await json(admin, '/v1/statistics/throughput?from=2030-01-01');
    expect(none).toEqual({ overall: { decided: 0, medianDays: null, p90Days: null }, editors: [] });
  });
});

const trNumber = (s: string) => Number(s.replace(',', '.'));

describe('the CSV export (admin)', () => {
  it('is UTF-8 with a BOM, ";" separated, and holds the same figures as the JSON calls', async () => {
    const range = { scope: 'all', from: '2024-01-01', to: '2024-12-31' } as const;
    const response = await get(admin, `/v1/statistics/export?${new URLSearchParams(range)}`);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename=MasalIstatistik.csv');
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.subarray(3).toString('utf8');
    const byTitle = csvSections(text);
    const body = (title: string) => {
      const block = byTitle.get(title);
      if (!block) throw new Error(`no section ${title}: ${[...byTitle.keys()].join(', ')}`);
      return block.slice(1);
    };

    const summary = expectedSummary(range);
    const map = expectedMap(range);
    const statusNames = {
      1: 'Taslak',
      2: 'Gönderildi — editör bekliyor',
      3: 'Editör incelemesinde',
    } as Record<number, string>;
    const statuses = body('Durumlara göre');
    expect(statuses.map((r) => trNumber(r[1] as string))).toEqual(summary.byStatus.map((s) => s.count));
    for (const [i, s] of summary.byStatus.entries()) {
      if (statusNames[s.actionId]) expect(statuses[i]?.[0]).toBe(statusNames[s.actionId]);
    }
    expect(body('Masal türlerine göre')).toEqual(
      summary.byType.map((t) => [t.groupName ?? 'Türü belirtilmemiş', String(t.count)]),
    );
    expect(body('Aylara göre')).toEqual(summary.byMonth.map((m) => [m.month, String(m.count)]));
    expect(body('Bölgelere göre')).toEqual(map.regions.map((r) => [r.region, String(r.count)]));
    expect(body('İllere göre')).toEqual(
      map.provinces.map((p) => [p.city, String(p.plateNumber), p.region, String(p.count)]),
    );
    expect(body('Kurumlara göre')).toEqual(
      summary.byInstitution.map((r) => [r.institutionName ?? 'Kurumu belirtilmemiş', String(r.count)]),
    );
    // Turkish letters arrive intact.
    expect(text).toContain('Güneydoğu Anadolu;');
    expect(text).toContain('Şanlıurfa;63;');
    expect(text).toContain('Ege Üniversitesi;');
    expect(text).toContain('"Hacettepe Üniversitesi; ""Halk Bilimi""";');

    const throughput = expectedThroughput(range);
    const [overall, ...editors] = body('Editör karar süreleri (gönderimden karara gün)');
    expect(overall?.slice(0, 2)).toEqual(['Tümü', String(throughput.overall.decided)]);
    expect(trNumber(overall?.[2] as string)).toBeCloseTo(throughput.overall.medianDays as number, 1);
    expect(trNumber(overall?.[3] as string)).toBeCloseTo(throughput.overall.p90Days as number, 1);
    expect(editors.map((e) => e.slice(0, 2))).toEqual(
      throughput.editors.map((e) => [`${e.name} ${e.surname}`, String(e.decided)]),
    );
  });
});

describe('permissions and bad input', () => {
  const EVERYONE = [
    '/v1/statistics/map',
    '/v1/statistics/area/Ege',
    '/v1/statistics/summary',
    '/v1/statistics/topUploaders',
  ];
  const ADMIN_ONLY = ['/v1/statistics/throughput', '/v1/statistics/export'];

  it('requires a session (403) on every call', async () => {
    for (const url of [...EVERYONE, ...ADMIN_ONLY, '/v1/statistics/map?scope=all&from=bad']) {
      expect((await get(undefined, url, 403)).json().code).toBe('SESSION_REQUIRED');
    }
  });

  it('refuses the wrong role (401): scope=all, the throughput and the export for anyone but an admin', async () => {
    for (const who of [viewer, editorA, editorB]) {
      for (const url of [...EVERYONE.map((u) => `${u}?scope=all`), ...ADMIN_ONLY]) {
        expect((await get(who, url, 401)).json().code).toBe('NOT_ALLOWED');
      }
    }
  });

  it('refuses bad parameters with a Turkish message (400)', async () => {
    const cases: [string, string, string][] = [
      ['/v1/statistics/map?scope=everything', 'scope', 'Kapsam "public" veya "all" olmalıdır.'],
      ['/v1/statistics/summary?from=2024-02-30', 'from', MSG.dateInvalid],
      ['/v1/statistics/summary?to=31.01.2024', 'to', MSG.dateInvalid],
      ['/v1/statistics/map?from=2024-03-01&to=2024-02-01', 'to', MSG.auditDateRange],
      ['/v1/statistics/topUploaders?limit=0', 'limit', 'Sayı 1 ile 50 arasında olmalıdır.'],
      ['/v1/statistics/topUploaders?limit=51', 'limit', 'Sayı 1 ile 50 arasında olmalıdır.'],
      ['/v1/statistics/topUploaders?limit=iki', 'limit', 'Sayı 1 ile 50 arasında olmalıdır.'],
      ['/v1/statistics/area/Ege?scope=hepsi', 'scope', 'Kapsam "public" veya "all" olmalıdır.'],
    ];
    for (const [url, field, message] of cases) {
      const response = await get(viewer, url, 400);
      expect(messagesFor(response, field), url).toEqual([message]);
    }
    for (const url of [
      '/v1/statistics/throughput?from=2024-05-01&to=2024-04-01',
      '/v1/statistics/export?to=x',
    ]) {
      expect((await get(admin, url, 400)).json().code).toBe('VALIDATION');
    }
  });
});

describe('after a change', () => {
  it('counts again: a figure asked before a tale changed status is never answered from before', async () => {
    const draft = seeded.find((s) => s.actionId === ACTION.draft) as Seeded;
    const setStatus = async (actionId: number) => {
      await ctx.database.db.update(tales).set({ actionId }).where(eq(tales.taleId, draft.taleId));
      draft.actionId = actionId;
    };
    const before = await json(viewer, '/v1/statistics/map');
    expect(before).toEqual(expectedMap({ scope: 'public' }));
    try {
      await setStatus(ACTION.published);
      const after = await json(viewer, '/v1/statistics/map');
      expect(after).toEqual(expectedMap({ scope: 'public' }));
      expect(after.total).toBe(before.total + 1);
      expect(await json(viewer, '/v1/statistics/topUploaders')).toEqual(expectedTop('public', 10));
    } finally {
      await setStatus(ACTION.draft);
    }
    expect(await json(viewer, '/v1/statistics/map')).toEqual(before);
  });
});

describe("the map's province: GET /v1/tales/ with city and area", () => {
  const list = async (who: User, q: Record<string, string>): Promise<TaleListAnswer> =>
    json(who, `/v1/tales/?${new URLSearchParams({ pageSize: '100', sort: 'taleName', order: 'asc', ...q })}`);

  it('lists the published tales of a province or a region', async () => {
    for (const q of [
      { city: 'İzmir' },
      { city: 'Iğdır' },
      { area: 'Doğu Anadolu' },
      { area: 'Ege', city: 'Muğla' },
    ] as { area?: string; city?: string }[]) {
      const answer = await list(viewer, { ...q, actionIds: String(ACTION.published) });
      const expected = seeded
        .filter(
          (s) =>
            s.actionId === ACTION.published &&
            (!q.city || s.city === q.city) &&
            (!q.area || s.area === q.area),
        )
        .map((s) => s.taleName)
        .sort(trOrder);
      expect(answer.rows.map((r) => r.taleName)).toEqual(expected);
      expect(answer.total).toBe(expected.length);
    }
  });

  it('refuses a province or region not spelled as in provinces.json (400, Turkish message)', async () => {
    expect(messagesFor(await get(viewer, '/v1/tales/?city=izmir', 400), 'city')).toEqual([MSG.cityInvalid]);
    expect(messagesFor(await get(viewer, '/v1/tales/?area=Ic%20Anadolu', 400), 'area')).toEqual([
      MSG.regionInvalid,
    ]);
  });
});
