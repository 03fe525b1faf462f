/**
 * The editors' queue, GET /v1/tales/taleReviewAndAdvisoryBoardList/editorAndAdvisoryBoard: an editor-type
 * user's tales at 3 (reason review) and, for roles 5 and 7, every tale at 5 (reason advisoryBoard); waitingSince is
 * the latest history row into the present status (else the tale's last change); the longest waiting first.
 */
import { ACTION, ROLE, type WorkQueueRow } from '@masal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taleHistory, tales } from '../src/db/schema/index.ts';
import { type CreatedUser, signedInUser } from './support/factories.ts';
import { createTale } from './support/tales.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

type User = CreatedUser & { token: string };
let ctx: TestApp;
let owner: User;
let editor: User;
let otherEditor: User;
/** An advisory board member who is also an editor of one tale in review. */
let member: User;

const URL = '/v1/tales/taleReviewAndAdvisoryBoardList/editorAndAdvisoryBoard';
const queue = (who: User | null, query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `${URL}${query}`,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });
async function rowsOf(who: User, query = '?pageSize=100'): Promise<{ rows: WorkQueueRow[]; total: number }> {
  const response = await queue(who, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A tale at `actionId` for `editorId`, last changed at `updatedAt`, with history rows into statuses at times. */
async function taleWaiting(
  actionId: number,
  editorId: number | null,
  updatedAt: string,
  history: [toActionId: number, at: string][] = [],
): Promise<number> {
  const { taleId } = await createTale(ctx, { userId: owner.userId, actionId, editorId });
  await ctx.database.db
    .update(tales)
    .set({ updatedAt: new Date(updatedAt) })
    .where(eq(tales.taleId, taleId));
  for (const [toActionId, at] of history) {
    await ctx.database.db
      .insert(taleHistory)
      .values({ taleId, fromActionId: ACTION.submitted, toActionId, at: new Date(at) });
  }
  return taleId;
}

const ids = {
  oldReview: 0,
  newReview: 0,
  othersReview: 0,
  atAdvisoryBoard: 0,
  membersReview: 0,
  revision: 0,
};

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await signedInUser(ctx, { roles: [ROLE.writer] });
  editor = await signedInUser(ctx, { roles: [ROLE.fieldEditor] });
  otherEditor = await signedInUser(ctx, { roles: [ROLE.editor] });
  member = await signedInUser(ctx, { roles: [ROLE.advisoryBoardMember] });
  // Changed last in 2024-06, but in review since a history row of 2024-03 (a later row into 4 does not count).
  ids.oldReview = await taleWaiting(ACTION.inReview, editor.userId, '2024-06-01T10:00:00Z', [
    [ACTION.inReview, '2024-02-01T10:00:00Z'],
    [ACTION.inReview, '2024-03-01T10:00:00Z'],
    [ACTION.revisionRequested, '2024-04-01T10:00:00Z'],
  ]);
  // No history: waiting since its last change.
  ids.newReview = await taleWaiting(ACTION.inReview, editor.userId, '2024-05-01T10:00:00Z');
  ids.othersReview = await taleWaiting(ACTION.inReview, otherEditor.userId, '2024-01-01T10:00:00Z');
  ids.revision = await taleWaiting(ACTION.revisionRequested, editor.userId, '2024-01-01T10:00:00Z');
  ids.atAdvisoryBoard = await taleWaiting(ACTION.advisoryBoard, editor.userId, '2024-07-01T10:00:00Z', [
    [ACTION.advisoryBoard, '2024-04-15T10:00:00Z'],
  ]);
  ids.membersReview = await taleWaiting(ACTION.inReview, member.userId, '2024-08-01T10:00:00Z');
});
afterAll(async () => {
  await ctx?.close();
});

describe('the editors’ queue', () => {
  it('requires a session (403)', async () => {
    expect((await queue(null)).statusCode).toBe(403);
  });

  it('refuses roles that are not editor-type (401): writers, editor assistants, admins', async () => {
    for (const roles of [[ROLE.writer], [ROLE.editorAssistant], [ROLE.admin]]) {
      const refused = await queue(await signedInUser(ctx, { roles }));
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('NOT_ALLOWED');
    }
  });

  it('gives an editor the tales at 3 assigned to them, the longest waiting first', async () => {
    const { rows, total } = await rowsOf(editor);
    expect(rows.map((r) => r.taleId)).toEqual([ids.oldReview, ids.newReview]);
    expect(total).toBe(2);
    expect(rows[0]).toMatchObject({
      reason: 'review',
      actionId: ACTION.inReview,
      actionName: 'Editör incelemesinde',
      editorId: editor.userId,
      userId: owner.userId,
      waitingSince: '2024-03-01T10:00:00.000Z',
    });
    expect(rows[1]?.waitingSince).toBe('2024-05-01T10:00:00.000Z');
  });

  it('adds every tale at 5 for the advisory board, with its own tales in review', async () => {
    const { rows } = await rowsOf(member);
    expect(rows.map((r) => [r.taleId, r.reason])).toEqual([
      [ids.atAdvisoryBoard, 'advisoryBoard'],
      [ids.membersReview, 'review'],
    ]);
    expect(rows[0]?.waitingSince).toBe('2024-04-15T10:00:00.000Z');
  });

  it('pages: page and pageSize, the total of every page', async () => {
    const first = await rowsOf(editor, '?page=0&pageSize=1');
    const second = await rowsOf(editor, '?page=1&pageSize=1');
    expect([...first.rows, ...second.rows].map((r) => r.taleId)).toEqual([ids.oldReview, ids.newReview]);
    expect([first.total, second.total]).toEqual([2, 2]);
    expect((await queue(editor, '?pageSize=1000')).statusCode).toBe(400);
  });
});
