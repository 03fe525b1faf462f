/**
 * The tale abstract of seed §7 (one per tale): GET /byTaleId/{id} for whoever sees the tale, POST / to create
 * or replace it and DELETE /{id} — the assigned editor at 3, editor assistants and admins at 6, 7 and 9, admins
 * at any status but draft; every change audited. On the real database; tales put in their states directly.
 */
import { ACTION, MSG, ROLE } from '@masal/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, taleAbstracts, tales } from '../src/db/schema/index.ts';
import { type CreatedUser, signedInUser } from './support/factories.ts';
import { messagesFor } from './support/http.ts';
import { createTale } from './support/tales.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

type User = CreatedUser & { token: string };
let ctx: TestApp;
let owner: User;
let outsider: User;
let editor: User;
let otherEditor: User;
let assistant: User;
let admin: User;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await signedInUser(ctx, { roles: [ROLE.writer] });
  outsider = await signedInUser(ctx, { roles: [ROLE.writer] });
  editor = await signedInUser(ctx, { roles: [ROLE.editor], name: 'Elif', surname: 'Editör' });
  otherEditor = await signedInUser(ctx, { roles: [ROLE.languageEditor] });
  assistant = await signedInUser(ctx, { roles: [ROLE.editorAssistant] });
  admin = await signedInUser(ctx, { roles: [ROLE.admin] });
});
afterAll(async () => {
  await ctx?.close();
});

const headers = (who: User | null) => (who ? { authorization: `Bearer ${who.token}` } : {});
const getAbstract = (who: User | null, taleId: number) =>
  ctx.app.inject({ method: 'GET', url: `/v1/taleAbstract/byTaleId/${taleId}`, headers: headers(who) });
const postAbstract = (who: User | null, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/v1/taleAbstract/', payload, headers: headers(who) });
const deleteAbstract = (who: User | null, abstractId: number) =>
  ctx.app.inject({ method: 'DELETE', url: `/v1/taleAbstract/${abstractId}`, headers: headers(who) });

/** A tale of `owner` at `actionId`, given to `editor`. */
async function taleAt(actionId: number): Promise<number> {
  const { taleId } = await createTale(ctx, { userId: owner.userId, actionId, editorId: editor.userId });
  return taleId;
}
async function moveTo(taleId: number, actionId: number) {
  await ctx.database.db.update(tales).set({ actionId }).where(eq(tales.taleId, taleId));
}
const abstractsOf = (taleId: number) =>
  ctx.database.db.select().from(taleAbstracts).where(eq(taleAbstracts.taleId, taleId));
const auditOf = (action: string, taleId: number) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(taleId))));

describe('every abstract call', () => {
  it('requires a session (403)', async () => {
    const taleId = await taleAt(ACTION.inReview);
    expect((await getAbstract(null, taleId)).statusCode).toBe(403);
    expect((await postAbstract(null, { taleId, text: 'Kısa bir özet metni.' })).statusCode).toBe(403);
    expect((await deleteAbstract(null, 1)).statusCode).toBe(403);
    expect(await abstractsOf(taleId)).toEqual([]);
  });

  it('refuses the wrong role or owner (401) and changes nothing', async () => {
    const taleId = await taleAt(ACTION.inReview);
    const saved = await postAbstract(editor, { taleId, text: 'Editörün yazdığı özet.' });
    expect(saved.statusCode, saved.body).toBe(200);
    const { abstractId } = saved.json();
    // The owner, another editor, an outsider: none of them writes this tale's abstract.
    for (const who of [owner, otherEditor, outsider]) {
      const refused = await postAbstract(who, { taleId, text: 'Başkasının özeti burada.' });
      expect(refused.statusCode, refused.body).toBe(401);
      expect(refused.json().code).toBe('NOT_ALLOWED');
      expect((await deleteAbstract(who, abstractId)).statusCode).toBe(401);
    }
    // An outsider does not see a tale in review, nor its abstract.
    expect((await getAbstract(outsider, taleId)).statusCode).toBe(401);
    expect((await abstractsOf(taleId)).map((a) => a.text)).toEqual(['Editörün yazdığı özet.']);
  });
});

describe('POST /v1/taleAbstract/', () => {
  it('lets the assigned editor create and then replace the one abstract at 3, audited', async () => {
    const taleId = await taleAt(ACTION.inReview);
    const created = await postAbstract(editor, { taleId, text: '  Keloğlan devi aklıyla yener.  ' });
    expect(created.statusCode, created.body).toBe(200);
    const first = created.json();
    expect(first).toMatchObject({
      taleId,
      text: 'Keloğlan devi aklıyla yener.',
      userId: editor.userId,
      authorNameSurname: 'Elif Editör',
    });
    const replaced = await postAbstract(editor, { taleId, text: 'Keloğlan anasıyla pazara gider.' });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      abstractId: first.abstractId,
      text: 'Keloğlan anasıyla pazara gider.',
    });
    expect(Date.parse(replaced.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.updatedAt));
    expect(await abstractsOf(taleId)).toHaveLength(1);
    const audits = await auditOf('tale.abstract', taleId);
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ actorUserId: editor.userId, entity: 'tale' });
  });

  it.each([
    ['the assigned editor', () => editor, [ACTION.inReview]],
    ['an editor assistant', () => assistant, [ACTION.completed, ACTION.privateContent, ACTION.published]],
    ['an admin', () => admin, [2, 3, 4, 5, 6, 7, 8, 9]],
  ] as const)('allows %s exactly at its statuses (409 at the others it can see)', async (_, who, allowed) => {
    const taleId = await taleAt(ACTION.submitted);
    for (const actionId of [2, 3, 4, 5, 6, 7, 8, 9]) {
      await moveTo(taleId, actionId);
      const answer = await postAbstract(who(), { taleId, text: `Durum ${actionId} için özet.` });
      const ok = (allowed as readonly number[]).includes(actionId);
      expect(answer.statusCode, `${actionId}: ${answer.body}`).toBe(ok ? 200 : 409);
      if (!ok) expect(answer.json().code).toBe('WRONG_STATE');
    }
  });

  it("refuses a draft: to the owner it is not theirs to write (401), to an admin it is someone else's (401)", async () => {
    const { taleId } = await createTale(ctx, { userId: owner.userId });
    expect((await postAbstract(owner, { taleId, text: 'Taslağın özeti olmaz.' })).statusCode).toBe(401);
    expect((await postAbstract(admin, { taleId, text: 'Taslağın özeti olmaz.' })).statusCode).toBe(401);
  });

  it('answers 404 for no tale and 400 with a Turkish field message for an empty text', async () => {
    expect((await postAbstract(admin, { taleId: 999_999, text: 'Olmayan masal özeti.' })).statusCode).toBe(
      404,
    );
    const taleId = await taleAt(ACTION.inReview);
    const empty = await postAbstract(editor, { taleId, text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(messagesFor(empty, 'text')).toEqual([MSG.abstractTextRequired]);
  });
});

describe('GET /v1/taleAbstract/byTaleId/{id}', () => {
  it('answers the abstract to whoever sees the tale, and 404 when there is none', async () => {
    const taleId = await taleAt(ACTION.inReview);
    expect((await getAbstract(owner, taleId)).statusCode).toBe(404);
    await postAbstract(editor, { taleId, text: 'Herkesin göreceği özet.' });
    for (const who of [owner, editor, otherEditor, assistant, admin]) {
      const read = await getAbstract(who, taleId);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().text).toBe('Herkesin göreceği özet.');
    }
    await moveTo(taleId, ACTION.published);
    expect((await getAbstract(outsider, taleId)).statusCode).toBe(200);
    expect((await getAbstract(owner, 999_999)).statusCode).toBe(404);
  });
});

describe('DELETE /v1/taleAbstract/{id}', () => {
  it('deletes the abstract with the same rights, audited; 404 once gone', async () => {
    const taleId = await taleAt(ACTION.inReview);
    const { abstractId } = (await postAbstract(editor, { taleId, text: 'Silinecek özet metni.' })).json();
    await moveTo(taleId, ACTION.revisionRequested);
    expect((await deleteAbstract(editor, abstractId)).statusCode).toBe(409);
    await moveTo(taleId, ACTION.inReview);
    const deleted = await deleteAbstract(editor, abstractId);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ status: true, message: MSG.abstractDeleted });
    expect(await abstractsOf(taleId)).toEqual([]);
    expect(await auditOf('tale.abstractDelete', taleId)).toHaveLength(1);
    expect((await deleteAbstract(editor, abstractId)).statusCode).toBe(404);
    expect((await getAbstract(editor, taleId)).statusCode).toBe(404);
  });
});
