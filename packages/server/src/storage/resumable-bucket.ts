/**
 * Unfinished resumable uploads (tus) in the bucket, so that every instance using the bucket goes on with an
 * upload, whatever its DATA_DIR. An upload is its state, `.tus/<id>.json` (length, metadata, creation date;
 * written once, at creation), and one object per accepted PATCH body (per 16 MB of a longer one),
 * `.tus/<id>/<offset>` (the offset its bytes start at, 15 digits, so the keys list in order). Its offset is where the chain of parts from 0 ends: a part
 * counts once it is whole in the bucket. The finish streams the parts in order into the storage's staging.
 * Only PutObject, GetObject, DeleteObject(s) and ListObjectsV2 are used: what the tests' s3rver answers too.
 * Two instances taking the same offset at once: README.md.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectsCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { DataStore, ERRORS, Upload } from '@tus/server';
import { receiveInParts } from './received-parts.ts';
import {
  findUpload,
  isUploadId,
  partChecksums,
  type ResumableUploads,
  receivePart,
} from './resumable-store.ts';
import { isStatus, listObjects, readObject } from './s3.storage.ts';
import type { ByteRange, ListedObject, Removed, Storage } from './storage.ts';

const PREFIX = '.tus/';
const STATE_SUFFIX = '.json';
/** Enough for any offset below S3's 5 TB object limit; fixed width, so the bucket lists parts in order. */
const OFFSET_DIGITS = 15;
/** The keys this store writes: an upload's state, and its parts. */
const STATE_KEY = /^\.tus\/([0-9a-f]{32})\.json$/;
const PART_KEY = /^\.tus\/([0-9a-f]{32})\/(\d{15})$/;
/**
 * A long PATCH body becomes parts of this size, each written to the bucket while the next arrives (the web app's
 * 8 MB bodies are one part each).
 */
export const PART_BYTES = 16 * 1024 * 1024;
/** DeleteObjects' limit per request. */
const DELETE_BATCH = 1000;

export const stateKeyOf = (id: string): string => `${PREFIX}${id}${STATE_SUFFIX}`;
export const partKeyOf = (id: string, offset: number): string =>
  `${PREFIX}${id}/${String(offset).padStart(OFFSET_DIGITS, '0')}`;

/** What the state object holds: the offset is never written, the parts are its truth. */
type UploadState = Pick<Upload, 'size' | 'metadata' | 'creation_date'>;

interface Part {
  key: string;
  offset: number;
  size: number;
}

/** The parts that hold the upload's bytes from 0 on, in order, and where they end; others are not counted. */
function chainOf(objects: readonly ListedObject[]): { parts: Part[]; end: number } {
  const parts: Part[] = [];
  let end = 0;
  const listed = objects
    .map((o) => ({ key: o.key, size: o.size, offset: Number(PART_KEY.exec(o.key)?.[2] ?? -1) }))
    .filter((p) => p.offset >= 0 && p.size > 0)
    .sort((a, b) => a.offset - b.offset);
  for (const part of listed) {
    // A part that starts inside the chain lost a race for its offset (README.md); a gap ends the chain.
    if (part.offset < end) continue;
    if (part.offset > end) break;
    parts.push(part);
    end += part.size;
  }
  return { parts, end };
}

/** The bucket's calls this store makes. */
function bucketObjects(client: S3Client, bucket: string) {
  // Conditional writes until the server says it has none (501): s3rver and older servers ignore the header.
  let conditional = true;
  const put = async (key: string, body: () => Readable | string, length: number) => {
    const bytes = body();
    try {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentLength: length,
          IfNoneMatch: conditional ? '*' : undefined,
        }),
      );
    } finally {
      // A refused write may leave its file open.
      if (typeof bytes !== 'string') bytes.destroy();
    }
  };
  return {
    /**
     * Writes `key` unless it exists (If-None-Match: *); answers false when it did (412, or 409 for a write under
     * way). `body` gives the bytes, again if the server refuses the condition itself.
     */
    async putNew(key: string, body: () => Readable | string, length: number): Promise<boolean> {
      try {
        await put(key, body, length);
        return true;
      } catch (error) {
        if (isStatus(error, 412) || isStatus(error, 409)) return false;
        if (!conditional || !isStatus(error, 501)) throw error;
        conditional = false;
        await put(key, body, length);
        return true;
      }
    },
    async get(key: string, range?: ByteRange): Promise<Readable | null> {
      try {
        return await readObject(client, bucket, key, range);
      } catch (error) {
        if (isStatus(error, 404)) return null;
        throw error;
      }
    },
    list: (prefix: string) => listObjects(client, bucket, prefix),
    async remove(keys: readonly string[]): Promise<void> {
      for (let at = 0; at < keys.length; at += DELETE_BATCH) {
        const batch = keys.slice(at, at + DELETE_BATCH);
        const answer = await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failed = answer.Errors?.[0];
        if (failed) throw new Error(`bucket refused to remove ${failed.Key}: ${failed.Code}`);
      }
    },
  };
}
type BucketObjects = ReturnType<typeof bucketObjects>;

async function textOf(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The tus data store over the bucket. A PATCH's body is first received into files on this machine (`spool`,
 * DATA_DIR/uploads/.tus): S3 wants an object's length before its bytes, a body with a checksum must match before
 * it becomes a part, and a body cut short keeps what came. No body is held in memory; on the disk, two parts of
 * a body at most, or a whole body with a checksum.
 */
class BucketStore extends DataStore {
  constructor(
    private readonly objects: BucketObjects,
    private readonly spool: string,
    private readonly expiryMs: number,
  ) {
    super();
    // What the routes offer: no creation-with-upload, no deferred length (the routes refuse both).
    this.extensions = ['creation', 'termination', 'checksum', 'expiration'];
  }

  override async create(upload: Upload): Promise<Upload> {
    const state: UploadState = {
      size: upload.size,
      metadata: upload.metadata,
      creation_date: upload.creation_date,
    };
    const text = JSON.stringify(state);
    if (!(await this.objects.putNew(stateKeyOf(upload.id), () => text, Buffer.byteLength(text))))
      throw ERRORS.FILE_WRITE_ERROR;
    return upload;
  }

  async state(id: string): Promise<UploadState | null> {
    const body = await this.objects.get(stateKeyOf(id));
    return body ? (JSON.parse(await textOf(body)) as UploadState) : null;
  }

  async parts(id: string): Promise<{ parts: Part[]; end: number }> {
    return chainOf(await this.objects.list(`${PREFIX}${id}/`));
  }

  override async getUpload(id: string): Promise<Upload> {
    const state = isUploadId(id) ? await this.state(id) : null;
    if (!state) throw ERRORS.FILE_NOT_FOUND;
    const { end } = await this.parts(id);
    return new Upload({ id, ...state, offset: end });
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    await mkdir(this.spool, { recursive: true });
    const newFile = () => join(this.spool, `${id}-${randomUUID()}.part`);
    const expected = partChecksums.getStore();
    if (!expected)
      return receiveInParts(readable, offset, PART_BYTES, newFile, (at, file, bytes) =>
        this.putPart(id, at, file, bytes),
      );
    // A body with a checksum becomes a part only once all of it has matched.
    const file = newFile();
    try {
      const bytes = await receivePart(readable, file, expected);
      await this.putPart(id, offset, file, bytes);
      return offset + bytes;
    } finally {
      await rm(file, { force: true });
    }
  }

  private async putPart(id: string, offset: number, file: string, bytes: number): Promise<void> {
    if (bytes === 0) return;
    // Another instance wrote a part at this offset since tus read it: these bytes are not kept (409, the
    // client asks for the offset again).
    if (!(await this.objects.putNew(partKeyOf(id, offset), () => createReadStream(file), bytes)))
      throw ERRORS.INVALID_OFFSET;
  }

  override async remove(id: string): Promise<void> {
    // The state first: without it the upload is gone for every instance, even if removing its parts fails.
    await this.objects.remove([stateKeyOf(id)]);
    const parts = await this.objects.list(`${PREFIX}${id}/`);
    await this.objects.remove(parts.map((p) => p.key));
  }

  override getExpiration(): number {
    return this.expiryMs;
  }
}

/** The bytes of `parts`, in order, streamed from the bucket one part after the other. */
async function* bytesOf(objects: BucketObjects, parts: readonly Part[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) {
    const body = await objects.get(part.key);
    if (!body) throw ERRORS.FILE_NO_LONGER_EXISTS;
    yield* body as AsyncIterable<Uint8Array>;
  }
}

/**
 * The unfinished uploads of `bucket`; `spool` is this instance's folder for the PATCH bodies being received
 * (DATA_DIR/uploads/.tus), which the expiry sweep also clears of what a stopped server left.
 */
export function bucketResumableUploads(
  client: S3Client,
  bucket: string,
  spool: string,
  expiryMs: number,
  storage: Storage,
): ResumableUploads {
  const objects = bucketObjects(client, bucket);
  const store = new BucketStore(objects, spool, expiryMs);
  const remove = (id: string) => store.remove(id);

  /** Request bodies on this machine no request is receiving any more (the server stopped meanwhile). */
  async function removeStaleSpool(expiredBefore: number): Promise<void> {
    for (const name of await readdir(spool).catch(() => [] as string[])) {
      const info = await stat(join(spool, name)).catch(() => null);
      if (info?.isFile() && info.mtimeMs < expiredBefore) await rm(join(spool, name), { force: true });
    }
  }

  return {
    store,
    expiryMs,
    isUploadId,

    find: (id) => findUpload(store, id),

    async head(id, bytes) {
      const chunks: Buffer[] = [];
      let got = 0;
      for (const part of (await store.parts(id)).parts) {
        if (got >= bytes) break;
        const body = await objects.get(part.key, { start: 0, end: Math.min(part.size, bytes - got) - 1 });
        if (!body) throw ERRORS.FILE_NO_LONGER_EXISTS;
        for await (const chunk of body) {
          chunks.push(chunk as Buffer);
          got += (chunk as Buffer).length;
        }
      }
      return Buffer.concat(chunks).subarray(0, bytes);
    },

    async stage(id, key, size) {
      const { parts, end } = await store.parts(id);
      if (end !== size) throw ERRORS.FILE_NO_LONGER_EXISTS;
      const staged = await storage.stage(key, bytesOf(objects, parts));
      if (staged.size !== size) {
        // A part was written over while it streamed (a bucket without conditional writes, README.md): the
        // upload stays, and the client's next HEAD answers where its bytes end now.
        await staged.discard();
        throw ERRORS.FILE_WRITE_ERROR;
      }
      // The parts stay until the caller removes the upload, once the file is kept or refused.
      return staged;
    },

    remove,

    async removeExpired() {
      const removed: Removed = { files: 0, bytes: 0 };
      const expiredBefore = Date.now() - expiryMs;
      const uploads = new Map<string, { state?: ListedObject; parts: ListedObject[] }>();
      for (const object of await objects.list(PREFIX)) {
        const state = STATE_KEY.exec(object.key)?.[1];
        const id = state ?? PART_KEY.exec(object.key)?.[1];
        if (!id) continue; // not a name this store writes
        const upload = uploads.get(id) ?? { parts: [] };
        if (state) upload.state = object;
        else upload.parts.push(object);
        uploads.set(id, upload);
      }
      for (const [id, upload] of uploads) {
        // Parts without a state: an upload whose removal was cut short, or a part written as it was removed.
        const written = upload.state ? [upload.state] : upload.parts;
        const stated = upload.state ? Date.parse((await store.state(id))?.creation_date ?? '') : Number.NaN;
        const created = Number.isNaN(stated)
          ? Math.max(...written.map((o) => o.modifiedAt.getTime()))
          : stated;
        if (created > expiredBefore) continue;
        await remove(id);
        removed.files++;
        removed.bytes += upload.parts.reduce((sum, p) => sum + p.size, 0);
      }
      await removeStaleSpool(expiredBefore);
      return removed;
    },
  };
}
