/**
 * Notes between staff stay with the staff (decisions.md): the compiler reads in `lastNote`
 * — of the tale, its full answer and the lists — and in the history only the notes meant for them (revision
 * requests, the final decision's reason, their own); staff read the latest note whatever it is.
 */
import { ACTION, ROLE } from '@masal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedUser, signedInUser } from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import {
  createWorkflowTale,
  getAs,
  putTransition,
  type TransitionBody,
} from './support/workflow-fixtures.ts';

let ctx: TestApp;
const ROLES_OF = {
  owner: [ROLE.writer],
  reader: [ROLE.writer],
  editor: [ROLE.editor],
  member: [ROLE.advisoryBoardMember],
  admin: [ROLE.admin],
} as const;
type Who = keyof typeof ROLES_OF;
const people = {} as Record<Who, CreatedUser & { token: string }>;

beforeAll(async () => {
  ctx = await startTestApp();
  for (const [who, roles] of Object.entries(ROLES_OF) as [Who, readonly number[]][]) {
    people[who] = await signedInUser(ctx, { roles: [...roles] });
  }
});
afterAll(async () => {
  await ctx?.close();
});

async function decide(who: Who, body: TransitionBody): Promise<void> {
  const response = await putTransition(ctx, people[who].token, body);
  expect(response.statusCode, response.body).toBe(200);
}

/** The note `who` reads on the tale, its full answer and the owner's list, which must agree. */
async function noteSeenBy(who: Who, taleId: number): Promise<string | null> {
  const { token } = people[who];
  const tale = await getAs(ctx, token, `/v1/tales/${taleId}`);
  const full = await getAs(ctx, token, `/v1/tales/full/${taleId}`);
  const list = await getAs(ctx, token, `/v1/tales/userId/${people.owner.userId}?pageSize=100`);
  for (const response of [tale, full, list]) expect(response.statusCode, response.body).toBe(200);
  const row = list.json().rows.find((r: { taleId: number }) => r.taleId === taleId);
  expect(full.json().lastNote, 'the full answer agrees').toBe(tale.json().lastNote);
  expect(row?.lastNote, 'the list agrees').toBe(tale.json().lastNote);
  return tale.json().lastNote;
}

async function historyNotesSeenBy(who: Who, taleId: number): Promise<Array<string | null>> {
  const response = await getAs(ctx, people[who].token, `/v1/tales/history/${taleId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().map((entry: { note: string | null }) => entry.note);
}

const REVISION = 'Kaynak kişinin doğum yerini ekleyiniz.';
const RETURNED = 'Özet masalı anlatmıyor; editör yeniden yazsın.';

describe("the advisory board's return to the editor", () => {
  it('is read by the staff; the owner keeps reading the revision request meant for them', async () => {
    const { taleId } = await createWorkflowTale(ctx, {
      userId: people.owner.userId,
      actionId: ACTION.inReview,
      editorId: people.editor.userId,
    });
    await decide('editor', { taleId, actionId: ACTION.revisionRequested, note: REVISION });
    expect(await noteSeenBy('owner', taleId)).toBe(REVISION);
    await decide('owner', { taleId, actionId: ACTION.inReview });
    await decide('editor', { taleId, actionId: ACTION.advisoryBoard });
    await decide('member', { taleId, actionId: ACTION.inReview, note: RETURNED });

    expect(await noteSeenBy('editor', taleId)).toBe(RETURNED);
    expect(await noteSeenBy('admin', taleId)).toBe(RETURNED);
    expect(await noteSeenBy('owner', taleId)).toBe(REVISION);
    expect(await historyNotesSeenBy('owner', taleId)).toEqual([REVISION, null, null, null]);
    expect(await historyNotesSeenBy('editor', taleId)).toEqual([REVISION, null, null, RETURNED]);

    const exported = await getAs(ctx, people.owner.token, '/v1/profile/export');
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.body).toContain(REVISION);
    expect(exported.body, "the owner's personal data export").not.toContain(RETURNED);
  });

  it('leaves the owner no note when there was none for them', async () => {
    const { taleId } = await createWorkflowTale(ctx, {
      userId: people.owner.userId,
      actionId: ACTION.advisoryBoard,
      editorId: people.editor.userId,
    });
    await decide('member', { taleId, actionId: ACTION.inReview, note: RETURNED });
    expect(await noteSeenBy('editor', taleId)).toBe(RETURNED);
    expect(await noteSeenBy('owner', taleId)).toBeNull();
    expect(await historyNotesSeenBy('owner', taleId)).toEqual([null]);
  });
});

describe("an admin's unpublishing", () => {
  it("is read by the staff; the owner reads the publication's note, a reader of the published tale none", async () => {
    const { taleId } = await createWorkflowTale(ctx, {
      userId: people.owner.userId,
      actionId: ACTION.completed,
      editorId: people.editor.userId,
    });
    const published = 'Masalınız okuma salonunda yayımlandı.';
    const unpublished = 'Anlatıcının izni doğrulanana kadar yayından kaldırıldı.';
    await decide('admin', { taleId, actionId: ACTION.published, note: published });
    await decide('admin', { taleId, actionId: ACTION.completed, note: unpublished });
    expect(await noteSeenBy('owner', taleId)).toBe(published);
    await decide('admin', { taleId, actionId: ACTION.published });

    expect(await noteSeenBy('admin', taleId)).toBe(unpublished);
    expect(await noteSeenBy('editor', taleId)).toBe(unpublished);
    expect(await noteSeenBy('owner', taleId)).toBe(published);
    expect(await historyNotesSeenBy('owner', taleId)).toEqual([published, null, null]);
    const read = await getAs(ctx, people.reader.token, `/v1/tales/${taleId}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().lastNote).toBeNull();
  });
});

describe("a revision request and the advisory board's rejection", () => {
  it('reach the owner', async () => {
    const { taleId } = await createWorkflowTale(ctx, {
      userId: people.owner.userId,
      actionId: ACTION.advisoryBoard,
      editorId: people.editor.userId,
    });
    const reason = 'Masal başka bir derlemenin kopyası.';
    await decide('member', { taleId, actionId: ACTION.rejected, note: reason });
    expect(await noteSeenBy('owner', taleId)).toBe(reason);
    expect(await historyNotesSeenBy('owner', taleId)).toEqual([reason]);
  });
});
