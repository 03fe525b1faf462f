/**
 * Unfinished resumable uploads (tus): each is a file and its JSON state (@tus/file-store) in
 * DATA_DIR/uploads/.tus, whichever backend keeps the finished files, so a restart or another instance sharing
 * DATA_DIR goes on where the last byte landed. A finished upload is handed to the storage (`stageFile`): on the
 * local disk it moves by a rename, into a bucket it is uploaded once. Expired uploads are removed by
 * `removeExpired` (README.md).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { type DataStore, ERRORS, type Upload } from '@tus/server';
import type { Config } from '../config.ts';
import { ChecksumMismatch } from '../errors.ts';
import type { Removed, StagedObject, Storage } from './storage.ts';

/** The folder under DATA_DIR/uploads: on the disk backend the same file system as the files, so a rename. */
const TUS_DIR = '.tus';
/** tus's default names: 16 random bytes in hex. Anything else in a URL names no upload. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;
const STATE_SUFFIX = '.json';

/** The algorithms of the checksum extension offered (`Tus-Checksum-Algorithm`): sha1 is the one tus requires. */
export const CHECKSUM_ALGORITHMS = ['sha1', 'sha256', 'md5'] as const;

/** An `Upload-Checksum`: the algorithm and the base64 digest of one request's body. */
export interface PartChecksum {
  algorithm: (typeof CHECKSUM_ALGORITHMS)[number];
  digest: string;
}

/**
 * The checksum of the request being written, if it sent one: tus hands a store the body but not its headers,
 * so the route runs the request inside `partChecksums.run(checksum, …)`.
 */
export const partChecksums = new AsyncLocalStorage<PartChecksum | undefined>();

/**
 * @tus/file-store with the checksum extension: a body with a checksum is first written beside the upload and
 * hashed, and joins the upload only when it matches; otherwise its bytes are ignored (460) and the offset stays.
 */
class ChecksummedFileStore extends FileStore {
  constructor(directory: string, expiryMs: number) {
    super({ directory, expirationPeriodInMilliseconds: expiryMs });
    // What the routes offer: no creation-with-upload, no deferred length (the routes refuse both).
    this.extensions = ['creation', 'termination', 'checksum', 'expiration'];
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const expected = partChecksums.getStore();
    if (!expected) return super.write(readable, id, offset);
    const spool = join(this.directory, `${id}-${randomUUID()}.part`);
    const hash = createHash(expected.algorithm);
    try {
      await pipeline(
        readable,
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            hash.update(chunk);
            yield chunk;
          }
        },
        createWriteStream(spool),
      );
      if (hash.digest('base64') !== expected.digest) throw new ChecksumMismatch();
      return await super.write(createReadStream(spool), id, offset);
    } finally {
      await rm(spool, { force: true });
    }
  }
}

export interface ResumableUploads {
  /** The tus data store of the unfinished uploads. */
  readonly store: DataStore;
  /** How long after its creation an unfinished upload is kept. */
  readonly expiryMs: number;
  /** Whether `id` can name an upload (the form the server generates). */
  isUploadId(id: string): boolean;
  /** The upload as tus keeps it (offset = bytes received), or null: never created, finished or removed. */
  find(id: string): Promise<Upload | null>;
  /** The first `bytes` bytes of the upload, for the type check. */
  head(id: string, bytes: number): Promise<Buffer>;
  /** Hands the complete upload over to the storage as a staged object for `key`, and forgets its state. */
  stage(id: string, key: string): Promise<StagedObject>;
  /** Removes the upload's bytes and state; removing a missing upload is not an error. */
  remove(id: string): Promise<void>;
  /**
   * Removes every upload created more than `expiryMs` ago (a finished one has left already), and files of
   * this folder that no state names once they are that old (a server stopped between the two writes).
   */
  removeExpired(): Promise<Removed>;
}

export function resumableUploads(
  config: Pick<Config, 'dataDir' | 'uploadExpiryMs'>,
  storage: Storage,
): ResumableUploads {
  const directory = join(config.dataDir, 'uploads', TUS_DIR);
  const expiryMs = config.uploadExpiryMs;
  const store = new ChecksummedFileStore(directory, expiryMs);
  const bytesOf = (id: string) => join(directory, id);
  const stateOf = (id: string) => join(directory, `${id}${STATE_SUFFIX}`);
  const isUploadId = (id: string) => UPLOAD_ID.test(id);

  const remove = async (id: string) => {
    await rm(bytesOf(id), { force: true });
    await rm(stateOf(id), { force: true });
  };

  return {
    store,
    expiryMs,
    isUploadId,

    async find(id) {
      if (!isUploadId(id)) return null;
      try {
        return await store.getUpload(id);
      } catch (error) {
        // State without bytes (a finished upload being handed over, or a removal cut short): nothing to resume.
        if (error === ERRORS.FILE_NOT_FOUND || error === ERRORS.FILE_NO_LONGER_EXISTS) return null;
        throw error;
      }
    },

    async head(id, bytes) {
      const file = await open(bytesOf(id), 'r');
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await file.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await file.close();
      }
    },

    async stage(id, key) {
      const staged = await storage.stageFile(key, bytesOf(id));
      await rm(stateOf(id), { force: true });
      return staged;
    },

    remove,

    async removeExpired() {
      const removed: Removed = { files: 0, bytes: 0 };
      const names = await readdir(directory).catch(() => [] as string[]);
      const expiredBefore = Date.now() - expiryMs;
      const createdAt = async (id: string) => {
        const text = await readFile(stateOf(id), 'utf8').catch(() => null);
        const created = text ? Date.parse((JSON.parse(text) as Upload).creation_date ?? '') : Number.NaN;
        return Number.isNaN(created) ? null : created;
      };
      for (const name of names) {
        const id = name.endsWith(STATE_SUFFIX) ? name.slice(0, -STATE_SUFFIX.length) : name;
        if (name !== id && names.includes(id)) continue; // judged with its bytes
        const created = isUploadId(id) ? await createdAt(id) : null;
        const info = await stat(join(directory, name)).catch(() => null);
        if (!info?.isFile()) continue;
        if ((created ?? info.mtimeMs) > expiredBefore) continue;
        await rm(join(directory, name), { force: true });
        if (name === id) await rm(stateOf(id), { force: true });
        removed.files++;
        removed.bytes += name === id ? info.size : 0;
      }
      return removed;
    },
  };
}
