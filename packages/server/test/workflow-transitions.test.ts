/**
 * PUT /v1/tales/ for every role (decisions.md "Tale workflow"): each transition of the state machine with what
 * its transaction writes — status, version, editor, history row, the advisory board's record, the mails, the audit
 * row — the admin's changes, every kind of refusal (which changes nothing), and GET /v1/tales/history/{id}. The
 * expectations are written out here from decisions.md, not read from the server's table.
 */
import { ACTION, type ActionId, type AdvisoryBoardDecision, MSG, ROLE, TRANSITIONS } from '@masal/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisoryBoardApprovals, auditLog, mailJobs, taleAbstracts } from '../src/db/schema/index.ts';
import { type CreatedUser, createUser, signedInUser } from './support/factories.ts';
import { messagesFor } from './support/http.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import {
  createWorkflowTale,
  getAs,
  historyOf,
  paymentsOf,
  putTransition,
  type TransitionBody,
  taleSnapshot,
} from './support/workflow-fixtures.ts';

let ctx: TestApp;
const ROLES_OF = {
  owner: [ROLE.writer],
  outsider: [ROLE.writer],
  editor: [ROLE.editor],
  otherEditor: [ROLE.languageEditor],
  member: [ROLE.advisoryBoardMember],
  chair: [ROLE.advisoryBoardChair],
  publisher: [ROLE.publishingEditor],
  assistant: [ROLE.editorAssistant],
  admin: [ROLE.admin],
} as const;
type Who = keyof typeof ROLES_OF;
const people = {} as Record<Who, CreatedUser & { token: string }>;
/** An advisory board member whose account is passive: never mailed. */
let passiveMember: CreatedUser;
/** An editor whose account is passive: nobody's tale is given to them. */
let passiveEditor: CreatedUser;

beforeAll(async () => {
  ctx = await startTestApp();
  for (const [who, roles] of Object.entries(ROLES_OF) as [Who, readonly number[]][]) {
    people[who] = await signedInUser(ctx, { roles: [...roles], name: `Kişi ${who}`, surname: 'Deneme' });
  }
  passiveMember = await createUser(ctx, { roles: [ROLE.advisoryBoardMember], active: false });
  passiveEditor = await createUser(ctx, { roles: [ROLE.editor], active: false });
});
afterAll(async () => {
  await ctx?.close();
});

const id = (who: Who) => people[who].userId;
const decide = (who: Who, body: TransitionBody) => putTransition(ctx, people[who].token, body);

/** A tale of `owner` at `actionId`, assigned to `editor` from review on; classified, with text and abstract. */
const taleAt = (actionId: ActionId, options: { editorId?: number | null; abstract?: boolean } = {}) =>
  createWorkflowTale(ctx, {
    userId: id('owner'),
    actionId,
    editorId:
      options.editorId === undefined ? (actionId >= ACTION.inReview ? id('editor') : null) : options.editorId,
    ...(options.abstract === undefined ? {} : { abstract: options.abstract }),
  });

const mailsOf = (taleId: number) =>
  ctx.database.db
    .select({ kind: mailJobs.kind, userId: mailJobs.userId })
    .from(mailJobs)
    .where(eq(mailJobs.taleId, taleId))
    .orderBy(asc(mailJobs.userId));

const lastAudit = async (taleId: number) => {
  const [row] = await ctx.database.db
    .select({ action: auditLog.action, actor: auditLog.actorUserId, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'tale'), eq(auditLog.entityId, String(taleId))))
    .orderBy(desc(auditLog.auditId))
    .limit(1);
  return row;
};

const advisoryBoardRecordOf = (taleId: number) =>
  ctx.database.db.select().from(advisoryBoardApprovals).where(eq(advisoryBoardApprovals.taleId, taleId));

interface Case {
  key: string;
  who: Who;
  from: ActionId;
  to: ActionId;
  note?: string;
  /** editorId of the body. */
  editorId?: Who;
  /** The editor after the transition. */
  editorAfter: Who | null;
  /** The mails queued: [kind, recipient]; 'advisoryBoard' = every active advisory board member. */
  mails: ReadonlyArray<readonly [string, Who | 'advisoryBoard']>;
  advisoryBoardDecision?: AdvisoryBoardDecision;
  audit: 'tale.submit' | 'tale.transition';
}

/** decisions.md, transition by transition. */
const CASES: Case[] = [
  {
    key: 'submit',
    who: 'owner',
    from: 1,
    to: 2,
    editorAfter: null,
    // The receipt.
    mails: [['tale_received', 'owner']],
    audit: 'tale.submit',
  },
  {
    key: 'resubmit',
    who: 'owner',
    from: 4,
    to: 3,
    note: 'Kaynak kişinin doğum yeri eklendi.',
    editorAfter: 'editor',
    // The editor's notice and the compiler's receipt.
    mails: [
      ['tale_resubmitted', 'editor'],
      ['tale_resubmit_received', 'owner'],
    ],
    audit: 'tale.submit',
  },
  {
    key: 'assign',
    who: 'admin',
    from: 2,
    to: 3,
    editorId: 'editor',
    editorAfter: 'editor',
    mails: [['tale_assigned', 'editor']],
    audit: 'tale.transition',
  },
  {
    key: 'reassign',
    who: 'admin',
    from: 3,
    to: 3,
    note: 'İş yükü dengelendi.',
    editorId: 'otherEditor',
    editorAfter: 'otherEditor',
    mails: [['tale_assigned', 'otherEditor']],
    audit: 'tale.transition',
  },
  {
    key: 'requestRevision',
    who: 'editor',
    from: 3,
    to: 4,
    note: 'Derleme tarihini kontrol ediniz.',
    editorAfter: 'editor',
    mails: [['tale_revision', 'owner']],
    audit: 'tale.transition',
  },
  {
    key: 'reject',
    who: 'editor',
    from: 3,
    to: 8,
    note: 'Metin bir masal değil, bir fıkra.',
    editorAfter: 'editor',
    mails: [['tale_rejected', 'owner']],
    audit: 'tale.transition',
  },
  {
    key: 'forwardToAdvisoryBoard',
    who: 'editor',
    from: 3,
    to: 5,
    editorAfter: 'editor',
    mails: [['tale_to_advisory_board', 'advisoryBoard']],
    audit: 'tale.transition',
  },
  {
    key: 'advisoryBoardApprove',
    who: 'member',
    from: 5,
    to: 6,
    note: 'Yayına uygundur.',
    editorAfter: 'editor',
    mails: [['tale_approved', 'owner']],
    advisoryBoardDecision: 'approved',
    audit: 'tale.transition',
  },
  {
    key: 'advisoryBoardApprovePrivate',
    who: 'chair',
    from: 5,
    to: 7,
    editorAfter: 'editor',
    mails: [['tale_approved', 'owner']],
    advisoryBoardDecision: 'approvedPrivate',
    audit: 'tale.transition',
  },
  {
    key: 'advisoryBoardReturn',
    who: 'member',
    from: 5,
    to: 3,
    note: 'Özet yeniden yazılmalı.',
    editorAfter: 'editor',
    mails: [['tale_advisory_board_return', 'editor']],
    advisoryBoardDecision: 'returned',
    audit: 'tale.transition',
  },
  {
    key: 'advisoryBoardReject',
    who: 'chair',
    from: 5,
    to: 8,
    note: 'Başka bir derlemenin kopyası.',
    editorAfter: 'editor',
    mails: [['tale_rejected', 'owner']],
    advisoryBoardDecision: 'rejected',
    audit: 'tale.transition',
  },
  {
    key: 'publish',
    who: 'publisher',
    from: 6,
    to: 9,
    editorAfter: 'editor',
    mails: [['tale_published', 'owner']],
    audit: 'tale.transition',
  },
  {
    key: 'unpublish',
    who: 'admin',
    from: 9,
    to: 6,
    note: 'Telif sorunu bildirildi.',
    editorAfter: 'editor',
    mails: [],
    audit: 'tale.transition',
  },
];

const expectedMails = (c: Case) =>
  c.mails
    .flatMap(([kind, to]) =>
      (to === 'advisoryBoard' ? [id('member'), id('chair')] : [id(to)]).map((userId) => ({ kind, userId })),
    )
    .sort((a, b) => a.userId - b.userId);

describe('every transition of decisions.md', () => {
  it('is in this test', () => {
    expect(CASES.map((c) => c.key).sort()).toEqual(TRANSITIONS.map((t) => t.key).sort());
  });

  it.each(CASES)('$key: $who moves $from → $to and records it in one go', async (c) => {
    const { taleId } = await taleAt(c.from, { editorId: c.from === 2 || c.from === 1 ? null : id('editor') });
    const before = await taleSnapshot(ctx, taleId);
    const response = await decide(c.who, {
      taleId,
      actionId: c.to,
      version: before.version,
      ...(c.note ? { note: c.note } : {}),
      ...(c.editorId ? { editorId: id(c.editorId) } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      taleId,
      actionId: c.to,
      version: before.version + 1,
      editorId: c.editorAfter ? id(c.editorAfter) : null,
      lastNote: c.note ?? null,
    });

    expect(await historyOf(ctx, taleId)).toMatchObject([
      { actorUserId: id(c.who), fromActionId: c.from, toActionId: c.to, note: c.note ?? null },
    ]);
    expect(await mailsOf(taleId)).toEqual(expectedMails(c));
    expect(await lastAudit(taleId)).toEqual({
      action: c.audit,
      actor: id(c.who),
      details:
        c.audit === 'tale.submit'
          ? { from: c.from, to: c.to }
          : {
              from: c.from,
              to: c.to,
              key: c.key,
              ...(c.editorId ? { editorId: id(c.editorId) } : {}),
            },
    });
    const record = await advisoryBoardRecordOf(taleId);
    expect(record).toHaveLength(c.advisoryBoardDecision ? 1 : 0);
    if (c.advisoryBoardDecision) {
      expect(record[0]).toMatchObject({
        decision: c.advisoryBoardDecision,
        memberUserId: id(c.who),
        note: c.note ?? null,
      });
    }
    // Reaching 6 or 7 accrues the compiler's one payment (workflow-payments.test.ts checks its amount).
    expect(await paymentsOf(ctx, taleId)).toHaveLength(
      c.from === 6 || c.from === 9 || c.to === 6 || c.to === 7 ? 1 : 0,
    );
  });
});

describe("the admin's change of any other status, with a reason", () => {
  it('refuses it without a reason, then moves the tale and mails as the regular transition to there would', async () => {
    const { taleId } = await taleAt(ACTION.completed);
    const before = await taleSnapshot(ctx, taleId);
    const silent = await decide('admin', { taleId, actionId: ACTION.advisoryBoard });
    expect(silent.statusCode).toBe(400);
    expect(messagesFor(silent, 'note')).toEqual([MSG.reasonRequired]);
    expect(await taleSnapshot(ctx, taleId)).toEqual(before);

    const note = 'Kurul yeniden değerlendirsin.';
    const moved = await decide('admin', { taleId, actionId: ACTION.advisoryBoard, note });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ actionId: ACTION.advisoryBoard, lastNote: note });
    expect(await mailsOf(taleId)).toEqual(
      [id('member'), id('chair')]
        .sort((a, b) => a - b)
        .map((userId) => ({ kind: 'tale_to_advisory_board', userId })),
    );
    expect(await lastAudit(taleId)).toMatchObject({
      action: 'tale.transition',
      details: { from: 6, to: 5, key: 'adminChange' },
    });
    // No advisory board decision: the admin is not the advisory board.
    expect(await advisoryBoardRecordOf(taleId)).toEqual([]);
  });

  it('back to review keeps the editor the tale had when none is sent, or gives it to the one sent', async () => {
    const kept = await taleAt(ACTION.rejected);
    const reopened = await decide('admin', {
      taleId: kept.taleId,
      actionId: ACTION.inReview,
      note: 'Ret kararı yanlışlıkla verildi.',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ actionId: ACTION.inReview, editorId: id('editor') });
    expect(await mailsOf(kept.taleId)).toEqual([{ kind: 'tale_assigned', userId: id('editor') }]);

    const moved = await taleAt(ACTION.advisoryBoard);
    const given = await decide('admin', {
      taleId: moved.taleId,
      actionId: ACTION.inReview,
      note: 'Kurul toplanamıyor, başka editöre.',
      editorId: id('otherEditor'),
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().editorId).toBe(id('otherEditor'));

    const none = await taleAt(ACTION.submitted, { editorId: null });
    const refused = await decide('admin', { taleId: none.taleId, actionId: ACTION.inReview });
    expect(refused.statusCode).toBe(400);
    expect(messagesFor(refused, 'editorId')).toEqual([MSG.editorRequired]);
  });

  it('never publishes private content, and needs the classification to reach the advisory board', async () => {
    const hidden = await taleAt(ACTION.privateContent);
    const before = await taleSnapshot(ctx, hidden.taleId);
    const publish = await decide('admin', {
      taleId: hidden.taleId,
      actionId: ACTION.published,
      note: 'Yayımla.',
    });
    expect(publish.statusCode).toBe(409);
    expect(publish.json()).toMatchObject({ code: 'WRONG_STATE', message: MSG.transitionNotAllowed });
    expect(await taleSnapshot(ctx, hidden.taleId)).toEqual(before);

    const bare = await taleAt(ACTION.rejected, { abstract: false });
    const toAdvisoryBoard = await decide('admin', {
      taleId: bare.taleId,
      actionId: ACTION.advisoryBoard,
      note: 'Kurula gitsin.',
    });
    expect(toAdvisoryBoard.statusCode).toBe(400);
    expect(toAdvisoryBoard.json().message).toBe(MSG.forwardIncomplete);
    expect(messagesFor(toAdvisoryBoard, 'abstract')).toEqual([MSG.abstractRequired]);
  });
});

describe('a refused transition changes nothing', () => {
  /** Asks, checks the answer, and that the tale, its history, payments and mails are as they were. */
  async function refused(who: Who, body: TransitionBody, status: number, expected: object) {
    const before = await taleSnapshot(ctx, body.taleId);
    const response = await decide(who, body);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject(expected);
    expect(await taleSnapshot(ctx, body.taleId)).toEqual(before);
    return response;
  }

  it('answers 404 for a tale that does not exist', async () => {
    const response = await decide('admin', { taleId: 2_000_000, actionId: ACTION.inReview });
    expect(response.statusCode).toBe(404);
  });

  it('401: someone who may not see the tale, or whose role does not take the decision', async () => {
    const submitted = await taleAt(ACTION.submitted);
    await refused('outsider', { taleId: submitted.taleId, actionId: ACTION.inReview }, 401, {
      message: MSG.unauthorized,
    });
    // An editor, but not the one it is assigned to.
    const review = await taleAt(ACTION.inReview);
    await refused(
      'otherEditor',
      { taleId: review.taleId, actionId: ACTION.revisionRequested, note: 'Başkasının kararı.' },
      401,
      { code: 'NOT_ALLOWED' },
    );
    // The advisory board's decisions are the advisory board's, the publisher's the publisher's.
    const atAdvisoryBoard = await taleAt(ACTION.advisoryBoard);
    await refused('editor', { taleId: atAdvisoryBoard.taleId, actionId: ACTION.completed }, 401, {
      code: 'NOT_ALLOWED',
    });
    const completed = await taleAt(ACTION.completed);
    await refused('assistant', { taleId: completed.taleId, actionId: ACTION.published }, 401, {
      code: 'NOT_ALLOWED',
    });
  });

  it('409: the right person, but not from the status the tale is at', async () => {
    const atAdvisoryBoard = await taleAt(ACTION.advisoryBoard);
    await refused(
      'editor',
      { taleId: atAdvisoryBoard.taleId, actionId: ACTION.rejected, note: 'Geç kalmış ret.' },
      409,
      {
        code: 'WRONG_STATE',
        message: MSG.transitionNotAllowed,
      },
    );
    const review = await taleAt(ACTION.inReview);
    await refused('member', { taleId: review.taleId, actionId: ACTION.completed }, 409, {
      code: 'WRONG_STATE',
    });
    const published = await taleAt(ACTION.published);
    await refused('publisher', { taleId: published.taleId, actionId: ACTION.published }, 409, {
      code: 'WRONG_STATE',
    });
  });

  it('409: a decision taken on an older version, answered with the tale as it is now', async () => {
    const review = await taleAt(ACTION.inReview);
    const { version } = await taleSnapshot(ctx, review.taleId);
    const response = await refused(
      'editor',
      { taleId: review.taleId, actionId: ACTION.advisoryBoard, version: version + 1 },
      409,
      { code: 'STALE_VERSION', message: MSG.taleStale },
    );
    expect(response.json().tale).toMatchObject({ taleId: review.taleId, version, actionId: ACTION.inReview });
  });

  it('400: a note or reason the decision requires, missing or blank', async () => {
    const review = await taleAt(ACTION.inReview);
    const revision = await refused(
      'editor',
      { taleId: review.taleId, actionId: ACTION.revisionRequested, note: '   ' },
      400,
      { code: 'VALIDATION' },
    );
    expect(messagesFor(revision, 'note')).toEqual([MSG.noteRequired]);
    const reject = await refused('editor', { taleId: review.taleId, actionId: ACTION.rejected }, 400, {});
    expect(messagesFor(reject, 'note')).toEqual([MSG.reasonRequired]);
    const atAdvisoryBoard = await taleAt(ACTION.advisoryBoard);
    const back = await refused(
      'chair',
      { taleId: atAdvisoryBoard.taleId, actionId: ACTION.inReview },
      400,
      {},
    );
    expect(messagesFor(back, 'note')).toEqual([MSG.noteRequired]);
    const published = await taleAt(ACTION.published);
    const withdraw = await refused(
      'publisher',
      { taleId: published.taleId, actionId: ACTION.completed },
      400,
      {},
    );
    expect(messagesFor(withdraw, 'note')).toEqual([MSG.reasonRequired]);
  });

  it('400: an assignment without an editor, to someone who is not an active editor, or to the same one', async () => {
    const submitted = await taleAt(ACTION.submitted);
    const body = { taleId: submitted.taleId, actionId: ACTION.inReview };
    const none = await refused('admin', body, 400, { message: MSG.editorRequired });
    expect(messagesFor(none, 'editorId')).toEqual([MSG.editorRequired]);
    for (const editorId of [id('outsider'), id('assistant'), passiveEditor.userId, 2_000_000]) {
      const invalid = await refused('admin', { ...body, editorId }, 400, { message: MSG.editorInvalid });
      expect(messagesFor(invalid, 'editorId')).toEqual([MSG.editorInvalid]);
    }
    const review = await taleAt(ACTION.inReview);
    const same = await refused(
      'admin',
      { taleId: review.taleId, actionId: ACTION.inReview, editorId: id('editor') },
      400,
      { message: MSG.editorUnchanged },
    );
    expect(messagesFor(same, 'editorId')).toEqual([MSG.editorUnchanged]);

    // A compiler who is also an editor is never given their own tale.
    const editorCompiler = await createUser(ctx, { roles: [ROLE.writer, ROLE.editor] });
    const own = await createWorkflowTale(ctx, { userId: editorCompiler.userId, actionId: ACTION.submitted });
    const self = await refused(
      'admin',
      { taleId: own.taleId, actionId: ACTION.inReview, editorId: editorCompiler.userId },
      400,
      { message: MSG.editorIsOwner },
    );
    expect(messagesFor(self, 'editorId')).toEqual([MSG.editorIsOwner]);
  });

  it('400: forwarding to the advisory board lists everything it still misses', async () => {
    const review = await createWorkflowTale(ctx, {
      userId: id('owner'),
      actionId: ACTION.inReview,
      editorId: id('editor'),
      typed: false,
      textEnd: false,
      abstract: false,
    });
    const response = await refused('editor', { taleId: review.taleId, actionId: ACTION.advisoryBoard }, 400, {
      message: MSG.forwardIncomplete,
    });
    expect(response.json().errors).toEqual([
      { field: 'groupId', message: MSG.groupRequired },
      { field: 'subGroupId', message: MSG.subGroupRequired },
      { field: 'abstract', message: MSG.abstractRequired },
      { field: 'taleTextEnd', message: MSG.taleTextEndRequired },
    ]);
    // With an abstract written meanwhile, only the classification and text are missing.
    await ctx.database.db.insert(taleAbstracts).values({ taleId: review.taleId, text: 'Kısa bir özet.' });
    const again = await refused('editor', { taleId: review.taleId, actionId: ACTION.advisoryBoard }, 400, {});
    expect(messagesFor(again, 'abstract')).toEqual([]);
  });

  it("400: the owner's submit of an incomplete draft, every field at once", async () => {
    const draft = await createWorkflowTale(ctx, {
      userId: id('owner'),
      actionId: ACTION.draft,
      complete: false,
    });
    const response = await refused('owner', { taleId: draft.taleId, actionId: ACTION.submitted }, 400, {
      message: MSG.submitIncomplete,
    });
    expect(messagesFor(response, 'area')).toEqual([MSG.areaRequired]);
  });
});

describe("the advisory board's one record per tale", () => {
  it('is written by the first decision and replaced by the next, never doubled', async () => {
    const { taleId } = await taleAt(ACTION.advisoryBoard);
    const returned = await decide('member', {
      taleId,
      actionId: ACTION.inReview,
      note: 'Metin kısaltılmalı.',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    const [first] = await advisoryBoardRecordOf(taleId);
    expect(first).toMatchObject({
      decision: 'returned',
      memberUserId: id('member'),
      note: 'Metin kısaltılmalı.',
    });

    expect((await decide('editor', { taleId, actionId: ACTION.advisoryBoard })).statusCode).toBe(200);
    const approved = await decide('chair', { taleId, actionId: ACTION.completed });
    expect(approved.statusCode, approved.body).toBe(200);
    const records = await advisoryBoardRecordOf(taleId);
    expect(records).toEqual([
      expect.objectContaining({
        approvalId: first?.approvalId,
        decision: 'approved',
        memberUserId: id('chair'),
        note: null,
      }),
    ]);
    expect(records[0]?.decidedAt.getTime()).toBeGreaterThanOrEqual(first?.decidedAt.getTime() ?? 0);
  });
});

describe('mails', () => {
  it('never go to whoever took the decision, nor to a passive advisory board member', async () => {
    // An editor who also sits on the advisory board forwards a tale: the rest of the advisory board is told.
    const both = await signedInUser(ctx, { roles: [ROLE.editor, ROLE.advisoryBoardMember] });
    const { taleId } = await taleAt(ACTION.inReview, { editorId: both.userId });
    const forwarded = await putTransition(ctx, both.token, { taleId, actionId: ACTION.advisoryBoard });
    expect(forwarded.statusCode, forwarded.body).toBe(200);
    const recipients = (await mailsOf(taleId)).map((m) => m.userId);
    expect(recipients).toEqual(expect.arrayContaining([id('member'), id('chair')]));
    expect(recipients).not.toContain(both.userId);
    expect(recipients).not.toContain(passiveMember.userId);
  });
});

describe('GET /v1/tales/history/{id}', () => {
  it("lists the tale's transitions oldest first, with who took each, to whoever may see the tale", async () => {
    const { taleId } = await taleAt(ACTION.submitted, { editorId: null });
    const steps: Array<[Who, TransitionBody]> = [
      ['admin', { taleId, actionId: ACTION.inReview, editorId: id('editor') }],
      ['editor', { taleId, actionId: ACTION.revisionRequested, note: 'Anlatıcının yaşını ekleyiniz.' }],
      ['owner', { taleId, actionId: ACTION.inReview }],
    ];
    for (const [who, body] of steps) {
      const response = await decide(who, body);
      expect(response.statusCode, response.body).toBe(200);
    }
    const history = await getAs(ctx, people.owner.token, `/v1/tales/history/${taleId}`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json()).toEqual([
      expect.objectContaining({
        actorUserId: id('admin'),
        actorNameSurname: 'Kişi admin Deneme',
        fromActionId: 2,
        toActionId: 3,
        note: null,
      }),
      expect.objectContaining({ actorUserId: id('editor'), fromActionId: 3, toActionId: 4 }),
      expect.objectContaining({ actorUserId: id('owner'), fromActionId: 4, toActionId: 3, note: null }),
    ]);
    expect(history.json()[1].note).toBe('Anlatıcının yaşını ekleyiniz.');
    expect(Date.parse(history.json()[0].at)).not.toBeNaN();

    expect((await getAs(ctx, people.assistant.token, `/v1/tales/history/${taleId}`)).statusCode).toBe(200);
    expect((await getAs(ctx, people.outsider.token, `/v1/tales/history/${taleId}`)).statusCode).toBe(401);
    expect((await getAs(ctx, people.owner.token, '/v1/tales/history/2000000')).statusCode).toBe(404);
    // The notes are internal: a reader of the published tale does not get them.
    const published = await taleAt(ACTION.published);
    expect((await getAs(ctx, people.outsider.token, `/v1/tales/${published.taleId}`)).statusCode).toBe(200);
    expect(
      (await getAs(ctx, people.outsider.token, `/v1/tales/history/${published.taleId}`)).statusCode,
    ).toBe(401);
    expect((await getAs(ctx, people.owner.token, `/v1/tales/history/${published.taleId}`)).statusCode).toBe(
      200,
    );
    expect((await getAs(ctx, undefined, `/v1/tales/history/${taleId}`)).statusCode).toBe(403);
  });
});
