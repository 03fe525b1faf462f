/**
 * GET /v1/tales/myPastReviews and /v1/tales/myPastReviews/summary (`/masal/myPastReviews`): the
 * decisions the signed-in person took through PUT /v1/tales/, newest first, with their counts per decision and
 * per Istanbul month. The test keeps its own record of every decision it takes and of the time it gives each
 * one; the expected rows, counts and filters are computed from that record, not from the server's code.
 */
import { ACTION, MSG, ROLE } from '@masal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taleHistory } from '../src/db/schema/index.ts';
import { type CreatedUser, signedInUser } from './support/factories.ts';
import { messagesFor } from './support/http.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import {
  createWorkflowTale,
  excerpt,
  getAs,
  historyOf,
  putTransition,
  taleSnapshot,
} from './support/workflow-fixtures.ts';

let ctx: TestApp;

const PEOPLE = {
  owner: [ROLE.writer],
  /** A compiler who is also an editor: their own submissions are no reviews. */
  writerEditor: [ROLE.writer, ROLE.editor],
  editor: [ROLE.editor],
  languageEditor: [ROLE.languageEditor],
  member: [ROLE.advisoryBoardMember],
  chair: [ROLE.advisoryBoardChair],
  publisher: [ROLE.publishingEditor],
  admin: [ROLE.admin],
  /** An admin who is also an editor: sees the admin's steps too, as they are theirs. */
  adminEditor: [ROLE.admin, ROLE.fieldEditor],
  writer: [ROLE.writer],
  assistant: [ROLE.editorAssistant],
} as const;
type Who = keyof typeof PEOPLE;
const people = {} as Record<Who, CreatedUser & { token: string }>;
const id = (who: Who) => people[who].userId;

/** decisions.md's transitions by their statuses, written out here; anything else is an admin's change. */
const DECISION_OF_STEP: Record<string, string> = {
  '2>3': 'assign',
  '3>3': 'reassign',
  '3>4': 'requestRevision',
  '3>8': 'reject',
  '3>5': 'forwardToAdvisoryBoard',
  '5>6': 'advisoryBoardApprove',
  '5>7': 'advisoryBoardApprovePrivate',
  '5>3': 'advisoryBoardReturn',
  '5>8': 'advisoryBoardReject',
  '6>9': 'publish',
  '9>6': 'unpublish',
};
const decisionOf = (from: number, to: number) => DECISION_OF_STEP[`${from}>${to}`] ?? 'adminChange';

/** Every decision the test took: who, on which tale (and whose), from → to, the note, and the time it gave it. */
interface Taken {
  historyId: number;
  who: Who;
  taleId: number;
  taleName: string;
  owner: Who;
  from: number;
  to: number;
  note: string | null;
  at: string;
}
const taken: Taken[] = [];

/** Istanbul is UTC+3 all year: these cross days and months there that they do not cross in UTC. */
const TIMES = [
  '2024-01-15T09:00:00.000Z',
  '2024-01-31T20:30:00.000Z', // 31.01.2024 23:30 in Istanbul
  '2024-01-31T21:30:00.000Z', // 01.02.2024 00:30 in Istanbul: February there, January in UTC
  '2024-02-10T12:00:00.000Z',
  '2024-02-29T20:59:00.000Z', // 29.02.2024 23:59 in Istanbul
  '2024-02-29T21:00:00.000Z', // 01.03.2024 00:00 in Istanbul
  '2024-03-05T08:00:00.000Z',
  '2024-06-30T22:00:00.000Z', // 01.07.2024 01:00 in Istanbul
  '2024-07-02T10:00:00.000Z',
  '2024-12-31T21:05:00.000Z', // 01.01.2025 00:05 in Istanbul
  '2025-01-03T10:00:00.000Z',
  '2025-03-20T10:00:00.000Z',
];
let tick = 0;

const istanbulDay = (iso: string) =>
  new Date(iso).toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
const istanbulMonth = (iso: string) => istanbulDay(iso).slice(0, 7);

/** Takes one decision through PUT /v1/tales/, then gives its history row the next of TIMES and records it. */
async function decide(
  who: Who,
  tale: { taleId: number; taleName: string; owner: Who },
  to: number,
  extra: { note?: string; editorId?: number } = {},
) {
  const before = await taleSnapshot(ctx, tale.taleId);
  const response = await putTransition(ctx, people[who].token, {
    taleId: tale.taleId,
    actionId: to,
    version: before.version,
    ...extra,
  });
  expect(response.statusCode, excerpt(response)).toBe(200);
  const history = await historyOf(ctx, tale.taleId);
  const row = history.at(-1);
  if (!row) throw new Error('no history row');
  expect(row).toMatchObject({ actorUserId: id(who), fromActionId: before.actionId, toActionId: to });
  // Oldest first, as the decisions were taken; spread over months (a stated time, set straight in the database).
  const at = TIMES[tick % TIMES.length] as string;
  tick += 1;
  await ctx.database.db
    .update(taleHistory)
    .set({ at: new Date(at) })
    .where(eq(taleHistory.historyId, row.historyId));
  taken.push({
    historyId: row.historyId,
    who,
    taleId: tale.taleId,
    taleName: tale.taleName,
    owner: tale.owner,
    from: before.actionId,
    to,
    note: extra.note ?? null,
    at,
  });
}

/** A tale of `owner` at `actionId` (classified, with text and abstract), as the test names it. */
async function taleOf(owner: Who, actionId: number, taleName: string) {
  const { taleId } = await createWorkflowTale(ctx, { userId: id(owner), actionId, taleName });
  return { taleId, taleName, owner };
}

/** The rows the person should see: their own decisions, but not the compiler's steps on their own tales. */
function expectedOf(who: Who, filter: { decision?: string; from?: string; to?: string } = {}) {
  return taken
    .filter((d) => d.who === who)
    .filter((d) => !(d.owner === who && ((d.from === 1 && d.to === 2) || (d.from === 4 && d.to === 3))))
    .filter((d) => !filter.decision || decisionOf(d.from, d.to) === filter.decision)
    .filter((d) => !filter.from || istanbulDay(d.at) >= filter.from)
    .filter((d) => !filter.to || istanbulDay(d.at) <= filter.to)
    .sort((a, b) => b.at.localeCompare(a.at) || b.historyId - a.historyId)
    .map((d) => ({
      historyId: d.historyId,
      taleId: d.taleId,
      taleName: d.taleName,
      decision: decisionOf(d.from, d.to),
      fromActionId: d.from,
      toActionId: d.to,
      note: d.note,
      at: d.at,
    }));
}

/** Every decision someone sees as theirs, with who took it. */
const expectedOfAnyone = () =>
  (Object.keys(PEOPLE) as Who[]).flatMap((who) => expectedOf(who).map((row) => ({ ...row, who })));

function countsOf(rows: ReturnType<typeof expectedOf>) {
  const byDecision: Record<string, number> = {};
  const byMonth: Record<string, number> = {};
  for (const row of rows) {
    byDecision[row.decision] = (byDecision[row.decision] ?? 0) + 1;
    const month = istanbulMonth(row.at);
    byMonth[month] = (byMonth[month] ?? 0) + 1;
  }
  return { total: rows.length, byDecision, byMonth };
}

const query = (params: Record<string, string | number | undefined>) => {
  const entries = Object.entries(params).filter(([, v]) => v !== undefined) as [string, string | number][];
  const search = new URLSearchParams(entries.map(([k, v]): [string, string] => [k, String(v)]));
  return search.size ? `?${search}` : '';
};
const list = (who: Who, params: Record<string, string | number | undefined> = {}) =>
  getAs(ctx, people[who].token, `/v1/tales/myPastReviews${query({ pageSize: 100, ...params })}`);
const summary = (who: Who, params: Record<string, string | undefined> = {}) =>
  getAs(ctx, people[who].token, `/v1/tales/myPastReviews/summary${query(params)}`);

/** The summary's answer as plain records, to compare with countsOf. */
function summaryRecords(answer: {
  total: number;
  byDecision: { decision: string; count: number }[];
  byMonth: { month: string; count: number }[];
}) {
  return {
    total: answer.total,
    byDecision: Object.fromEntries(answer.byDecision.map((d) => [d.decision, d.count])),
    byMonth: Object.fromEntries(answer.byMonth.map((m) => [m.month, m.count])),
  };
}

beforeAll(async () => {
  ctx = await startTestApp();
  for (const [who, roles] of Object.entries(PEOPLE) as [Who, readonly number[]][]) {
    people[who] = await signedInUser(ctx, { roles: [...roles], name: `Kişi ${who}`, surname: 'Deneme' });
  }

  // 1. Revision, resubmission, the advisory board returns it, forwarded again, approved as private content.
  const t1 = await taleOf('owner', ACTION.submitted, 'Keloğlan ile Dev');
  await decide('admin', t1, ACTION.inReview, { editorId: id('editor') });
  await decide('editor', t1, ACTION.revisionRequested, { note: 'Derleme tarihini kontrol ediniz.' });
  await decide('owner', t1, ACTION.inReview, { note: 'Düzeltildi.' });
  await decide('editor', t1, ACTION.advisoryBoard);
  await decide('member', t1, ACTION.inReview, { note: 'Özet yeniden yazılmalı.' });
  await decide('editor', t1, ACTION.advisoryBoard, { note: 'Özet yenilendi.' });
  await decide('chair', t1, ACTION.privateContent);

  // 2. Rejected by its editor.
  const t2 = await taleOf('owner', ACTION.submitted, 'Nasreddin Hoca ve Kazan');
  await decide('admin', t2, ACTION.inReview, { editorId: id('editor') });
  await decide('editor', t2, ACTION.rejected, { note: 'Metin bir masal değil, bir fıkra.' });

  // 3. The writer-editor's own tale: submitted and resubmitted by them, reviewed by others, published, withdrawn.
  const t3 = await taleOf('writerEditor', ACTION.draft, 'Şahmeran');
  await decide('writerEditor', t3, ACTION.submitted);
  await decide('adminEditor', t3, ACTION.inReview, { editorId: id('languageEditor') });
  await decide('languageEditor', t3, ACTION.revisionRequested, { note: 'Yazım hataları var.' });
  await decide('writerEditor', t3, ACTION.inReview);
  await decide('languageEditor', t3, ACTION.advisoryBoard);
  await decide('member', t3, ACTION.completed, { note: 'Yayına uygundur.' });
  await decide('publisher', t3, ACTION.published);
  await decide('publisher', t3, ACTION.completed, { note: 'Telif sorunu bildirildi.' });

  // 4. The writer-editor reviews someone else's tale; the admin-editor reassigns and changes a status.
  const t4 = await taleOf('owner', ACTION.submitted, 'Ağaçtaki Kuş');
  await decide('admin', t4, ACTION.inReview, { editorId: id('writerEditor') });
  await decide('writerEditor', t4, ACTION.revisionRequested, { note: 'Kaynak kişiyi ekleyiniz.' });
  await decide('owner', t4, ACTION.inReview);
  await decide('adminEditor', t4, ACTION.inReview, { editorId: id('editor'), note: 'İş yükü dengelendi.' });
  await decide('editor', t4, ACTION.advisoryBoard);
  await decide('chair', t4, ACTION.rejected, { note: 'Başka bir derlemenin kopyası.' });
  await decide('adminEditor', t4, ACTION.advisoryBoard, { note: 'Kurul yeniden değerlendirsin.' });
  await decide('member', t4, ACTION.completed);
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /v1/tales/myPastReviews', () => {
  it('requires a session', async () => {
    for (const url of ['/v1/tales/myPastReviews', '/v1/tales/myPastReviews/summary']) {
      const response = await getAs(ctx, undefined, url);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: false, code: 'SESSION_REQUIRED' });
    }
  });

  it('refuses the wrong role: a writer, an editor assistant and an admin who is no editor', async () => {
    for (const who of ['writer', 'owner', 'assistant', 'admin'] as const) {
      for (const url of ['/v1/tales/myPastReviews', '/v1/tales/myPastReviews/summary?from=bad']) {
        const response = await getAs(ctx, people[who].token, url);
        expect(response.statusCode, `${who} ${url}`).toBe(401);
        expect(response.json()).toMatchObject({ status: false, message: MSG.unauthorized });
      }
    }
  });

  it('lists exactly the decisions the person made, newest first', async () => {
    const reviewers = [
      'writerEditor',
      'editor',
      'languageEditor',
      'member',
      'chair',
      'publisher',
      'adminEditor',
    ];
    for (const who of reviewers as Who[]) {
      const expected = expectedOf(who);
      expect(expected.length, who).toBeGreaterThan(0);
      const response = await list(who);
      expect(response.statusCode, excerpt(response)).toBe(200);
      expect(response.json(), who).toEqual({ rows: expected, total: expected.length });
    }
    // Counted by hand from the steps above.
    expect(expectedOf('editor')).toHaveLength(5);
    expect(expectedOf('member')).toHaveLength(3);
    expect(expectedOf('adminEditor')).toHaveLength(3);
  });

  it("leaves out the compiler's own submissions, even for a compiler who is also an editor", async () => {
    const rows = (await list('writerEditor')).json().rows as { taleName: string; decision: string }[];
    expect(rows).toEqual([
      expect.objectContaining({ taleName: 'Ağaçtaki Kuş', decision: 'requestRevision' }),
    ]);
    expect(taken.filter((d) => d.who === 'writerEditor')).toHaveLength(3);
  });

  it('shows private content to the person who decided it', async () => {
    const rows = (await list('chair')).json().rows as { taleName: string; toActionId: number }[];
    expect(rows).toContainEqual(expect.objectContaining({ taleName: 'Keloğlan ile Dev', toActionId: 7 }));
  });

  it('counts per decision and per Istanbul month', async () => {
    for (const who of ['editor', 'member', 'adminEditor', 'writerEditor', 'publisher'] as Who[]) {
      const response = await summary(who);
      expect(response.statusCode, excerpt(response)).toBe(200);
      expect(summaryRecords(response.json()), who).toEqual(countsOf(expectedOf(who)));
    }
    // The admin-editor's three: an assignment, a reassignment, and a change the transitions have no name for.
    expect(summaryRecords((await summary('adminEditor')).json()).byDecision).toEqual({
      assign: 1,
      reassign: 1,
      adminChange: 1,
    });
    // Months newest first.
    const months = ((await summary('editor')).json().byMonth as { month: string }[]).map((m) => m.month);
    expect(months).toEqual([...months].sort().reverse());
  });

  it('filters by decision', async () => {
    for (const [who, decision] of [
      ['editor', 'forwardToAdvisoryBoard'],
      ['editor', 'reject'],
      ['member', 'advisoryBoardReturn'],
      ['adminEditor', 'adminChange'],
      ['adminEditor', 'reassign'],
      ['editor', 'publish'],
    ] as [Who, string][]) {
      const expected = expectedOf(who, { decision });
      const response = await list(who, { decision });
      expect(response.json(), `${who} ${decision}`).toEqual({ rows: expected, total: expected.length });
    }
    expect(expectedOf('editor', { decision: 'forwardToAdvisoryBoard' })).toHaveLength(3);
  });

  it('filters by Istanbul days, both inclusive, in the list and in the counts', async () => {
    const ranges: { from?: string; to?: string }[] = [
      { from: '2024-02-01' },
      { to: '2024-01-31' },
      { from: '2024-02-01', to: '2024-02-29' },
      { from: '2024-03-01', to: '2024-03-01' },
      { from: '2025-01-01', to: '2025-12-31' },
      { from: '2030-01-01' },
    ];
    for (const who of ['editor', 'member', 'languageEditor', 'chair', 'adminEditor'] as Who[]) {
      for (const range of ranges) {
        const expected = expectedOf(who, range);
        const response = await list(who, range);
        expect(response.json(), `${who} ${JSON.stringify(range)}`).toEqual({
          rows: expected,
          total: expected.length,
        });
        const counted = await summary(who, range);
        expect(summaryRecords(counted.json()), `${who} ${JSON.stringify(range)}`).toEqual(countsOf(expected));
      }
    }
    // A decision just after midnight in Istanbul counts on that Istanbul day and month, not on the UTC one.
    const boundaries = [
      { at: '2024-01-31T21:30:00.000Z', day: '2024-02-01', utcDay: '2024-01-31' },
      { at: '2024-02-29T21:00:00.000Z', day: '2024-03-01', utcDay: '2024-02-29' },
      { at: '2024-12-31T21:05:00.000Z', day: '2025-01-01', utcDay: '2024-12-31' },
    ];
    for (const { at, day, utcDay } of boundaries) {
      const decision = expectedOfAnyone().find((d) => d.at === at);
      if (!decision) throw new Error(`no reviewing decision at ${at}`);
      const onDay = (await list(decision.who, { from: day, to: day })).json().rows as { historyId: number }[];
      expect(
        onDay.map((r) => r.historyId),
        at,
      ).toContain(decision.historyId);
      const onUtcDay = (await list(decision.who, { from: utcDay, to: utcDay })).json().rows as {
        historyId: number;
      }[];
      expect(
        onUtcDay.map((r) => r.historyId),
        at,
      ).not.toContain(decision.historyId);
      const months = summaryRecords((await summary(decision.who, { from: day, to: day })).json()).byMonth;
      expect(months, at).toEqual({ [day.slice(0, 7)]: 1 });
    }
  });

  it('pages on the server with the total of every page', async () => {
    const expected = expectedOf('editor');
    const seen: unknown[] = [];
    for (let page = 0; page * 2 < expected.length; page++) {
      const response = await list('editor', { page, pageSize: 2 });
      const answer = response.json();
      expect(answer.total).toBe(expected.length);
      expect(answer.rows).toEqual(expected.slice(page * 2, page * 2 + 2));
      seen.push(...answer.rows);
    }
    expect(seen).toEqual(expected);
    const past = await list('editor', { page: 10, pageSize: 2 });
    expect(past.json()).toEqual({ rows: [], total: expected.length });
    const filtered = await list('editor', { decision: 'forwardToAdvisoryBoard', page: 1, pageSize: 2 });
    expect(filtered.json()).toEqual({
      rows: expectedOf('editor', { decision: 'forwardToAdvisoryBoard' }).slice(2, 4),
      total: 3,
    });
  });

  it('answers 400 with Turkish field messages for a bad filter', async () => {
    const badDecision = await list('editor', { decision: 'submit' });
    expect(badDecision.statusCode).toBe(400);
    expect(badDecision.json()).toMatchObject({ status: false });
    expect(messagesFor(badDecision, 'decision')).toEqual([MSG.pastReviewDecisionInvalid]);

    const reversed = await list('editor', { from: '2024-03-01', to: '2024-02-01' });
    expect(reversed.statusCode).toBe(400);
    expect(messagesFor(reversed, 'to')).toEqual([MSG.auditDateRange]);

    const badDay = await summary('editor', { from: '2024-02-30' });
    expect(badDay.statusCode).toBe(400);
    expect(messagesFor(badDay, 'from')).toEqual([MSG.dateInvalid]);

    const tooLarge = await list('editor', { pageSize: 101 });
    expect(tooLarge.statusCode).toBe(400);
  });
});
