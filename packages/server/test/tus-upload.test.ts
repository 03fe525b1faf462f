/**
 * Resumable uploads over tus 1.0 at /v1/upload/tus (attachments README): a 50 MB file resumed after two cut
 * connections and a server stop, on another instance, stored once with its SHA-256; the rules of the
 * multipart route (session, owner or assigned editor, the tale's state, type from the bytes, size limit);
 * termination, the checksum extension, expiry. Raw HTTP over loopback; runs on the disk and (api-s3) a bucket,
 * where another instance shares the bucket but not DATA_DIR: the unfinished upload lives in the bucket too.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { ACTION, MSG, ROLE } from '@masal/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { attachments, tales } from '../src/db/schema/index.ts';
import { expireResumableUploads } from '../src/modules/attachments/resumable-expiry.ts';
import { PART_BYTES, partKeyOf, stateKeyOf } from '../src/storage/resumable-bucket.ts';
import { resumableUploads } from '../src/storage/resumable-uploads.ts';
import { s3Client } from '../src/storage/s3.storage.ts';
import { conditionalS3 } from './support/conditional-s3.ts';
import { type CreatedUser, createUser, signIn } from './support/factories.ts';
import { html, isoMedia, mp3 } from './support/media-fixtures.ts';
import { uploadsOf } from './support/multipart.ts';
import { listening, waitFor } from './support/raw-upload.ts';
import { ageObject, objectKeys } from './support/s3-server.ts';
import { createTale } from './support/tales.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { type TusAnswer, tusClient, uploadChecksum, uploadMetadata } from './support/tus-client.ts';

const MB = 1024 * 1024;

let ctx: TestApp;
let writer: CreatedUser;
let port: number;
let writerToken: string;
let otherToken: string;
/** Instances started by a test on the same database and storage (another instance, a restart). */
const instances: FastifyInstance[] = [];
/** Their own DATA_DIRs, with a bucket (the unfinished uploads are there too, not on the disk). */
const instanceDirs: string[] = [];
let bucketClient: S3Client | undefined;

beforeAll(async () => {
  ctx = await startTestApp();
  port = await listening(ctx);
  writer = await createUser(ctx, { roles: [ROLE.writer] });
  writerToken = await signIn(ctx.app, writer.email, writer.password);
  const other = await createUser(ctx, { roles: [ROLE.writer] });
  otherToken = await signIn(ctx.app, other.email, other.password);
});
afterAll(async () => {
  for (const app of instances) await app.close();
  for (const dir of instanceDirs) await rm(dir, { recursive: true, force: true });
  bucketClient?.destroy();
  await ctx?.close();
});

const asWriter = tusClient({ port: () => port, token: () => writerToken });
const client = (token?: string) => tusClient({ port: () => port, ...(token ? { token: () => token } : {}) });

/**
 * Another server on this database and storage, listening on a port of its own; on the disk with the same
 * DATA_DIR (where the unfinished uploads are), with a bucket with a DATA_DIR of its own (`dataDir`).
 */
async function startInstance(
  dataDir = ctx.dataDir,
  s3 = ctx.config.s3,
): Promise<{ app: FastifyInstance; port: number; dataDir: string }> {
  const app = await buildApp({
    config: { ...ctx.config, dataDir, s3 },
    database: ctx.database,
    webDist: join(ctx.dataDir, 'no-web-dist'),
    logStream: ctx.logStream,
  });
  instances.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port, dataDir };
}

/** A DATA_DIR for another instance: ctx's own on the disk, a new one with a bucket. */
async function instanceDataDir(): Promise<string> {
  if (!ctx.config.s3) return ctx.dataDir;
  const dir = await mkdtemp(join(tmpdir(), 'masal-api-test-instance-'));
  instanceDirs.push(dir);
  return dir;
}

/** Stops an instance as a server stops (its requests done). */
async function stopInstance(app: FastifyInstance): Promise<void> {
  instances.splice(instances.indexOf(app), 1);
  await app.close();
}

const tusFolder = (dataDir = ctx.dataDir) => join(dataDir, 'uploads', '.tus');
const idOf = (path: string) => path.split('/').pop() ?? '';
/** The tus folders of every instance's DATA_DIR: with a bucket, the request bodies being received. */
const tusFolders = () => [...new Set([ctx.dataDir, ...instanceDirs])].map((dir) => tusFolder(dir));
/** Everything the resumable uploads keep: the tus folders' files, and with a bucket its `.tus/` objects. */
async function tusLeftovers(): Promise<string[]> {
  const names: string[] = [];
  for (const folder of tusFolders()) names.push(...(await readdir(folder).catch(() => [] as string[])));
  if (ctx.config.s3) names.push(...(await objectKeys(ctx.config.s3, '.tus/')));
  return names.sort();
}
/** What is still kept of the upload at `path` (its bytes, state, parts or a request's body being received). */
const leftoversOf = async (path: string) =>
  (await tusLeftovers()).filter((name) => name.replace(/^\.tus\//, '').startsWith(idOf(path)));

/** The bucket's objects of the upload at `path`, read and written as the store does. */
const bucket = () => {
  const s3 = ctx.config.s3;
  if (!s3) throw new Error('no bucket in this project');
  bucketClient ??= s3Client(s3);
  const client = bucketClient;
  return {
    s3,
    keysOf: (path: string) => objectKeys(s3, `.tus/${idOf(path)}`),
    async read(key: string): Promise<string> {
      const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
      return (await answer.Body?.transformToString()) ?? '';
    },
    async write(key: string, body: Buffer | string): Promise<void> {
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: body }));
    },
  };
};
const rowsOf = (taleId: number) =>
  ctx.database.db.select().from(attachments).where(eq(attachments.taleId, taleId));

async function newTale(actionId: number = ACTION.draft): Promise<number> {
  return (await createTale(ctx, { userId: writer.userId, actionId })).taleId;
}

/** Creates an upload as the writer and answers its path. */
async function created(taleId: number, length: number, filename?: string): Promise<string> {
  const answer = await asWriter.create(taleId, length, filename);
  expect(answer.status, answer.text).toBe(201);
  const location = String(answer.headers.location);
  expect(location).toMatch(/^\/v1\/upload\/tus\/[0-9a-f]{32}$/);
  return location;
}

function expectError(answer: TusAnswer, status: number, code: string, message?: string) {
  expect(answer.status, answer.text).toBe(status);
  const body = answer.json();
  expect(body.status).toBe(false);
  expect(body.code).toBe(code);
  if (message) expect(body.message).toBe(message);
}

/**
 * Waits until the instance on `dataDir` has received `bytes` bytes of a PATCH to the upload from `offset` (the
 * server is writing the request's body): on the disk into the upload's file, with a bucket into the body's file
 * in its tus folder, which becomes a part when the body ends.
 */
async function written(path: string, offset: number, bytes: number, dataDir = ctx.dataDir): Promise<void> {
  const id = idOf(path);
  const received = async () => {
    if (!ctx.config.s3) return ((await stat(join(tusFolder(), id)).catch(() => null))?.size ?? 0) - offset;
    const bodies = (await readdir(tusFolder(dataDir)).catch(() => [] as string[])).filter((name) =>
      name.startsWith(`${id}-`),
    );
    const sizes = await Promise.all(
      bodies.map((name) => stat(join(tusFolder(dataDir), name)).catch(() => null)),
    );
    return Math.max(0, ...sizes.map((info) => info?.size ?? 0));
  };
  await waitFor(async () => (await received()) >= bytes, `${bytes} bytes written`, 60_000);
}

/** Waits until the server has written what a cut request brought (its offset stops moving). */
async function settledOffset(offsetOf: () => Promise<number>): Promise<number> {
  let last = -1;
  let now = await offsetOf();
  while (now !== last) {
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 200));
    now = await offsetOf();
  }
  return now;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A PATCH from offset 0 as the writer whose body's first half goes now, the rest when `rest()` is called. */
function heldPatch(port: number, path: string, body: Buffer): { rest(): Promise<TusAnswer> } {
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'PATCH',
    path,
    headers: {
      'Tus-Resumable': '1.0.0',
      authorization: `Bearer ${writerToken}`,
      'Content-Type': 'application/offset+octet-stream',
      'Upload-Offset': 0,
      'Content-Length': body.length,
    },
  });
  const answered = once(request, 'response').then(async ([response]) => {
    if (!(response instanceof http.IncomingMessage)) throw new Error('no response');
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return {
      status: response.statusCode ?? 0,
      headers: response.headers,
      text,
      json: () => JSON.parse(text),
    };
  });
  const half = body.length / 2;
  request.write(body.subarray(0, half));
  return {
    rest() {
      request.end(body.subarray(half));
      return answered;
    },
  };
}

describe('OPTIONS /v1/upload/tus', () => {
  it('says what the server offers, without a session', async () => {
    const answer = await client().send('OPTIONS', '/v1/upload/tus');
    expect(answer.status).toBe(204);
    expect(answer.headers['tus-version']).toBe('1.0.0');
    expect(String(answer.headers['tus-extension']).split(',')).toEqual([
      'creation',
      'termination',
      'checksum',
      'expiration',
    ]);
    expect(answer.headers['tus-checksum-algorithm']).toBe('sha1,sha256,md5');
    expect(Number(answer.headers['tus-max-size'])).toBe(ctx.config.maxUploadBytes);
  });
});

describe('a 50 MB recording over a weak connection', () => {
  it('resumes after two cut connections and a server stop, on another instance, and is stored once', async () => {
    const taleId = await newTale();
    const source = isoMedia('isom', randomBytes(50 * MB));
    const before = await uploadsOf(ctx);
    const path = await created(taleId, source.length, 'Köy kahvesinde anlatılan.mp4');

    // 1: the connection drops after 12 MB (once the server has written 8 MB); the server keeps what came.
    await asWriter.patchCut(path, 0, source, 12 * MB, () => written(path, 0, 8 * MB));
    const first = await settledOffset(() => asWriter.offset(path));
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(12 * MB);

    // With a bucket, what came is there, not in this instance's DATA_DIR: one part, the request's body.
    if (ctx.config.s3)
      expect(await bucket().keysOf(path)).toEqual([stateKeyOf(idOf(path)), partKeyOf(idOf(path), 0)]);

    // 2: on another instance (the same database and storage; with a bucket, a DATA_DIR of its own), from
    // there; cut again after 15 MB more.
    const otherDir = await instanceDataDir();
    let other = await startInstance(otherDir);
    const onOther = tusClient({ port: () => other.port, token: () => writerToken });
    expect(await onOther.offset(path)).toBe(first);
    await onOther.patchCut(path, first, source.subarray(first), 15 * MB, () =>
      written(path, first, 10 * MB, otherDir),
    );
    const second = await settledOffset(() => onOther.offset(path));
    expect(second).toBeGreaterThan(first);
    expect(await asWriter.offset(path)).toBe(second);

    // The server stops and starts again: the upload is where it was.
    await stopInstance(other.app);
    other = await startInstance(otherDir);
    expect(await onOther.offset(path)).toBe(second);

    // 3: the rest, whole: the file is checked, stored and named in the answer.
    const last = await onOther.patch(path, second, source.subarray(second));
    expect(last.status, last.text).toBe(204);
    expect(last.headers['upload-offset']).toBe(String(source.length));
    const attachmentId = Number(last.headers['masal-attachment-id']);

    const rows = await rowsOf(taleId);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.id).toBe(attachmentId);
    expect(row).toMatchObject({
      fileName: 'Köy kahvesinde anlatılan.mp4',
      mimeType: 'video/mp4',
      size: source.length,
      sha256: sha256(source),
      uploadedBy: writer.userId,
    });
    const stored = await ctx.app.storage.read(row?.storageKey ?? '');
    const hash = createHash('sha256');
    for await (const chunk of stored) hash.update(chunk as Buffer);
    expect(hash.digest('hex')).toBe(sha256(source));

    // One new file, nothing staged, no tus leftovers.
    const after = await uploadsOf(ctx);
    expect(after.stored.filter((key) => !before.stored.includes(key))).toEqual([row?.storageKey]);
    expect(after.temp).toEqual([]);
    expect(await leftoversOf(path)).toEqual([]);

    // The answer lost, the client asks again: finished, the same attachment, nothing stored twice.
    const again = await asWriter.head(path);
    expect(again.status).toBe(200);
    expect(again.headers['upload-offset']).toBe(String(source.length));
    expect(again.headers['upload-length']).toBe(String(source.length));
    expect(Number(again.headers['masal-attachment-id'])).toBe(attachmentId);
    expectError(await asWriter.patch(path, source.length, Buffer.alloc(0)), 409, 'CONFLICT');
    expect(await rowsOf(taleId)).toHaveLength(1);

    // The file downloads as any attachment does.
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/v1/utils/fileUploadByTaleId/${taleId}`,
      headers: { authorization: `Bearer ${writerToken}` },
    });
    expect(listed.json().map((a: { id: number }) => a.id)).toEqual([attachmentId]);
  });

  it.runIf(process.env.TEST_STORAGE === 's3')(
    'with a bucket, a long body becomes parts as it arrives, and a cut keeps what came',
    async () => {
      const taleId = await newTale();
      const source = isoMedia('isom', randomBytes(2 * PART_BYTES + 8 * MB));
      const path = await created(taleId, source.length, 'uzun.mp4');
      const id = idOf(path);
      // Cut once the second part is in the bucket, while the third fills.
      await asWriter.patchCut(path, 0, source, 2 * PART_BYTES + 4 * MB, () =>
        waitFor(
          async () => (await bucket().keysOf(path)).includes(partKeyOf(id, PART_BYTES)),
          'two parts written',
          60_000,
        ),
      );
      const offset = await settledOffset(() => asWriter.offset(path));
      expect(offset).toBeGreaterThan(2 * PART_BYTES);
      expect(offset).toBeLessThanOrEqual(2 * PART_BYTES + 4 * MB);
      expect(await bucket().keysOf(path)).toEqual([
        stateKeyOf(id),
        partKeyOf(id, 0),
        partKeyOf(id, PART_BYTES),
        partKeyOf(id, 2 * PART_BYTES),
      ]);
      const last = await asWriter.patch(path, offset, source.subarray(offset));
      expect(last.status, last.text).toBe(204);
      const [row] = await rowsOf(taleId);
      expect(row?.sha256).toBe(sha256(source));
      expect(row?.size).toBe(source.length);
      expect(await leftoversOf(path)).toEqual([]);
    },
  );

  it.runIf(process.env.TEST_STORAGE === 's3')(
    'two instances receiving the same offset at once: one keeps its part, the other answers 409',
    async () => {
      // A bucket that refuses a write to an existing key (If-None-Match), as AWS S3 does and s3rver does not.
      const relay = await conditionalS3(bucket().s3);
      try {
        const one = await startInstance(await instanceDataDir(), relay.s3);
        const two = await startInstance(await instanceDataDir(), relay.s3);
        const taleId = await newTale();
        const source = isoMedia('isom', randomBytes(4 * MB));
        const path = await created(taleId, source.length);
        // The same 2 MB from offset 0 to both; each has read the offset and received half before either ends.
        const sends = [one, two].map((instance) =>
          heldPatch(instance.port, path, source.subarray(0, 2 * MB)),
        );
        await written(path, 0, MB, one.dataDir);
        await written(path, 0, MB, two.dataDir);
        const answers = await Promise.all(sends.map((send) => send.rest()));
        expect(answers.map((a) => a.status).sort()).toEqual([204, 409]);
        expect(relay.refused).toBe(1);
        expect(await asWriter.offset(path)).toBe(2 * MB);
        expect(await bucket().keysOf(path)).toEqual([stateKeyOf(idOf(path)), partKeyOf(idOf(path), 0)]);

        const last = await asWriter.patch(path, 2 * MB, source.subarray(2 * MB));
        expect(last.status, last.text).toBe(204);
        expect((await rowsOf(taleId))[0]?.sha256).toBe(sha256(source));
        expect(await leftoversOf(path)).toEqual([]);
      } finally {
        for (const app of [...instances]) await stopInstance(app);
        await relay.close();
      }
    },
  );

  it.runIf(process.env.TEST_STORAGE === 's3')(
    'two instances asked at once about an upload whose last byte is in: one row, the same answer from both',
    async () => {
      const taleId = await newTale();
      const source = isoMedia('isom', randomBytes(6 * MB));
      const path = await created(taleId, source.length, 'iki kez.mp4');
      // As if the server wrote the last byte and stopped before storing the file.
      await bucket().write(partKeyOf(idOf(path), 0), source);
      const other = await startInstance(await instanceDataDir());
      const onOther = tusClient({ port: () => other.port, token: () => writerToken });
      const answers = await Promise.all([asWriter.head(path), onOther.head(path)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const [row, ...more] = await rowsOf(taleId);
      expect(more).toEqual([]);
      expect(answers.map((a) => Number(a.headers['masal-attachment-id']))).toEqual([row?.id, row?.id]);
      expect(row?.sha256).toBe(sha256(source));
      expect(await leftoversOf(path)).toEqual([]);
      await stopInstance(other.app);
    },
  );

  it('stores an upload whose last byte came before the server stopped, when the client asks', async () => {
    const taleId = await newTale();
    const source = mp3();
    const path = await created(taleId, source.length, 'masal.mp3');
    // As if the server wrote the last byte and stopped before storing the file.
    if (ctx.config.s3) await bucket().write(partKeyOf(idOf(path), 0), source);
    else await writeFile(join(tusFolder(), idOf(path)), source);
    const answer = await asWriter.head(path);
    expect(answer.status).toBe(200);
    expect(answer.headers['upload-offset']).toBe(String(source.length));
    const [row] = await rowsOf(taleId);
    expect(Number(answer.headers['masal-attachment-id'])).toBe(row?.id);
    expect(row?.sha256).toBe(sha256(source));
    expect(await leftoversOf(path)).toEqual([]);
  });
});

describe('the bytes decide the type', () => {
  it('refuses a disguised file when its last byte arrives, and nothing of it remains', async () => {
    const taleId = await newTale();
    const before = await uploadsOf(ctx);
    const disguised = Buffer.concat([html(), Buffer.alloc(2 * MB, 0x20)]);
    const path = await created(taleId, disguised.length, 'ses kaydı.mp3');
    await asWriter.patch(path, 0, disguised.subarray(0, MB)).then((a) => expect(a.status).toBe(204));
    if (ctx.config.s3) expect(await bucket().keysOf(path)).toContain(partKeyOf(idOf(path), 0));
    const last = await asWriter.patch(path, MB, disguised.subarray(MB));
    expectError(last, 415, 'UNSUPPORTED_TYPE', MSG.unsupportedType);
    expect(last.headers['content-type']).toMatch(/^application\/json/);

    expect(await rowsOf(taleId)).toEqual([]);
    expect(await uploadsOf(ctx)).toEqual(before);
    expect(await leftoversOf(path)).toEqual([]);
    expect((await asWriter.head(path)).status).toBe(404);
  });

  it('refuses an upload longer than MAX_UPLOAD_MB before a byte is stored', async () => {
    const taleId = await newTale();
    const before = await tusLeftovers();
    expectError(await asWriter.create(taleId, ctx.config.maxUploadBytes + 1), 413, 'TOO_LARGE');
    expect(await tusLeftovers()).toEqual(before);
  });
});

describe('the rules of the multipart route', () => {
  it('requires a session for every request but OPTIONS', async () => {
    const taleId = await newTale();
    const path = await created(taleId, 1000);
    const anonymous = client();
    expectError(await anonymous.create(taleId, 1000), 403, 'SESSION_REQUIRED');
    expect((await anonymous.head(path)).status).toBe(403);
    expectError(await anonymous.patch(path, 0, Buffer.alloc(10)), 403, 'SESSION_REQUIRED');
    expectError(await anonymous.send('DELETE', path), 403, 'SESSION_REQUIRED');
    expect(await asWriter.offset(path)).toBe(0);
  });

  it("refuses another user's tale, and another user's upload on every request", async () => {
    const taleId = await newTale();
    const other = client(otherToken);
    expectError(await other.create(taleId, 1000), 401, 'NOT_ALLOWED');
    const path = await created(taleId, 1000);
    expect((await other.head(path)).status).toBe(401);
    expectError(await other.patch(path, 0, Buffer.alloc(10)), 401, 'NOT_ALLOWED');
    expectError(await other.send('DELETE', path), 401, 'NOT_ALLOWED');
    expect(await asWriter.offset(path)).toBe(0);
  });

  it("lets the assigned editor upload to a tale in review, as the multipart route does; not the tale's owner", async () => {
    const editor = await createUser(ctx, { roles: [ROLE.editor] });
    const editorToken = await signIn(ctx.app, editor.email, editor.password);
    const { taleId } = await createTale(ctx, {
      userId: writer.userId,
      actionId: ACTION.inReview,
      editorId: editor.userId,
    });
    const asEditor = client(editorToken);
    const creation = await asEditor.create(taleId, mp3().length, 'editör.mp3');
    expect(creation.status, creation.text).toBe(201);
    const path = String(creation.headers.location);
    const last = await asEditor.patch(path, 0, mp3());
    expect(last.status, last.text).toBe(204);
    expect((await rowsOf(taleId)).map((r) => r.uploadedBy)).toEqual([editor.userId]);
    expectError(await asWriter.create(taleId, 1000), 409, 'WRONG_STATE', MSG.taleNotEditable);
  });

  it('refuses a submitted tale, and stops an upload whose tale was submitted meanwhile', async () => {
    expectError(await asWriter.create(await newTale(ACTION.submitted), 1000), 409, 'WRONG_STATE');
    const taleId = await newTale();
    const source = mp3();
    const path = await created(taleId, source.length);
    await asWriter.patch(path, 0, source.subarray(0, 100)).then((a) => expect(a.status).toBe(204));
    await ctx.database.db.update(tales).set({ actionId: ACTION.submitted }).where(eq(tales.taleId, taleId));
    expectError(await asWriter.patch(path, 100, source.subarray(100)), 409, 'WRONG_STATE');
    expect(await rowsOf(taleId)).toEqual([]);
  });

  it('answers 404 for a tale or an upload that does not exist, 400 without a tale', async () => {
    expectError(await asWriter.create(2_000_000_000, 1000), 404, 'NOT_FOUND');
    const noTale = await asWriter.send('POST', '/v1/upload/tus', {
      'Upload-Length': 1000,
      'Upload-Metadata': uploadMetadata({ filename: 'a.mp3' }),
    });
    expectError(noTale, 400, 'VALIDATION', MSG.uploadTaleRequired);
    const noLength = await asWriter.send('POST', '/v1/upload/tus', {
      'Upload-Metadata': uploadMetadata({ taleId: String(await newTale()) }),
    });
    expectError(noLength, 400, 'VALIDATION');
    expectError(
      await asWriter.patch(`/v1/upload/tus/${'0'.repeat(32)}`, 0, Buffer.alloc(1)),
      404,
      'NOT_FOUND',
    );
    expectError(
      await asWriter.patch('/v1/upload/tus/..%2F..%2Fsecret.key', 0, Buffer.alloc(1)),
      404,
      'NOT_FOUND',
    );
  });
});

describe('termination, checksums, offsets and expiry', () => {
  it('DELETE removes an unfinished upload and its bytes', async () => {
    const path = await created(await newTale(), 4 * MB);
    await asWriter.patch(path, 0, randomBytes(MB)).then((a) => expect(a.status).toBe(204));
    const deleted = await asWriter.send('DELETE', path);
    expect(deleted.status).toBe(204);
    expect((await asWriter.head(path)).status).toBe(404);
    expect(await leftoversOf(path)).toEqual([]);
  });

  it('ignores a body that does not match its Upload-Checksum (460) and takes it when it does', async () => {
    const taleId = await newTale();
    const source = mp3();
    const path = await created(taleId, source.length);
    const part = source.subarray(0, 1000);
    const wrong = await asWriter.patch(path, 0, part, {
      'Upload-Checksum': uploadChecksum('sha1', Buffer.from('x')),
    });
    expectError(wrong, 460, 'CHECKSUM_MISMATCH', MSG.checksumMismatch);
    expect(await asWriter.offset(path)).toBe(0);
    // Nothing of the body is kept: no part in a bucket, no file left beside the upload.
    if (ctx.config.s3) expect(await bucket().keysOf(path)).toEqual([stateKeyOf(idOf(path))]);
    expect((await leftoversOf(path)).filter((name) => name.endsWith('.part'))).toEqual([]);
    const unknown = await asWriter.patch(path, 0, part, { 'Upload-Checksum': 'crc32 AAAAAA==' });
    expectError(unknown, 400, 'VALIDATION');
    const right = await asWriter.patch(path, 0, part, { 'Upload-Checksum': uploadChecksum('sha1', part) });
    expect(right.status, right.text).toBe(204);
    expect(right.headers['upload-offset']).toBe('1000');
    const rest = source.subarray(1000);
    const last = await asWriter.patch(path, 1000, rest, {
      'Upload-Checksum': uploadChecksum('sha256', rest),
    });
    expect(last.status, last.text).toBe(204);
    expect((await rowsOf(taleId))[0]?.sha256).toBe(sha256(source));
    expect(await leftoversOf(path)).toEqual([]);
  });

  it('answers 409 to a PATCH from another offset, and the upload goes on from its own', async () => {
    const path = await created(await newTale(), 3000);
    expectError(await asWriter.patch(path, 10, Buffer.alloc(10)), 409, 'CONFLICT', MSG.uploadOffsetConflict);
    expect(await asWriter.offset(path)).toBe(0);
  });

  it('an unfinished upload expires UPLOAD_EXPIRY_HOURS after its creation, and its bytes are removed', async () => {
    const path = await created(await newTale(), 4 * MB);
    const first = await asWriter.patch(path, 0, randomBytes(MB));
    expect(first.status).toBe(204);
    const expires = Date.parse(String(first.headers['upload-expires']));
    expect(Math.abs(expires - Date.now() - 48 * 60 * 60 * 1000)).toBeLessThan(60 * 1000);

    // Created 49 hours ago.
    const aged = (state: string) =>
      JSON.stringify({ ...JSON.parse(state), creation_date: new Date(Date.now() - 49 * 3600_000) });
    if (ctx.config.s3) {
      const key = stateKeyOf(idOf(path));
      await bucket().write(key, aged(await bucket().read(key)));
      expect(await bucket().keysOf(path)).toContain(partKeyOf(idOf(path), 0));
    } else {
      const state = join(tusFolder(), `${idOf(path)}.json`);
      await writeFile(state, aged(await readFile(state, 'utf8')));
    }
    expectError(await asWriter.patch(path, MB, randomBytes(MB)), 410, 'NOT_FOUND', MSG.uploadGone);

    const uploads = await resumableUploads(ctx.config, ctx.app.storage);
    await expireResumableUploads({ db: ctx.database.db, uploads, log: ctx.app.log });
    expect(await leftoversOf(path)).toEqual([]);
    expect((await asWriter.head(path)).status).toBe(404);
    await waitFor(async () => (await uploadsOf(ctx)).temp.length === 0, 'no staged bytes');
  });

  it.runIf(process.env.TEST_STORAGE === 's3')(
    'with a bucket, parts no state names and bodies a stopped server left expire too; younger ones stay',
    async () => {
      const s3 = ctx.config.s3;
      if (!s3) throw new Error('no bucket');
      const [old, young] = [randomBytes(16).toString('hex'), randomBytes(16).toString('hex')];
      // Parts whose state is gone (a removal cut short), one of them 49 hours old.
      await bucket().write(partKeyOf(old, 0), randomBytes(1000));
      await ageObject(s3, partKeyOf(old, 0), 49 * 3600_000);
      await bucket().write(partKeyOf(young, 0), randomBytes(1000));
      // A request's body a stopped server left in its tus folder.
      await mkdir(tusFolder(), { recursive: true });
      const body = join(tusFolder(), `${old}-${randomUUID()}.part`);
      await writeFile(body, randomBytes(1000));
      const longAgo = new Date(Date.now() - 49 * 3600_000);
      await utimes(body, longAgo, longAgo);

      const uploads = await resumableUploads(ctx.config, ctx.app.storage);
      expect(await uploads.removeExpired()).toMatchObject({ files: 1, bytes: 1000 });
      expect(await objectKeys(s3, `.tus/${old}`)).toEqual([]);
      expect(await objectKeys(s3, `.tus/${young}`)).toEqual([partKeyOf(young, 0)]);
      expect(await readdir(tusFolder())).not.toContain(basename(body));
      await uploads.remove(young);
      expect(await objectKeys(s3, `.tus/${young}`)).toEqual([]);
    },
  );
});
