/**
 * The edits after the compiler's (decisions.md): the assigned editor's PUT /v1/tales/full at 3 changes only the
 * tale group, the text to publish and the context properties; editor assistants' and admins' PUT /v1/tales/completed
 * at 6, 7 and 9 keeps every save as a revision (GET /v1/tales/revisions/{id}). Word counts follow the text.
 */
import { ACTION, MSG, ROLE } from '@masal/shared';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, taleRevisions, taleSubgroups, tales } from '../src/db/schema/index.ts';
import { signedInUser } from './support/factories.ts';
import { messagesFor } from './support/http.ts';
import { completeTaleBody } from './support/tale-bodies.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import {
  aTaleGroup,
  bearer,
  createWorkflowTale,
  DEFAULT_TALE_TEXT,
  DEFAULT_TALE_TEXT_END,
  getAs,
  paymentsOf,
} from './support/workflow-fixtures.ts';

let ctx: TestApp;
type User = Awaited<ReturnType<typeof signedInUser>>;
let owner: User;
let editor: User;
let otherEditor: User;
let assistant: User;
let admin: User;
/** A group with one of its subgroups, and a subgroup of another group. */
let type: { groupId: number; subGroupId: number };
let foreignSubGroupId: number;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await signedInUser(ctx, { roles: [ROLE.writer] });
  editor = await signedInUser(ctx, { roles: [ROLE.editor], name: 'Editör', surname: 'Birinci' });
  otherEditor = await signedInUser(ctx, { roles: [ROLE.fieldEditor] });
  assistant = await signedInUser(ctx, { roles: [ROLE.editorAssistant], name: 'Yardımcı', surname: 'İkinci' });
  admin = await signedInUser(ctx, { roles: [ROLE.admin] });
  type = await aTaleGroup(ctx);
  const [foreign] = await ctx.database.db
    .select({ subGroupId: taleSubgroups.subGroupId })
    .from(taleSubgroups)
    .where(ne(taleSubgroups.groupId, type.groupId))
    .orderBy(asc(taleSubgroups.subGroupId))
    .limit(1);
  if (!foreign) throw new Error('the seed wrote a single tale group');
  foreignSubGroupId = foreign.subGroupId;
});
afterAll(async () => {
  await ctx?.close();
});

const put = (who: User, url: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url, payload, headers: bearer(who.token) });
const full = async (taleId: number) => (await getAs(ctx, admin.token, `/v1/tales/full/${taleId}`)).json();

const auditsOf = (taleId: number, action: string) =>
  ctx.database.db
    .select({ actor: auditLog.actorUserId, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(taleId))));

/** What the assigned editor's form sends: the tale as loaded, with their changes (and anything else altered). */
const editorBody = (tale: { taleId: number; version: number }, changes: object) => ({
  ...completeTaleBody({
    taleName: 'Editörün uydurduğu ad',
    taleText: 'Derleyicinin metni editörce değiştirilmiş.',
    city: 'Rize',
    compilerNameSurname: 'Başka Biri',
    sourcePerson: { nameSurname: 'Uydurma Kişi', complationDate: '2020-02-02' },
  }),
  taleId: tale.taleId,
  version: tale.version,
  ...changes,
});

describe('PUT /v1/tales/full by the assigned editor at 3', () => {
  it("changes the tale group, the text to publish and the context properties, and none of the compiler's fields", async () => {
    const { taleId } = await createWorkflowTale(ctx, {
      userId: owner.userId,
      actionId: ACTION.inReview,
      editorId: editor.userId,
      typed: false,
      textEnd: false,
    });
    const before = await full(taleId);
    const response = await put(
      editor,
      '/v1/tales/full',
      editorBody(before, {
        groupId: type.groupId,
        subGroupId: type.subGroupId,
        taleTextEnd: 'Bir varmış bir yokmuş, Keloğlan devi yenmiş.',
        contextProperties: 'Düğün gecesi anlatılmış bir masal.',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { uploadList: _u, updatedAt: _a, version: _v, numberOfWord: _n, ...compilers } = before;
    expect(response.json()).toMatchObject({
      ...compilers,
      groupId: type.groupId,
      groupName: expect.any(String),
      subGroupId: type.subGroupId,
      subGroupName: expect.any(String),
      typeAtu: expect.any(String),
      taleTextEnd: 'Bir varmış bir yokmuş, Keloğlan devi yenmiş.',
      contextProperties: 'Düğün gecesi anlatılmış bir masal.',
      taleText: DEFAULT_TALE_TEXT,
      numberOfWord: 7,
      version: before.version + 1,
    });
    expect(response.json().sourcePerson).toEqual(before.sourcePerson);
    expect(await auditsOf(taleId, 'tale.editorEdit')).toEqual([
      { actor: editor.userId, details: { version: before.version + 1 } },
    ]);
  });

  it('keeps the stored tale group when the body has none, and clears it when sent empty', async () => {
    const { taleId } = await createWorkflowTale(ctx, {
      userId: owner.userId,
      actionId: ACTION.inReview,
      editorId: editor.userId,
    });
    const before = await full(taleId);
    const kept = await put(editor, '/v1/tales/full', editorBody(before, { taleTextEnd: null }));
    expect(kept.statusCode, kept.body).toBe(200);
    // No text to publish: the count is the compiler's text.
    expect(kept.json()).toMatchObject({
      groupId: type.groupId,
      subGroupId: type.subGroupId,
      taleTextEnd: null,
    });
    expect(kept.json().numberOfWord).toBe(DEFAULT_TALE_TEXT.split(/\s+/).length);

    const cleared = await put(
      editor,
      '/v1/tales/full',
      editorBody(kept.json(), { groupId: null, subGroupId: null }),
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ groupId: null, subGroupId: null, groupName: null });
  });

  it('refuses a subgroup of another group or an unknown group (400), a stale version (409), and changes nothing', async () => {
    const { taleId } = await createWorkflowTale(ctx, {
      userId: owner.userId,
      actionId: ACTION.inReview,
      editorId: editor.userId,
    });
    const before = await full(taleId);
    const foreign = await put(
      editor,
      '/v1/tales/full',
      editorBody(before, { subGroupId: foreignSubGroupId }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(MSG.subGroupNotInGroup);
    expect(messagesFor(foreign, 'subGroupId')).toEqual([MSG.subGroupNotInGroup]);

    const orphan = await put(editor, '/v1/tales/full', editorBody(before, { groupId: null }));
    expect(messagesFor(orphan, 'subGroupId')).toEqual([MSG.subGroupNotInGroup]);

    const unknown = await put(
      editor,
      '/v1/tales/full',
      editorBody(before, { groupId: 2_000_000, subGroupId: null }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(messagesFor(unknown, 'groupId')).toEqual([MSG.idInvalid]);

    const stale = await put(
      editor,
      '/v1/tales/full',
      editorBody({ taleId, version: before.version + 5 }, {}),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', tale: { taleId, version: before.version } });

    expect(await full(taleId)).toEqual(before);
  });

  it("is the assigned editor's only: another editor 401, the owner 409", async () => {
    const { taleId } = await createWorkflowTale(ctx, {
      userId: owner.userId,
      actionId: ACTION.inReview,
      editorId: editor.userId,
    });
    const before = await full(taleId);
    const body = editorBody(before, { taleTextEnd: 'Başkasının düzenlemesi olmamalı.' });
    expect((await put(otherEditor, '/v1/tales/full', body)).statusCode).toBe(401);
    const mine = await put(owner, '/v1/tales/full', body);
    expect(mine.statusCode).toBe(409);
    expect(mine.json().message).toBe(MSG.taleNotEditable);
    expect(await full(taleId)).toEqual(before);
  });
});

describe('PUT /v1/tales/full by the owner at 1 and 4', () => {
  it('saves the form as before and ignores any tale group sent', async () => {
    for (const actionId of [ACTION.draft, ACTION.revisionRequested]) {
      const { taleId } = await createWorkflowTale(ctx, {
        userId: owner.userId,
        actionId,
        editorId: actionId === ACTION.draft ? null : editor.userId,
        typed: false,
      });
      const response = await put(owner, '/v1/tales/full', {
        ...completeTaleBody({ taleText: 'Derleyicinin düzelttiği metin burada.' }),
        taleId,
        version: 1,
        groupId: type.groupId,
        subGroupId: type.subGroupId,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        taleText: 'Derleyicinin düzelttiği metin burada.',
        groupId: null,
        subGroupId: null,
        numberOfWord: 4,
      });
    }
  });
});

describe('PUT /v1/tales/completed', () => {
  const revisionRows = (taleId: number) =>
    ctx.database.db
      .select()
      .from(taleRevisions)
      .where(eq(taleRevisions.taleId, taleId))
      .orderBy(desc(taleRevisions.revisionId));

  it('lets editor assistants and admins refine a tale at 6, 7 or 9, each save a revision', async () => {
    for (const [who, actionId] of [
      [assistant, ACTION.completed],
      [assistant, ACTION.privateContent],
      [admin, ACTION.published],
    ] as const) {
      const { taleId } = await createWorkflowTale(ctx, {
        userId: owner.userId,
        actionId,
        editorId: editor.userId,
      });
      const before = await full(taleId);
      const [payment] = await paymentsOf(ctx, taleId);
      const first = await put(who, '/v1/tales/completed', {
        taleId,
        version: before.version,
        taleTextEnd: 'Evvel zaman içinde Keloğlan yaşarmış.',
        contextProperties: 'Anlatım bağlamı düzeltildi.',
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({
        actionId,
        taleTextEnd: 'Evvel zaman içinde Keloğlan yaşarmış.',
        contextProperties: 'Anlatım bağlamı düzeltildi.',
        numberOfWord: 5,
        version: before.version + 1,
        taleName: before.taleName,
        taleText: before.taleText,
      });
      const second = await put(who, '/v1/tales/completed', {
        taleId,
        version: before.version + 1,
        taleTextEnd: 'Evvel zaman içinde Keloğlan anasıyla yaşarmış.',
      });
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json()).toMatchObject({ contextProperties: null, numberOfWord: 6 });

      // The text as the advisory board approved it (by its editor), then each save, newest first.
      expect(await revisionRows(taleId)).toMatchObject([
        {
          userId: who.userId,
          taleTextEnd: 'Evvel zaman içinde Keloğlan anasıyla yaşarmış.',
          contextProperties: null,
        },
        {
          userId: who.userId,
          taleTextEnd: 'Evvel zaman içinde Keloğlan yaşarmış.',
          contextProperties: 'Anlatım bağlamı düzeltildi.',
        },
        {
          userId: editor.userId,
          taleTextEnd: DEFAULT_TALE_TEXT_END,
          contextProperties: before.contextProperties,
        },
      ]);
      expect(await auditsOf(taleId, 'tale.completedEdit')).toHaveLength(2);
      // The payment keeps the word count it was created with.
      expect(await paymentsOf(ctx, taleId)).toEqual([payment]);
    }
  });

  it('refuses other roles (401), other statuses (409) and a stale version (409 with the tale), writing nothing', async () => {
    const completed = await createWorkflowTale(ctx, {
      userId: owner.userId,
      actionId: ACTION.completed,
      editorId: editor.userId,
    });
    const before = await full(completed.taleId);
    const body = {
      taleId: completed.taleId,
      version: before.version,
      taleTextEnd: 'Yetkisiz bir düzenleme.',
    };
    for (const who of [editor, owner]) {
      expect((await put(who, '/v1/tales/completed', body)).statusCode).toBe(401);
    }
    const stale = await put(assistant, '/v1/tales/completed', { ...body, version: before.version + 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', tale: { taleId: completed.taleId } });

    for (const actionId of [ACTION.inReview, ACTION.advisoryBoard, ACTION.rejected]) {
      const tale = await createWorkflowTale(ctx, { userId: owner.userId, actionId, editorId: editor.userId });
      const response = await put(assistant, '/v1/tales/completed', {
        ...body,
        taleId: tale.taleId,
        version: 1,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('WRONG_STATE');
    }
    expect(await full(completed.taleId)).toEqual(before);
    expect(await revisionRows(completed.taleId)).toEqual([]);
  });
});

describe('GET /v1/tales/revisions/{id}', () => {
  it('answers the revisions newest first, with their authors, to editor assistants and admins', async () => {
    const { taleId } = await createWorkflowTale(ctx, {
      userId: owner.userId,
      actionId: ACTION.completed,
      editorId: editor.userId,
    });
    const empty = await getAs(ctx, assistant.token, `/v1/tales/revisions/${taleId}`);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual([]);

    const saved = await put(assistant, '/v1/tales/completed', {
      taleId,
      version: 1,
      taleTextEnd: 'Yardımcının kaydettiği metin.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const list = await getAs(ctx, admin.token, `/v1/tales/revisions/${taleId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({
        taleId,
        userId: assistant.userId,
        authorNameSurname: 'Yardımcı İkinci',
        taleTextEnd: 'Yardımcının kaydettiği metin.',
      }),
      expect.objectContaining({ userId: editor.userId, authorNameSurname: 'Editör Birinci' }),
    ]);
    expect(Date.parse(list.json()[0].at)).toBeGreaterThanOrEqual(Date.parse(list.json()[1].at));

    // Revisions stay readable when the tale moves on (unpublished back to the advisory board by an admin, say).
    await ctx.database.db
      .update(tales)
      .set({ actionId: ACTION.advisoryBoard })
      .where(eq(tales.taleId, taleId));
    expect((await getAs(ctx, assistant.token, `/v1/tales/revisions/${taleId}`)).json()).toHaveLength(2);

    expect((await getAs(ctx, editor.token, `/v1/tales/revisions/${taleId}`)).statusCode).toBe(401);
    expect((await getAs(ctx, owner.token, `/v1/tales/revisions/${taleId}`)).statusCode).toBe(401);
    expect((await getAs(ctx, assistant.token, '/v1/tales/revisions/2000000')).statusCode).toBe(404);
    const review = await createWorkflowTale(ctx, {
      userId: owner.userId,
      actionId: ACTION.inReview,
      editorId: editor.userId,
    });
    expect((await getAs(ctx, assistant.token, `/v1/tales/revisions/${review.taleId}`)).statusCode).toBe(409);
  });
});
