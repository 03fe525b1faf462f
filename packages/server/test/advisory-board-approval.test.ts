/**
 * Advisory board approval of seed §7: roles 5 and 7 decide (POST and PUT /, PUT /basic/ without a note) — the
 * advisory board transition of decisions.md with the tale's one record in its transaction; editor-type roles and
 * admins read the record (`basic`: decision, member and date only); the advisory board's screen lists waiting and
 * decided tales; admins delete a record, audited, leaving the tale where it is.
 */
import { ACTION, MSG, ROLE } from '@masal/shared';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisoryBoardApprovals, auditLog, tales } from '../src/db/schema/index.ts';
import { type CreatedUser, signedInUser } from './support/factories.ts';
import { messagesFor } from './support/http.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { createWorkflowTale, historyOf, paymentsOf, taleSnapshot } from './support/workflow-fixtures.ts';

type User = CreatedUser & { token: string };
let ctx: TestApp;
let owner: User;
let editor: User;
let member: User;
let chair: User;
let assistant: User;
let admin: User;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await signedInUser(ctx, { roles: [ROLE.writer] });
  editor = await signedInUser(ctx, { roles: [ROLE.editor] });
  member = await signedInUser(ctx, { roles: [ROLE.advisoryBoardMember], name: 'Kemal', surname: 'Kurul' });
  chair = await signedInUser(ctx, { roles: [ROLE.advisoryBoardChair] });
  assistant = await signedInUser(ctx, { roles: [ROLE.editorAssistant] });
  admin = await signedInUser(ctx, { roles: [ROLE.admin] });
});
afterAll(async () => {
  await ctx?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: User | null, method: Method, url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/v1/advisoryBoardApproval${url}`,
    ...(payload ? { payload } : {}),
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });

/** A tale at the advisory board (classified, with its abstract and text to publish), given to `editor`. */
const advisoryBoardTale = async (actionId: number = ACTION.advisoryBoard) =>
  (await createWorkflowTale(ctx, { userId: owner.userId, actionId, editorId: editor.userId })).taleId;
const statusOf = async (taleId: number) => (await taleSnapshot(ctx, taleId)).actionId;
const recordsOf = (taleId: number) =>
  ctx.database.db.select().from(advisoryBoardApprovals).where(eq(advisoryBoardApprovals.taleId, taleId));
const expectOk = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('every advisory board approval call', () => {
  const calls = (taleId: number): [Method, string, object?][] => [
    ['GET', '/?scope=waiting'],
    ['POST', '/', { taleId, decision: 'approved' }],
    ['PUT', '/', { taleId, decision: 'approved' }],
    ['PUT', '/basic/', { taleId, decision: 'approved' }],
    ['GET', `/byTaleId/${taleId}`],
    ['GET', `/byTaleId/basic/${taleId}`],
    ['DELETE', '/1'],
  ];

  it('requires a session (403)', async () => {
    const taleId = await advisoryBoardTale();
    for (const [method, url, body] of calls(taleId)) {
      expect((await call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await statusOf(taleId)).toBe(ACTION.advisoryBoard);
  });

  it('refuses the wrong role (401) and changes nothing', async () => {
    const taleId = await advisoryBoardTale();
    const before = await taleSnapshot(ctx, taleId);
    // Deciding is the advisory board's alone: not the tale's editor, an admin, an assistant or its owner.
    for (const who of [owner, editor, admin, assistant]) {
      for (const [method, url, body] of calls(taleId).slice(1, 4)) {
        const refused = await call(who, method, url, body);
        expect(refused.statusCode, `${method} ${url}`).toBe(401);
        expect(refused.json().code).toBe('NOT_ALLOWED');
      }
    }
    // Reading is for the staff (editor-type roles, assistants, admins), not the compiler; the list for the
    // advisory board and admins; deleting for admins.
    expect((await call(owner, 'GET', `/byTaleId/${taleId}`)).statusCode).toBe(401);
    expect((await call(owner, 'GET', `/byTaleId/basic/${taleId}`)).statusCode).toBe(401);
    for (const who of [owner, editor, assistant]) expect((await call(who, 'GET', '/')).statusCode).toBe(401);
    for (const who of [owner, editor, member, chair])
      expect((await call(who, 'DELETE', '/1')).statusCode).toBe(401);
    expect(await taleSnapshot(ctx, taleId)).toEqual(before);
    expect(await recordsOf(taleId)).toEqual([]);
  });
});

describe('deciding (POST, PUT, PUT /basic/)', () => {
  it('approves through the transition: tale at 6, one history row, the payment, and the record answered', async () => {
    const taleId = await advisoryBoardTale();
    const approval = expectOk(
      await call(member, 'POST', '/', { taleId, decision: 'approved', note: 'Uygundur.' }),
    );
    expect(approval).toMatchObject({
      taleId,
      decision: 'approved',
      memberUserId: member.userId,
      memberNameSurname: 'Kemal Kurul',
      note: 'Uygundur.',
    });
    expect(await statusOf(taleId)).toBe(ACTION.completed);
    const history = await historyOf(ctx, taleId);
    expect(history.map((h) => [h.fromActionId, h.toActionId, h.actorUserId])).toEqual([
      [ACTION.advisoryBoard, ACTION.completed, member.userId],
    ]);
    expect(await paymentsOf(ctx, taleId)).toHaveLength(1);
  });

  it('approves as private content with PUT (the chair), and keeps one record per tale when it comes back', async () => {
    const taleId = await advisoryBoardTale();
    const returned = expectOk(
      await call(chair, 'PUT', '/', {
        taleId,
        decision: 'returned',
        note: 'Metin yeniden gözden geçirilsin.',
      }),
    );
    expect(await statusOf(taleId)).toBe(ACTION.inReview);
    await ctx.database.db
      .update(tales)
      .set({ actionId: ACTION.advisoryBoard })
      .where(eq(tales.taleId, taleId));
    const privateOne = expectOk(await call(chair, 'PUT', '/', { taleId, decision: 'approvedPrivate' }));
    expect(privateOne).toMatchObject({
      approvalId: returned.approvalId,
      decision: 'approvedPrivate',
      note: null,
    });
    expect(await statusOf(taleId)).toBe(ACTION.privateContent);
    expect(await recordsOf(taleId)).toHaveLength(1);
  });

  it('PUT /basic/ decides without a note; a decision that needs one answers 400 on the note field', async () => {
    const taleId = await advisoryBoardTale();
    const missing = await call(member, 'PUT', '/basic/', { taleId, decision: 'rejected' });
    expect(missing.statusCode).toBe(400);
    expect(messagesFor(missing, 'note')).toEqual([MSG.reasonRequired]);
    expect(await statusOf(taleId)).toBe(ACTION.advisoryBoard);
    expect(await recordsOf(taleId)).toEqual([]);
    // The basic body carries no note: one sent is not taken.
    const approved = expectOk(
      await call(member, 'PUT', '/basic/', { taleId, decision: 'approved', note: 'Yok sayılır.' }),
    );
    expect(approved).toMatchObject({ decision: 'approved', note: null });
  });

  it('answers 409 for a tale not at the advisory board, and for a stale version, changing nothing', async () => {
    const inReview = await advisoryBoardTale(ACTION.inReview);
    const notAtAdvisoryBoard = await call(member, 'POST', '/', { taleId: inReview, decision: 'approved' });
    expect(notAtAdvisoryBoard.statusCode).toBe(409);
    expect(notAtAdvisoryBoard.json().message).toBe(MSG.taleNotAtAdvisoryBoard);
    expect(await statusOf(inReview)).toBe(ACTION.inReview);

    const taleId = await advisoryBoardTale();
    const before = await taleSnapshot(ctx, taleId);
    const stale = await call(member, 'PUT', '/', {
      taleId,
      decision: 'approved',
      version: before.version + 5,
    });
    expect(stale.statusCode).toBe(409);
    expect(await taleSnapshot(ctx, taleId)).toEqual(before);
    expect((await call(member, 'PUT', '/', { taleId: 999_999, decision: 'approved' })).statusCode).toBe(404);
  });

  it('refuses an unknown decision with 400', async () => {
    const taleId = await advisoryBoardTale();
    expect((await call(member, 'POST', '/', { taleId, decision: 'maybe' })).statusCode).toBe(400);
  });
});

describe('GET /v1/advisoryBoardApproval/byTaleId/{id} and /byTaleId/basic/{id}', () => {
  it('answers the record to the staff (editor-type roles, assistants, admins); basic without the note; 404 without one', async () => {
    const taleId = await advisoryBoardTale();
    expect((await call(editor, 'GET', `/byTaleId/${taleId}`)).statusCode).toBe(404);
    expectOk(await call(member, 'POST', '/', { taleId, decision: 'approved', note: 'Kurul notu burada.' }));
    for (const who of [editor, member, chair, assistant, admin]) {
      expect(expectOk(await call(who, 'GET', `/byTaleId/${taleId}`)).note).toBe('Kurul notu burada.');
      const basic = expectOk(await call(who, 'GET', `/byTaleId/basic/${taleId}`));
      expect(Object.keys(basic).sort()).toEqual(
        ['approvalId', 'decidedAt', 'decision', 'memberNameSurname', 'memberUserId', 'taleId'].sort(),
      );
      expect(basic).toMatchObject({ decision: 'approved', memberUserId: member.userId });
    }
    expect((await call(admin, 'GET', '/byTaleId/999999')).statusCode).toBe(404);
  });
});

describe('GET /v1/advisoryBoardApproval/ (the advisory board screen)', () => {
  it('lists the tales waiting at 5, longest waiting first, and the decided ones, latest first', async () => {
    const first = await advisoryBoardTale();
    const second = await advisoryBoardTale();
    const decided = await advisoryBoardTale();
    expectOk(await call(chair, 'POST', '/', { taleId: decided, decision: 'approved' }));
    const waiting = expectOk(await call(member, 'GET', '/?scope=waiting&pageSize=100'));
    const waitingIds = waiting.rows.map((r: { taleId: number }) => r.taleId);
    expect(waitingIds.indexOf(first)).toBeLessThan(waitingIds.indexOf(second));
    expect(waitingIds).not.toContain(decided);
    expect(waiting.total).toBe(waiting.rows.length);
    expect(waiting.rows.every((r: { actionId: number }) => r.actionId === ACTION.advisoryBoard)).toBe(true);

    const done = expectOk(await call(admin, 'GET', '/?scope=decided&pageSize=1'));
    expect(done.rows).toHaveLength(1);
    expect(done.rows[0]).toMatchObject({
      taleId: decided,
      actionId: ACTION.completed,
      actionName: 'Tamamlandı',
      approval: { decision: 'approved', memberUserId: chair.userId },
    });
    expect(done.total).toBeGreaterThanOrEqual(1);
    expect((await call(member, 'GET', '/?scope=someday')).statusCode).toBe(400);
  });
});

describe('DELETE /v1/advisoryBoardApproval/{id}', () => {
  it('lets an admin delete a record, audited, leaving the tale where it is; 404 once gone', async () => {
    const taleId = await advisoryBoardTale();
    const { approvalId } = expectOk(await call(member, 'POST', '/', { taleId, decision: 'approved' }));
    const deleted = await call(admin, 'DELETE', `/${approvalId}`);
    expect(expectOk(deleted)).toEqual({ status: true, message: MSG.advisoryBoardApprovalDeleted });
    expect(await recordsOf(taleId)).toEqual([]);
    expect(await statusOf(taleId)).toBe(ACTION.completed);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'tale.advisoryBoardApprovalDelete'), eq(auditLog.entityId, String(taleId))),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({ approvalId, decision: 'approved' });
    expect((await call(admin, 'DELETE', `/${approvalId}`)).statusCode).toBe(404);
  });
});
