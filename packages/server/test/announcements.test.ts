/**
 * Announcements and training material: who reads and writes them, the body sanitised on the way
 * in, pinned first then newest, read marks and the unread count, admins' edits (optimistic) and deletions,
 * and attachments with the same type checks, limits and all-or-nothing uploads as tale attachments.
 */
import { type Announcement, MSG, ROLE } from '@masal/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, auditLog } from '../src/db/schema/index.ts';
import { resolveSecretKey } from '../src/security/secrets.ts';
import { createPathSigner } from '../src/security/signed-paths.ts';
import { signedInUser } from './support/factories.ts';
import { elf, isoMedia, mp3, pdf } from './support/media-fixtures.ts';
import { type FilePart, multipartBody, uploadsOf } from './support/multipart.ts';
import { abortInSecondFile } from './support/raw-upload.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const MAX_UPLOAD_BYTES = 3 * 1024 * 1024;

let ctx: TestApp;
let editor: Awaited<ReturnType<typeof signedInUser>>;
let otherEditor: Awaited<ReturnType<typeof signedInUser>>;
let assistant: Awaited<ReturnType<typeof signedInUser>>;
let writer: Awaited<ReturnType<typeof signedInUser>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  ctx = await startTestApp({}, { config: { maxUploadBytes: MAX_UPLOAD_BYTES } });
  editor = await signedInUser(ctx, { roles: [ROLE.editor] });
  otherEditor = await signedInUser(ctx, { roles: [ROLE.languageEditor] });
  assistant = await signedInUser(ctx, { roles: [ROLE.editorAssistant] });
  writer = await signedInUser(ctx, { roles: [ROLE.writer] });
  admin = await signedInUser(ctx, { roles: [ROLE.admin] });
});
afterAll(async () => {
  await ctx?.close();
});

const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(method: Method, url: string, token?: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
}

const draft = { kind: 'announcement', title: 'Derleme eğitimi', body: '<p>Merhaba</p>', pinned: false };

async function create(token: string, overrides: Partial<typeof draft> = {}): Promise<Announcement> {
  const response = await call('POST', '/v1/announcement', token, { ...draft, ...overrides });
  expect(response.statusCode).toBe(200);
  return response.json() as Announcement;
}

function upload(token: string | undefined, announcementId: number, parts: readonly FilePart[]) {
  const body = multipartBody(parts);
  return ctx.app.inject({
    method: 'POST',
    url: `/v1/upload/announcementAttachment/${announcementId}`,
    payload: body.payload,
    headers: { ...body.headers, ...auth(token) },
  });
}

const attachmentRows = (announcementId: number) =>
  ctx.database.db.select().from(attachments).where(eq(attachments.announcementId, announcementId));

/** Every route, with a body where it needs one; ids of an existing announcement and attachment. */
async function everyRoute(): Promise<Array<[Method, string, object?]>> {
  const announcement = await create(editor.token);
  const uploaded = await upload(editor.token, announcement.announcementId, [
    { fileName: 'a.mp3', bytes: mp3() },
  ]);
  const attachmentId = uploaded.json().uploadList[0].id as number;
  const id = announcement.announcementId;
  return [
    ['GET', '/v1/announcement'],
    ['GET', '/v1/announcement/unreadCount'],
    ['GET', `/v1/announcement/${id}`],
    ['POST', '/v1/announcement', draft],
    ['PUT', `/v1/announcement/${id}`, { ...draft, version: 1 }],
    ['DELETE', `/v1/announcement/${id}`],
    ['POST', `/v1/upload/announcementAttachment/${id}`],
    ['DELETE', `/v1/upload/announcementAttachment/${attachmentId}`],
  ];
}

describe('every announcement route', () => {
  it('requires a session', async () => {
    for (const [method, url, payload] of await everyRoute()) {
      const response = await call(method, url, undefined, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(MSG.sessionExpired);
    }
  });

  it('refuses the wrong role: a plain writer gets 401 everywhere', async () => {
    for (const [method, url, payload] of await everyRoute()) {
      const response = await call(method, url, writer.token, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().message).toBe(MSG.unauthorized);
    }
  });

  it('lets editor assistants read but not write; editors write but neither edit nor delete', async () => {
    const announcement = await create(editor.token);
    const id = announcement.announcementId;
    expect((await call('GET', '/v1/announcement', assistant.token)).statusCode).toBe(200);
    expect((await call('GET', `/v1/announcement/${id}`, assistant.token)).statusCode).toBe(200);
    expect((await call('POST', '/v1/announcement', assistant.token, draft)).statusCode).toBe(401);
    expect(
      (await call('PUT', `/v1/announcement/${id}`, otherEditor.token, { ...draft, version: 1 })).statusCode,
    ).toBe(401);
    expect(
      (await call('PUT', `/v1/announcement/${id}`, editor.token, { ...draft, version: 1 })).statusCode,
    ).toBe(401);
    expect((await call('DELETE', `/v1/announcement/${id}`, editor.token)).statusCode).toBe(401);
    expect((await call('GET', `/v1/announcement/${id}`, editor.token)).statusCode).toBe(200);
  });
});

describe('POST /v1/announcement', () => {
  it('stores the body sanitised: no script, no event handler, no javascript: link', async () => {
    const body =
      '<h2>Başlık</h2><p>Okuyunuz: <a href="https://kultur.gov.tr/masal" onclick="steal()">rehber</a> ' +
      '<strong>kalın</strong> <em>eğik</em></p><script>alert("x")</script>' +
      '<img src="x" onerror="alert(1)"><p onmouseover="alert(2)">paragraf</p>' +
      '<a href="javascript:alert(3)">tıkla</a><ul><li>bir</li></ul><iframe src="https://kotu.example"></iframe>';
    const created = await create(editor.token, { body });
    const read = (
      await call('GET', `/v1/announcement/${created.announcementId}`, otherEditor.token)
    ).json() as Announcement;
    for (const html of [created.body, read.body]) {
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toContain('alert');
      expect(html).not.toMatch(/onerror|onclick|onmouseover/i);
      expect(html).not.toMatch(/javascript:/i);
      expect(html).not.toMatch(/<img|<iframe/i);
      expect(html).toContain('<h2>Başlık</h2>');
      expect(html).toContain(
        '<a href="https://kultur.gov.tr/masal" rel="noopener noreferrer" target="_blank">rehber</a>',
      );
      expect(html).toContain('<strong>kalın</strong> <em>eğik</em>');
      expect(html).toContain('<ul><li>bir</li></ul>');
      expect(html).toContain('tıkla');
    }
  });

  it('answers 400 with Turkish field messages for a missing title or an empty body', async () => {
    const noTitle = await call('POST', '/v1/announcement', editor.token, { ...draft, title: '  ' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().errors).toContainEqual({ field: 'title', message: MSG.announcementTitleRequired });
    const empty = await call('POST', '/v1/announcement', editor.token, {
      ...draft,
      body: '<p></p><script>x</script>',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ field: 'body', message: MSG.announcementBodyRequired }]);
    const badKind = await call('POST', '/v1/announcement', editor.token, { ...draft, kind: 'gossip' });
    expect(badKind.statusCode).toBe(400);
  });

  it('writes an audit entry', async () => {
    const created = await create(admin.token, { title: 'Denetlenen duyuru' });
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'announcement.create'),
          eq(auditLog.entityId, String(created.announcementId)),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.actorUserId).toBe(admin.userId);
  });
});

describe('reading: order, read marks, unread count', () => {
  it('lists pinned first, then newest first; opening one marks it read and lowers the count', async () => {
    const reader = await signedInUser(ctx, { roles: [ROLE.fieldEditor] });
    const older = await create(editor.token, { title: 'Eski' });
    const pinned = await create(admin.token, { title: 'Sabit', pinned: true });
    const newer = await create(editor.token, { kind: 'training', title: 'Yeni' });

    const list = (await call('GET', '/v1/announcement?pageSize=100', reader.token)).json() as {
      rows: Announcement[];
      total: number;
    };
    const ids = list.rows.map((r) => r.announcementId);
    expect(ids.indexOf(pinned.announcementId)).toBeLessThan(ids.indexOf(newer.announcementId));
    expect(ids.indexOf(newer.announcementId)).toBeLessThan(ids.indexOf(older.announcementId));
    expect(
      list.rows.every((r) => !r.pinned || ids.indexOf(r.announcementId) < ids.indexOf(newer.announcementId)),
    ).toBe(true);
    expect(list.rows.every((r) => r.read === false)).toBe(true);
    expect(list.total).toBe(list.rows.length);

    const before = (await call('GET', '/v1/announcement/unreadCount', reader.token)).json().count as number;
    expect(before).toBe(list.total);
    const opened = await call('GET', `/v1/announcement/${newer.announcementId}`, reader.token);
    expect(opened.json().read).toBe(true);
    expect((await call('GET', '/v1/announcement/unreadCount', reader.token)).json().count).toBe(before - 1);
    // Opening again changes nothing.
    await call('GET', `/v1/announcement/${newer.announcementId}`, reader.token);
    expect((await call('GET', '/v1/announcement/unreadCount', reader.token)).json().count).toBe(before - 1);
    const again = (await call('GET', '/v1/announcement?pageSize=100', reader.token)).json() as {
      rows: Announcement[];
    };
    expect(again.rows.find((r) => r.announcementId === newer.announcementId)?.read).toBe(true);
    expect(again.rows.find((r) => r.announcementId === older.announcementId)?.read).toBe(false);

    // The author has read their own.
    const own = (await call('GET', '/v1/announcement?pageSize=100', editor.token)).json() as {
      rows: Announcement[];
    };
    expect(own.rows.find((r) => r.announcementId === older.announcementId)?.read).toBe(true);
  });

  it('pages with page and pageSize', async () => {
    const first = (await call('GET', '/v1/announcement?page=0&pageSize=2', assistant.token)).json();
    const second = (await call('GET', '/v1/announcement?page=1&pageSize=2', assistant.token)).json();
    expect(first.rows).toHaveLength(2);
    expect(second.total).toBe(first.total);
    expect(second.rows[0].announcementId).not.toBe(first.rows[0].announcementId);
    expect((await call('GET', '/v1/announcement?pageSize=1000', assistant.token)).statusCode).toBe(400);
  });

  it('answers 404 for an announcement that does not exist', async () => {
    expect((await call('GET', '/v1/announcement/999999', editor.token)).statusCode).toBe(404);
  });
});

describe('PUT and DELETE /v1/announcement/{id} (admins)', () => {
  it('saves on the current version, answers 409 with the current one on a stale save', async () => {
    const created = await create(editor.token);
    const id = created.announcementId;
    const saved = await call('PUT', `/v1/announcement/${id}`, admin.token, {
      ...draft,
      title: 'Düzeltildi',
      body: '<p>Yeni <a href="javascript:x()">metin</a></p>',
      pinned: true,
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'Düzeltildi', pinned: true, version: 2 });
    expect(saved.json().body).not.toContain('javascript');
    const stale = await call('PUT', `/v1/announcement/${id}`, admin.token, { ...draft, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', message: MSG.announcementStale });
    expect(stale.json().announcement.title).toBe('Düzeltildi');
    expect(
      (await call('PUT', '/v1/announcement/999999', admin.token, { ...draft, version: 1 })).statusCode,
    ).toBe(404);
  });

  it('deletes it with its attachments and their files', async () => {
    const created = await create(editor.token);
    const id = created.announcementId;
    const before = await uploadsOf(ctx);
    expect((await upload(editor.token, id, [{ fileName: 'rehber.pdf', bytes: pdf() }])).statusCode).toBe(200);
    expect((await uploadsOf(ctx)).stored.length).toBe(before.stored.length + 1);
    const deleted = await call('DELETE', `/v1/announcement/${id}`, admin.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(MSG.announcementDeleted);
    expect((await call('GET', `/v1/announcement/${id}`, admin.token)).statusCode).toBe(404);
    expect(await attachmentRows(id)).toEqual([]);
    expect(await uploadsOf(ctx)).toEqual(before);
    expect((await call('DELETE', `/v1/announcement/${id}`, admin.token)).statusCode).toBe(404);
  });
});

describe('attachments', () => {
  it('takes files from the author, lists them with signed paths that play, and refuses other editors', async () => {
    const created = await create(editor.token);
    const id = created.announcementId;
    const response = await upload(editor.token, id, [{ fileName: 'Köroğlu şarkısı.mp3', bytes: mp3() }]);
    expect(response.statusCode).toBe(200);
    const [attachment] = response.json().uploadList;
    expect(attachment).toMatchObject({
      announcementId: id,
      taleId: null,
      published: true,
      fileName: 'Köroğlu şarkısı.mp3',
      mimeType: 'audio/mpeg',
      type: 2,
    });
    expect(attachment.filePath).toMatch(/^\/uploads\/attachments\/\d+\?u=\d+&e=\d+&s=/);

    const read = (await call('GET', `/v1/announcement/${id}`, otherEditor.token)).json() as Announcement;
    const path = read.attachments[0]?.filePath ?? '';
    const file = await ctx.app.inject({ method: 'GET', url: path, headers: { range: 'bytes=0-9' } });
    expect(file.statusCode).toBe(206);
    expect(file.headers['content-type']).toBe('audio/mpeg');

    expect((await upload(otherEditor.token, id, [{ fileName: 'b.mp3', bytes: mp3() }])).statusCode).toBe(401);
    expect((await upload(admin.token, id, [{ fileName: 'c.pdf', bytes: pdf() }])).statusCode).toBe(200);
    expect(await attachmentRows(id)).toHaveLength(2);
  });

  it('serves a file only on its own signature, to someone who may still read announcements', async () => {
    const created = await create(editor.token);
    const uploaded = await upload(editor.token, created.announcementId, [
      { fileName: 'a.mp3', bytes: mp3() },
    ]);
    const { id } = uploaded.json().uploadList[0];
    const secret = resolveSecretKey(ctx.config.secretKey, ctx.config.dataDir);
    const asWriter = createPathSigner(secret).attachmentPath(id, writer.userId);
    expect((await ctx.app.inject({ method: 'GET', url: asWriter })).statusCode).toBe(401);
    // Another file's signature opens nothing here.
    const otherSigned = createPathSigner(secret).attachmentPath(id + 1, editor.userId);
    const query = otherSigned.slice(otherSigned.indexOf('?'));
    const forged = await ctx.app.inject({ method: 'GET', url: `/uploads/attachments/${id}${query}` });
    expect(forged.statusCode).toBe(403);
  });

  it("is no tale's attachment: the tale attachment calls do not know it", async () => {
    const created = await create(editor.token);
    const uploaded = await upload(editor.token, created.announcementId, [
      { fileName: 'a.mp3', bytes: mp3() },
    ]);
    const { id } = uploaded.json().uploadList[0];
    expect((await call('GET', `/v1/utils/fileUploadByTaleAttachmentId/${id}`, admin.token)).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/v1/upload/deleteTaleAttachment', editor.token, { id })).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', '/v1/upload/taleAttachmentPublished', admin.token, { id, published: false }))
        .statusCode,
    ).toBe(404);
    expect(await attachmentRows(created.announcementId)).toMatchObject([{ id, published: true }]);
  });

  it('refuses a file of another type with 415 and stores nothing', async () => {
    const created = await create(editor.token);
    const before = await uploadsOf(ctx);
    const response = await upload(editor.token, created.announcementId, [
      { fileName: 'iyi.pdf', bytes: pdf() },
      { fileName: 'sarki.mp3', bytes: elf(), contentType: 'audio/mpeg' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      status: false,
      code: 'UNSUPPORTED_TYPE',
      message: MSG.unsupportedType,
    });
    expect(await attachmentRows(created.announcementId)).toEqual([]);
    expect(await uploadsOf(ctx)).toEqual(before);
  });

  it('refuses a file over MAX_UPLOAD_MB with 413 and stores nothing', async () => {
    const created = await create(editor.token);
    const before = await uploadsOf(ctx);
    const tooLarge = isoMedia('isom', Buffer.alloc(MAX_UPLOAD_BYTES + 1 - 32, 3));
    const response = await upload(editor.token, created.announcementId, [
      { fileName: 'buyuk.mp4', bytes: tooLarge },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: false, code: 'TOO_LARGE', message: MSG.tooLarge });
    expect(await attachmentRows(created.announcementId)).toEqual([]);
    expect(await uploadsOf(ctx)).toEqual(before);
  });

  it('answers 400 without a file', async () => {
    const created = await create(editor.token);
    const response = await upload(editor.token, created.announcementId, []);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MSG.fileRequired);
  });

  it('leaves no row and no file when the client aborts in the middle of the body', async () => {
    const created = await create(editor.token);
    await abortInSecondFile(
      ctx,
      `/v1/upload/announcementAttachment/${created.announcementId}`,
      auth(editor.token),
    );
    expect(await attachmentRows(created.announcementId)).toEqual([]);
  });

  it('deletes an attachment for its author or an admin, with its file', async () => {
    const created = await create(editor.token);
    const before = await uploadsOf(ctx);
    const uploaded = await upload(editor.token, created.announcementId, [
      { fileName: 'a.mp3', bytes: mp3() },
      { fileName: 'b.pdf', bytes: pdf() },
    ]);
    const [first, second] = uploaded.json().uploadList;
    expect(
      (await call('DELETE', `/v1/upload/announcementAttachment/${first.id}`, otherEditor.token)).statusCode,
    ).toBe(401);
    expect(
      (await call('DELETE', `/v1/upload/announcementAttachment/${first.id}`, editor.token)).statusCode,
    ).toBe(200);
    expect(
      (await call('DELETE', `/v1/upload/announcementAttachment/${second.id}`, admin.token)).statusCode,
    ).toBe(200);
    expect(
      (await call('DELETE', `/v1/upload/announcementAttachment/${second.id}`, admin.token)).statusCode,
    ).toBe(404);
    expect(await attachmentRows(created.announcementId)).toEqual([]);
    expect(await uploadsOf(ctx)).toEqual(before);
  });
});
