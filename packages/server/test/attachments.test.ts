/**
 * Tale attachments (seed §7 Uploads, decisions.md): upload with the type decided from the bytes, all or
 * nothing per request, signed expiring file paths, Range, Turkish download names, delete, audit.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import { ACTION, type Attachment, MSG, ROLE } from '@masal/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, auditLog, tales, userRoles } from '../src/db/schema/index.ts';
import { resolveSecretKey } from '../src/security/secrets.ts';
import { createPathSigner } from '../src/security/signed-paths.ts';
import { type CreatedUser, createUser, signIn } from './support/factories.ts';
import {
  allowedFixtures,
  compoundFile,
  elf,
  html,
  isoMedia,
  mp3,
  pdf,
  windowsExe,
} from './support/media-fixtures.ts';
import { type FilePart, multipartBody, uploadsOf } from './support/multipart.ts';
import { abortInSecondFile, listening, waitFor } from './support/raw-upload.ts';
import { createTale } from './support/tales.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/** Small enough to test 413 quickly, larger than the 1 MB JSON body limit. */
const MAX_UPLOAD_BYTES = 3 * 1024 * 1024;

let ctx: TestApp;
let writer: CreatedUser;
let writerToken: string;
let otherWriterToken: string;
let otherWriterId: number;
let editor: CreatedUser;
let editorToken: string;
let adminToken: string;

beforeAll(async () => {
  ctx = await startTestApp({}, { config: { maxUploadBytes: MAX_UPLOAD_BYTES } });
  writer = await createUser(ctx, { roles: [ROLE.writer] });
  writerToken = await signIn(ctx.app, writer.email, writer.password);
  const otherWriter = await createUser(ctx, { roles: [ROLE.writer] });
  otherWriterToken = await signIn(ctx.app, otherWriter.email, otherWriter.password);
  otherWriterId = otherWriter.userId;
  editor = await createUser(ctx, { roles: [ROLE.editor] });
  editorToken = await signIn(ctx.app, editor.email, editor.password);
  adminToken = await signIn(ctx.app, ctx.admin.email, ctx.admin.password);
});
afterAll(async () => {
  await ctx?.close();
});

const authHeader = (token?: string): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

function upload(token: string | undefined, taleId: number, parts: readonly FilePart[]) {
  const body = multipartBody(parts);
  return ctx.app.inject({
    method: 'POST',
    url: `/v1/upload/taleAttachment/${taleId}`,
    payload: body.payload,
    headers: { ...body.headers, ...authHeader(token) },
  });
}

function get(url: string, token?: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers: { ...authHeader(token), ...headers } });
}

function deleteAttachment(token: string | undefined, id: number) {
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/upload/deleteTaleAttachment',
    payload: { id },
    headers: authHeader(token),
  });
}

const rowsOf = (taleId: number) =>
  ctx.database.db.select().from(attachments).where(eq(attachments.taleId, taleId));

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A draft of the writer with one uploaded MP3; answers the tale and the attachment as listed. */
async function taleWithMp3(fileName = 'Köroğlu şarkısı.mp3') {
  const tale = await createTale(ctx, { userId: writer.userId });
  const bytes = mp3();
  const response = await upload(writerToken, tale.taleId, [{ fileName, bytes, contentType: 'audio/mpeg' }]);
  expect(response.statusCode).toBe(200);
  const attachment = response.json().uploadList[0] as Attachment;
  return { taleId: tale.taleId, attachment, bytes };
}

describe('POST /v1/upload/taleAttachment/{id}', () => {
  it('requires a session', async () => {
    const tale = await createTale(ctx, { userId: writer.userId });
    const response = await upload(undefined, tale.taleId, [{ fileName: 'a.mp3', bytes: mp3() }]);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MSG.sessionExpired);
  });

  it('refuses another writer (401), and anyone on a tale they cannot edit; nothing is stored', async () => {
    const draft = await createTale(ctx, { userId: writer.userId });
    const before = await uploadsOf(ctx);
    for (const token of [otherWriterToken, editorToken, adminToken]) {
      const response = await upload(token, draft.taleId, [{ fileName: 'a.mp3', bytes: mp3() }]);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: false, code: 'NOT_ALLOWED', message: MSG.unauthorized });
    }
    // Submitted: nobody edits, not even the owner, who gets the answer of changing its text (409).
    const submitted = await createTale(ctx, { userId: writer.userId, actionId: ACTION.submitted });
    expect(
      (await upload(writerToken, submitted.taleId, [{ fileName: 'a.mp3', bytes: mp3() }])).statusCode,
    ).toBe(409);
    expect(await rowsOf(draft.taleId)).toEqual([]);
    expect((await uploadsOf(ctx)).stored).toEqual(before.stored);
  });

  it('answers 404 for a tale that does not exist', async () => {
    const response = await upload(writerToken, 999_999, [{ fileName: 'a.mp3', bytes: mp3() }]);
    expect(response.statusCode).toBe(404);
  });

  it('accepts every allowed type in one request, typed by the bytes, with size and SHA-256 stored', async () => {
    const tale = await createTale(ctx, { userId: writer.userId });
    const fixtures = await allowedFixtures();
    // The client's claim is always wrong here: only the bytes count.
    const response = await upload(
      writerToken,
      tale.taleId,
      fixtures.map((f) => ({ fileName: f.fileName, bytes: f.bytes, contentType: 'application/x-unknown' })),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(true);
    expect(body.message).toBe(MSG.attachmentUploaded);
    const list = body.uploadList as Attachment[];
    expect(list.map((a) => [a.fileName, a.mimeType, a.type, a.size])).toEqual(
      fixtures.map((f) => [f.fileName, f.mimeType, f.type, f.bytes.length]),
    );
    for (const a of list) {
      expect(a.taleId).toBe(tale.taleId);
      expect(a.filePath).toMatch(
        new RegExp(`^/uploads/attachments/${a.id}\\?u=${writer.userId}&e=\\d+&s=[\\w-]+$`),
      );
      expect(Number.isNaN(Date.parse(a.createdAt))).toBe(false);
    }
    const rows = await rowsOf(tale.taleId);
    const byName = new Map(rows.map((r) => [r.fileName, r]));
    for (const f of fixtures) {
      const row = byName.get(f.fileName);
      expect(row?.sha256).toBe(sha256(f.bytes));
      expect(row?.uploadedBy).toBe(writer.userId);
      // Stored under a generated key, never under the user's name.
      expect(row?.storageKey).toMatch(/^attachments\/[0-9a-f-]{36}$/);
    }
    const { stored, temp } = await uploadsOf(ctx);
    for (const row of rows) expect(stored).toContain(row.storageKey);
    expect(temp).toEqual([]);
  });

  it('answers the whole list of the tale after each upload', async () => {
    const { taleId } = await taleWithMp3();
    const second = await upload(writerToken, taleId, [{ fileName: 'belge.pdf', bytes: pdf() }]);
    expect(second.json().uploadList.map((a: Attachment) => a.fileName)).toEqual([
      'Köroğlu şarkısı.mp3',
      'belge.pdf',
    ]);
  });

  it('lets the assigned editor upload while the tale is in review', async () => {
    const tale = await createTale(ctx, {
      userId: writer.userId,
      actionId: ACTION.inReview,
      editorId: editor.userId,
    });
    expect((await upload(editorToken, tale.taleId, [{ fileName: 'not.pdf', bytes: pdf() }])).statusCode).toBe(
      200,
    );
    // Its owner, as for the text: 409 while the tale is in the workflow.
    expect((await upload(writerToken, tale.taleId, [{ fileName: 'not.pdf', bytes: pdf() }])).statusCode).toBe(
      409,
    );
  });

  it('takes a file larger than the 1 MB JSON body limit', async () => {
    const tale = await createTale(ctx, { userId: writer.userId });
    const bytes = isoMedia('isom', Buffer.alloc(2 * 1024 * 1024, 1));
    const response = await upload(writerToken, tale.taleId, [{ fileName: 'uzun.mp4', bytes }]);
    expect(response.statusCode).toBe(200);
    expect(response.json().uploadList[0].size).toBe(bytes.length);
  });

  it.each([
    ['an executable named .mp3', 'şarkı.mp3', elf(), 'audio/mpeg'],
    ['a Windows program named .mp3', 'şarkı.mp3', windowsExe(), 'audio/mpeg'],
    ['HTML named .jpg', 'resim.jpg', html(), 'image/jpeg'],
    ['a compound file named .xls', 'tablo.xls', compoundFile(), 'application/vnd.ms-excel'],
    ['an empty file', 'bos.pdf', Buffer.alloc(0), 'application/pdf'],
  ])('refuses %s with 415 and stores nothing', async (_what, fileName, bytes, contentType) => {
    const tale = await createTale(ctx, { userId: writer.userId });
    const before = await uploadsOf(ctx);
    const response = await upload(writerToken, tale.taleId, [{ fileName, bytes, contentType }]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      status: false,
      code: 'UNSUPPORTED_TYPE',
      message: MSG.unsupportedType,
    });
    expect(await rowsOf(tale.taleId)).toEqual([]);
    expect(await uploadsOf(ctx)).toEqual(before);
  });

  it('stores all files of a request or none: one refused file undoes the accepted ones', async () => {
    const tale = await createTale(ctx, { userId: writer.userId });
    const before = await uploadsOf(ctx);
    const response = await upload(writerToken, tale.taleId, [
      { fileName: 'iyi.mp3', bytes: mp3() },
      { fileName: 'iyi.pdf', bytes: pdf() },
      { fileName: 'kotu.mp3', bytes: elf() },
    ]);
    expect(response.statusCode).toBe(415);
    expect(await rowsOf(tale.taleId)).toEqual([]);
    expect(await uploadsOf(ctx)).toEqual(before);
  });

  it('refuses a file over MAX_UPLOAD_MB with 413 and leaves no row and no file', async () => {
    const tale = await createTale(ctx, { userId: writer.userId });
    const before = await uploadsOf(ctx);
    const exactly = isoMedia('isom', Buffer.alloc(MAX_UPLOAD_BYTES - 1024 - 32, 2));
    expect(exactly.length).toBe(MAX_UPLOAD_BYTES - 1024);
    const tooLarge = isoMedia('isom', Buffer.alloc(MAX_UPLOAD_BYTES + 1 - 32, 3));
    const response = await upload(writerToken, tale.taleId, [
      { fileName: 'sigar.mp4', bytes: exactly },
      { fileName: 'buyuk.mp4', bytes: tooLarge },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: false, code: 'TOO_LARGE', message: MSG.tooLarge });
    expect(await rowsOf(tale.taleId)).toEqual([]);
    expect(await uploadsOf(ctx)).toEqual(before);
  });

  it('refuses more than 20 files in one request with 413 and stores none', async () => {
    const tale = await createTale(ctx, { userId: writer.userId });
    const before = await uploadsOf(ctx);
    const files = Array.from({ length: 21 }, (_, i) => ({ fileName: `kayit-${i}.mp3`, bytes: mp3(0.2) }));
    const response = await upload(writerToken, tale.taleId, files);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: false, code: 'TOO_MANY_FILES', message: MSG.tooManyFiles });
    expect(await rowsOf(tale.taleId)).toEqual([]);
    expect(await uploadsOf(ctx)).toEqual(before);
  });

  it('answers 400 when the request carries no file', async () => {
    const tale = await createTale(ctx, { userId: writer.userId });
    const empty = multipartBody([]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/v1/upload/taleAttachment/${tale.taleId}`,
      payload: empty.payload,
      headers: { ...empty.headers, ...authHeader(writerToken) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MSG.fileRequired);
    const json = await ctx.app.inject({
      method: 'POST',
      url: `/v1/upload/taleAttachment/${tale.taleId}`,
      payload: { file: 'x' },
      headers: authHeader(writerToken),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(MSG.fileRequired);
  });

  it('answers a refused file while the client is still sending, and still reads the rest of the body', async () => {
    const tale = await createTale(ctx, { userId: writer.userId });
    const port = await listening(ctx);
    const body = multipartBody([
      { fileName: 'şarkı.mp3', bytes: Buffer.concat([elf(), Buffer.alloc(4 * 1024 * 1024)]) },
    ]);
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/v1/upload/taleAttachment/${tale.taleId}`,
      headers: { ...body.headers, ...authHeader(writerToken), 'content-length': body.payload.length },
    });
    const answered = new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
    request.write(body.payload.subarray(0, 512 * 1024));
    const response = await answered;
    expect(response.statusCode).toBe(415);
    // No reset: the server keeps reading (and discarding) what the client still sends.
    await new Promise<void>((resolve, reject) => {
      request.on('error', reject);
      request.end(body.payload.subarray(512 * 1024), resolve);
    });
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    expect(JSON.parse(Buffer.concat(chunks).toString('utf8')).message).toBe(MSG.unsupportedType);
  });

  it('leaves no row and no file when the client aborts in the middle of the body', async () => {
    const tale = await createTale(ctx, { userId: writer.userId });
    await abortInSecondFile(ctx, `/v1/upload/taleAttachment/${tale.taleId}`, authHeader(writerToken));
    expect(await rowsOf(tale.taleId)).toEqual([]);
  });
  it('leaves nothing either when the client aborts while the server reads the first bytes of a file', async () => {
    const tale = await createTale(ctx, { userId: writer.userId });
    const before = await uploadsOf(ctx);
    const port = await listening(ctx);
    const body = multipartBody([
      { fileName: 'tam.mp3', bytes: mp3() },
      { fileName: 'basi.mp4', bytes: isoMedia('isom', Buffer.alloc(1024 * 1024, 5)) },
    ]);
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/v1/upload/taleAttachment/${tale.taleId}`,
      headers: { ...body.headers, ...authHeader(writerToken), 'content-length': body.payload.length },
    });
    request.on('error', () => undefined);
    // 100 KB of the second file: less than the head the type is decided from.
    request.write(body.payload.subarray(0, body.payload.indexOf('filename="basi.mp4"') + 100 * 1024));
    await waitFor(async () => (await uploadsOf(ctx)).temp.length === 1, 'the first file staged');
    request.destroy();
    await waitFor(
      async () => (await uploadsOf(ctx)).temp.length === 0,
      'the server to discard the interrupted upload',
    );
    expect(await uploadsOf(ctx)).toEqual(before);
    expect(await rowsOf(tale.taleId)).toEqual([]);
  });
});

describe('GET /v1/utils/fileUploadByTaleId/{id} and fileUploadByTaleAttachmentId/{id}', () => {
  it('requires a session', async () => {
    const { taleId, attachment } = await taleWithMp3();
    expect((await get(`/v1/utils/fileUploadByTaleId/${taleId}`)).statusCode).toBe(403);
    expect((await get(`/v1/utils/fileUploadByTaleAttachmentId/${attachment.id}`)).statusCode).toBe(403);
  });

  it('refuses another writer, and editors while the tale is a draft (401)', async () => {
    const { taleId, attachment } = await taleWithMp3();
    for (const token of [otherWriterToken, editorToken]) {
      expect((await get(`/v1/utils/fileUploadByTaleId/${taleId}`, token)).statusCode).toBe(401);
      expect((await get(`/v1/utils/fileUploadByTaleAttachmentId/${attachment.id}`, token)).statusCode).toBe(
        401,
      );
    }
  });

  it("lists the tale's attachments for whoever may see the tale, each path signed for them", async () => {
    const { taleId, attachment } = await taleWithMp3();
    const own = await get(`/v1/utils/fileUploadByTaleId/${taleId}`, writerToken);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([{ ...attachment, filePath: expect.any(String) }]);
    const one = await get(`/v1/utils/fileUploadByTaleAttachmentId/${attachment.id}`, writerToken);
    expect(one.json()).toEqual({ ...attachment, filePath: expect.stringContaining(`u=${writer.userId}&`) });

    await ctx.database.db.update(tales).set({ actionId: ACTION.submitted }).where(eq(tales.taleId, taleId));
    const byEditor = await get(`/v1/utils/fileUploadByTaleId/${taleId}`, editorToken);
    expect(byEditor.statusCode).toBe(200);
    expect(byEditor.json()[0].filePath).toContain(`u=${editor.userId}&`);
  });

  it('answers 404 for what does not exist', async () => {
    expect((await get('/v1/utils/fileUploadByTaleId/999999', writerToken)).statusCode).toBe(404);
    expect((await get('/v1/utils/fileUploadByTaleAttachmentId/999999', writerToken)).statusCode).toBe(404);
  });

  it('a published tale: everyone signed in sees and downloads its attachments, nobody but staff edits', async () => {
    const { taleId, attachment, bytes } = await taleWithMp3();
    await ctx.database.db.update(tales).set({ actionId: ACTION.published }).where(eq(tales.taleId, taleId));
    const list = await get(`/v1/utils/fileUploadByTaleId/${taleId}`, otherWriterToken);
    expect(list.statusCode).toBe(200);
    const file = await get(list.json()[0].filePath);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect((await upload(otherWriterToken, taleId, [{ fileName: 'a.pdf', bytes: pdf() }])).statusCode).toBe(
      401,
    );
    expect((await deleteAttachment(otherWriterToken, attachment.id)).statusCode).toBe(401);
  });
});

describe('GET /uploads/attachments/{id} (the signed filePath)', () => {
  it('streams the file with its type, nosniff and the Turkish name inline; download=1 as an attachment', async () => {
    const { attachment, bytes } = await taleWithMp3('Köroğlu şarkısı.mp3');
    const response = await get(attachment.filePath);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toBe(
      `inline; filename="Koroglu sarkisi.mp3"; filename*=UTF-8''${encodeURIComponent('Köroğlu şarkısı.mp3')}`,
    );
    const star = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '';
    expect(decodeURIComponent(star)).toBe('Köroğlu şarkısı.mp3');

    const head = await ctx.app.inject({ method: 'HEAD', url: attachment.filePath });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(bytes.length));
    expect(head.rawPayload.length).toBe(0);

    const download = await get(`${attachment.filePath}&download=1`);
    expect(download.statusCode).toBe(200);
    expect(String(download.headers['content-disposition'])).toMatch(
      /^attachment; filename="Koroglu sarkisi.mp3"; /,
    );
  });

  it('honours Range: 206 with Content-Range and the right bytes, 416 beyond the end', async () => {
    const { attachment, bytes } = await taleWithMp3();
    const size = bytes.length;
    const first = await get(attachment.filePath, undefined, { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(first.headers['content-length']).toBe('100');
    expect(first.rawPayload.equals(bytes.subarray(0, 100))).toBe(true);

    const middle = await get(attachment.filePath, undefined, { range: 'bytes=417-' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 417-${size - 1}/${size}`);
    expect(middle.rawPayload.equals(bytes.subarray(417))).toBe(true);

    const suffix = await get(attachment.filePath, undefined, { range: 'bytes=-10' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(bytes.subarray(size - 10))).toBe(true);

    // A suffix longer than the file is the whole file (RFC 9110 §14.1.2), as a range.
    const longSuffix = await get(attachment.filePath, undefined, { range: `bytes=-${size + 50}` });
    expect(longSuffix.statusCode).toBe(206);
    expect(longSuffix.headers['content-range']).toBe(`bytes 0-${size - 1}/${size}`);
    expect(longSuffix.rawPayload.equals(bytes)).toBe(true);

    for (const range of [`bytes=${size}-`, `bytes=${size}-${size + 10},${size + 20}-`, 'bytes=50-10']) {
      const beyond = await get(attachment.filePath, undefined, { range });
      expect(beyond.statusCode, range).toBe(416);
      expect(beyond.headers['content-range'], range).toBe(`bytes */${size}`);
    }

    // Several ranges, or another unit: the whole file, 200 (no multipart/byteranges).
    for (const range of ['bytes=0-9,20-29', 'items=0-9']) {
      const whole = await get(attachment.filePath, undefined, { range });
      expect(whole.statusCode, range).toBe(200);
      expect(whole.headers['content-range'], range).toBeUndefined();
      expect(whole.rawPayload.equals(bytes), range).toBe(true);
    }
  });

  it('refuses a forged or expired signature with 403', async () => {
    const { attachment } = await taleWithMp3();
    const url = new URL(attachment.filePath, 'http://masal.test');
    const signature = url.searchParams.get('s') ?? '';
    // Change the first character to a different one, so the forgery never equals the real signature.
    const forgedSignature = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const forgeries = [
      { s: forgedSignature },
      { u: String(editor.userId) },
      { e: String(Number(url.searchParams.get('e')) + 900) },
    ];
    for (const change of forgeries) {
      const forged = new URL(url);
      for (const [k, v] of Object.entries(change)) forged.searchParams.set(k, v);
      const response = await get(`${forged.pathname}${forged.search}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: false, code: 'LINK_EXPIRED', message: MSG.linkExpired });
    }
    expect((await get(url.pathname)).statusCode).toBe(403);
    // Another attachment's id with this signature.
    expect((await get(`/uploads/attachments/${attachment.id + 1}${url.search}`)).statusCode).toBe(403);

    const signer = createPathSigner(resolveSecretKey(ctx.config.secretKey, ctx.config.dataDir));
    const expired = signer.attachmentPath(attachment.id, writer.userId, Date.now() - 5 * 60 * 60 * 1000);
    const response = await get(expired);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MSG.linkExpired);
    // The same signer, now: accepted (the test forges nothing but the time).
    expect((await get(signer.attachmentPath(attachment.id, writer.userId))).statusCode).toBe(200);
  });

  it('checks that the signed user may still see the tale, with the roles they hold now (401)', async () => {
    const { taleId } = await taleWithMp3();
    await ctx.database.db.update(tales).set({ actionId: ACTION.submitted }).where(eq(tales.taleId, taleId));
    const reviewer = await createUser(ctx, { roles: [ROLE.editor] });
    const reviewerToken = await signIn(ctx.app, reviewer.email, reviewer.password);
    const [listed] = (
      await get(`/v1/utils/fileUploadByTaleId/${taleId}`, reviewerToken)
    ).json() as Attachment[];
    if (!listed) throw new Error('no attachment listed');
    expect((await get(listed.filePath)).statusCode).toBe(200);

    await ctx.database.db.delete(userRoles).where(eq(userRoles.userId, reviewer.userId));
    const response = await get(listed.filePath);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MSG.unauthorized);
  });
});

describe('POST /v1/upload/deleteTaleAttachment', () => {
  it('requires a session', async () => {
    const { attachment } = await taleWithMp3();
    expect((await deleteAttachment(undefined, attachment.id)).statusCode).toBe(403);
  });

  it('refuses another writer (401) and keeps the file', async () => {
    const { taleId, attachment } = await taleWithMp3();
    const response = await deleteAttachment(otherWriterToken, attachment.id);
    expect(response.statusCode).toBe(401);
    expect(await rowsOf(taleId)).toHaveLength(1);
    expect((await get(attachment.filePath)).statusCode).toBe(200);
  });

  it('removes the row and the stored file; the upload and the delete are in the audit log', async () => {
    const { taleId, attachment } = await taleWithMp3();
    const [row] = await rowsOf(taleId);
    if (!row) throw new Error('no row');
    expect((await uploadsOf(ctx)).stored).toContain(row.storageKey);

    const response = await deleteAttachment(writerToken, attachment.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: MSG.attachmentDeleted });
    expect(await rowsOf(taleId)).toEqual([]);
    expect((await uploadsOf(ctx)).stored).not.toContain(row.storageKey);
    expect((await get(attachment.filePath)).statusCode).toBe(404);
    expect((await deleteAttachment(writerToken, attachment.id)).statusCode).toBe(404);

    const audit = await ctx.database.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'attachment'), eq(auditLog.entityId, String(attachment.id))));
    expect(audit.map((a) => a.action)).toEqual(['attachment.upload', 'attachment.delete']);
    expect(audit.every((a) => a.actor === writer.userId)).toBe(true);
    expect(audit[0]?.details).toMatchObject({ taleId, fileName: 'Köroğlu şarkısı.mp3' });
  });

  it('validates the body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/upload/deleteTaleAttachment',
      payload: { id: 'bir' },
      headers: authHeader(writerToken),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("staff keep a compiler's files: they mark them unpublished instead of deleting", () => {
  function setPublished(token: string | undefined, id: number, published: boolean) {
    return ctx.app.inject({
      method: 'POST',
      url: '/v1/upload/taleAttachmentPublished',
      payload: { id, published },
      headers: authHeader(token),
    });
  }

  /** The writer's MP3 on a tale moved on to `actionId`, with `editor` assigned. */
  async function taleAt(actionId: number) {
    const made = await taleWithMp3();
    await ctx.database.db
      .update(tales)
      .set({ actionId, editorId: editor.userId })
      .where(eq(tales.taleId, made.taleId));
    return made;
  }

  it('refuses the assigned editor, an editor assistant and an admin a deletion (401, what to do instead); the file stays', async () => {
    const assistant = await createUser(ctx, { roles: [ROLE.editorAssistant] });
    const assistantToken = await signIn(ctx.app, assistant.email, assistant.password);
    const inReview = await taleAt(ACTION.inReview);
    const completed = await taleAt(ACTION.completed);
    for (const [token, { taleId, attachment }] of [
      [editorToken, inReview],
      [assistantToken, completed],
      [adminToken, completed],
    ] as const) {
      const response = await deleteAttachment(token, attachment.id);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: false,
        code: 'NOT_ALLOWED',
        message: MSG.attachmentStaffDelete,
      });
      expect(await rowsOf(taleId)).toHaveLength(1);
      expect((await get(attachment.filePath)).statusCode).toBe(200);
    }
  });

  it('requires a session, and refuses the owner, another writer and staff who may not edit the tale', async () => {
    const { attachment } = await taleAt(ACTION.inReview);
    expect((await setPublished(undefined, attachment.id, false)).statusCode).toBe(403);
    for (const token of [writerToken, otherWriterToken, adminToken]) {
      const response = await setPublished(token, attachment.id, false);
      expect([401, 409]).toContain(response.statusCode);
    }
    const otherEditor = await createUser(ctx, { roles: [ROLE.editor] });
    const otherEditorToken = await signIn(ctx.app, otherEditor.email, otherEditor.password);
    expect((await setPublished(otherEditorToken, attachment.id, false)).statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(attachments).where(eq(attachments.id, attachment.id));
    expect(row?.published).toBe(true);
  });

  it('an unpublished file stays for the owner and staff, marked, and leaves the reading room; republished it is back', async () => {
    const { taleId, attachment } = await taleAt(ACTION.inReview);
    const marked = await setPublished(editorToken, attachment.id, false);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({
      message: MSG.attachmentUnpublished,
      attachment: { published: false },
    });
    await ctx.database.db.update(tales).set({ actionId: ACTION.published }).where(eq(tales.taleId, taleId));

    // A reader (another writer) of the published tale: neither the row nor its bytes.
    const readerPath = (
      await get(`/v1/utils/fileUploadByTaleId/${taleId}`, otherWriterToken)
    ).json() as Attachment[];
    expect(readerPath).toEqual([]);
    expect((await get(`/v1/tales/full/${taleId}`, otherWriterToken)).json().uploadList).toEqual([]);
    expect(
      (await get(`/v1/utils/fileUploadByTaleAttachmentId/${attachment.id}`, otherWriterToken)).statusCode,
    ).toBe(404);
    const signedForReader = createPathSigner(
      resolveSecretKey(ctx.config.secretKey, ctx.config.dataDir),
    ).attachmentPath(attachment.id, otherWriterId);
    expect((await get(signedForReader)).statusCode).toBe(404);

    // The owner and staff still have it, marked.
    for (const token of [writerToken, editorToken, adminToken]) {
      const list = (await get(`/v1/utils/fileUploadByTaleId/${taleId}`, token)).json() as Attachment[];
      expect(list.map((a) => [a.id, a.published])).toEqual([[attachment.id, false]]);
      expect((await get(list[0]?.filePath ?? '')).statusCode).toBe(200);
    }
    expect(await rowsOf(taleId)).toHaveLength(1);

    // Published tales are edited by admins and editor assistants: the admin lets it back.
    const back = await setPublished(adminToken, attachment.id, true);
    expect(back.statusCode).toBe(200);
    expect(back.json().message).toBe(MSG.attachmentRepublished);
    const again = (await get(`/v1/tales/full/${taleId}`, otherWriterToken)).json().uploadList as Attachment[];
    expect(again.map((a) => [a.id, a.published])).toEqual([[attachment.id, true]]);
    expect((await get(again[0]?.filePath ?? '')).statusCode).toBe(200);

    const audit = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'attachment'), eq(auditLog.entityId, String(attachment.id))));
    expect(audit.map((a) => a.action)).toEqual([
      'attachment.upload',
      'attachment.unpublish',
      'attachment.publish',
    ]);
  });
});

describe('deleting a draft', () => {
  it('removes every row and stored file of the tale', async () => {
    const { taleId } = await taleWithMp3();
    await upload(writerToken, taleId, [{ fileName: 'b.pdf', bytes: pdf() }]);
    const keys = (await rowsOf(taleId)).map((r) => r.storageKey);
    expect(keys).toHaveLength(2);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/v1/tales/${taleId}`,
      headers: authHeader(writerToken),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await rowsOf(taleId)).toEqual([]);
    const { stored } = await uploadsOf(ctx);
    for (const key of keys) expect(stored).not.toContain(key);
  });
});

describe('OpenAPI', () => {
  it('documents the upload routes', async () => {
    const doc = (await get('/v1/docs/json')).json() as { paths: Record<string, unknown> };
    for (const path of [
      '/v1/upload/taleAttachment/{id}',
      '/v1/upload/deleteTaleAttachment',
      '/v1/upload/userProfileImage/{id}',
      '/v1/utils/fileUploadByTaleId/{id}',
      '/v1/utils/fileUploadByTaleAttachmentId/{id}',
      '/uploads/attachments/{id}',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});
