/**
 * GET /v1/editors (admin): everyone with an editor-type role (2, 3, 4, 5, 7, 8), their roles, whether active,
 * the tales given to them at 3 or 4 (open) and at 5–9 (reviewed), in Turkish order of surname and name.
 */
import { ACTION, ROLE } from '@masal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedUser, createUser, signedInUser } from './support/factories.ts';
import { createTale } from './support/tales.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

type User = CreatedUser & { token: string };
let ctx: TestApp;
let admin: User;
let writer: User;
let editor: User;

const list = (who: User | null) =>
  ctx.app.inject({
    method: 'GET',
    url: '/v1/editors',
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await signedInUser(ctx, { roles: [ROLE.admin] });
  writer = await signedInUser(ctx, { roles: [ROLE.writer] });
  editor = await signedInUser(ctx, { roles: [ROLE.editor], name: 'Zeynep', surname: 'Çelik' });
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /v1/editors', () => {
  it('requires a session (403)', async () => {
    expect((await list(null)).statusCode).toBe(403);
  });

  it('refuses everyone but admins (401), editors included', async () => {
    for (const who of [writer, editor]) {
      const refused = await list(who);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('NOT_ALLOWED');
    }
  });

  it('lists every editor-type user with roles, active flag and workload, by surname then name in Turkish order', async () => {
    const people = {
      cakir: await createUser(ctx, { roles: [ROLE.languageEditor], name: 'Ali', surname: 'Çakır' }),
      cakmak: await createUser(ctx, {
        roles: [ROLE.fieldEditor, ROLE.writer],
        name: 'Can',
        surname: 'Cakmak',
      }),
      ozturk: await createUser(ctx, {
        roles: [ROLE.advisoryBoardChair],
        name: 'İpek',
        surname: 'Öztürk',
        active: false,
      }),
      ozturkAyse: await createUser(ctx, { roles: [ROLE.publishingEditor], name: 'Ayşe', surname: 'Öztürk' }),
      ozan: await createUser(ctx, { roles: [ROLE.advisoryBoardMember], name: 'Ozan', surname: 'Ozan' }),
      // Not editor-type: left out.
      assistant: await createUser(ctx, { roles: [ROLE.editorAssistant], surname: 'Aaa' }),
      writerOnly: await createUser(ctx, { roles: [ROLE.writer], surname: 'Aab' }),
    };
    const owner = writer.userId;
    for (const actionId of [ACTION.inReview, ACTION.inReview, ACTION.revisionRequested]) {
      await createTale(ctx, { userId: owner, actionId, editorId: editor.userId });
    }
    for (const actionId of [5, 6, 7, 8, 9])
      await createTale(ctx, { userId: owner, actionId, editorId: editor.userId });
    // Not counted: submitted (2) with an editor set, and another editor's tale.
    await createTale(ctx, { userId: owner, actionId: ACTION.submitted, editorId: editor.userId });
    await createTale(ctx, { userId: owner, actionId: ACTION.inReview, editorId: people.cakir.userId });

    const response = await list(admin);
    expect(response.statusCode, response.body).toBe(200);
    const rows: { userId: number; surname: string; name: string }[] = response.json();
    expect(rows.map((r) => `${r.surname} ${r.name}`)).toEqual([
      'Cakmak Can',
      'Çakır Ali',
      'Çelik Zeynep',
      'Ozan Ozan',
      'Öztürk Ayşe',
      'Öztürk İpek',
    ]);
    const byId = new Map(rows.map((r) => [r.userId, r]));
    expect(byId.get(editor.userId)).toEqual({
      userId: editor.userId,
      name: 'Zeynep',
      surname: 'Çelik',
      email: editor.email,
      roleIds: [ROLE.editor],
      isActive: true,
      openCount: 3,
      reviewedCount: 5,
    });
    expect(byId.get(people.cakmak.userId)).toMatchObject({ roleIds: [ROLE.writer, ROLE.fieldEditor] });
    expect(byId.get(people.ozturk.userId)).toMatchObject({ isActive: false, openCount: 0, reviewedCount: 0 });
    expect(byId.get(people.cakir.userId)).toMatchObject({ openCount: 1, reviewedCount: 0 });
    expect(byId.has(people.assistant.userId)).toBe(false);
    expect(byId.has(people.writerOnly.userId)).toBe(false);
  });
});
