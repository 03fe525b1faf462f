/**
 * Unfinished resumable uploads (tus) on the local disk: each is a file and its JSON state (@tus/file-store) in
 * DATA_DIR/uploads/.tus, so a restart, or another instance sharing DATA_DIR, goes on where the last byte landed.
 * A finished upload is handed to the storage (`stageFile`): on the local disk it moves by a rename. Expired
 * uploads are removed by `removeExpired` (README.md).
 */
import { createHash, type Hash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { ERRORS, type Upload } from '@tus/server';
import {
  counted,
  findUpload,
  isUploadId,
  partChecksums,
  type ResumableUploads,
  receivePart,
  WRITE_BUFFER_BYTES,
} from './resumable-store.ts';
import type { Removed, Storage } from './storage.ts';

const STATE_SUFFIX = '.json';

/** This process's SHA-256 of an upload's first `bytes` bytes, and the file's mtime right after it wrote them. */
interface RunningHash {
  hash: Hash;
  bytes: number;
  mtimeMs: number;
}

/**
 * @tus/file-store with the checksum extension — a body with a checksum is first written beside the upload and
 * hashed, and joins the upload only when it matches; otherwise its bytes are ignored (460) and the offset
 * stays — and a running SHA-256: while this process writes an upload's bytes in order, it hashes them on
 * the way, so the finish need not read a large file again (after a restart, or bytes from another instance,
 * it does).
 */
class ResumableFileStore extends FileStore {
  private readonly hashes = new Map<string, RunningHash>();

  constructor(directory: string, expiryMs: number) {
    super({ directory, expirationPeriodInMilliseconds: expiryMs });
    // What the routes offer: no creation-with-upload, no deferred length (the routes refuse both).
    this.extensions = ['creation', 'termination', 'checksum', 'expiration'];
  }

  private mtimeOf(id: string): Promise<number | undefined> {
    return stat(join(this.directory, id)).then(
      (info) => info.mtimeMs,
      () => undefined,
    );
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const expected = partChecksums.getStore();
    if (!expected) return this.writeHashing(readable, id, offset);
    const spool = join(this.directory, `${id}-${randomUUID()}.part`);
    try {
      await receivePart(readable, spool, expected);
      return await this.writeHashing(createReadStream(spool), id, offset);
    } finally {
      await rm(spool, { force: true });
    }
  }

  /**
   * Writes the bytes at `offset` (as @tus/file-store does, with a larger buffer: its 16 KB default makes the
   * network wait for the disk at every chunk), hashing them when this process's hash ends where they begin
   * (or they are the first).
   */
  private async writeHashing(readable: Readable, id: string, offset: number): Promise<number> {
    const known = this.hashes.get(id);
    this.hashes.delete(id);
    const goesOn = known?.bytes === offset && known.mtimeMs === (await this.mtimeOf(id));
    const running = goesOn ? known.hash : offset === 0 ? createHash('sha256') : undefined;
    const passed = counted(running);
    try {
      await pipeline(
        readable,
        passed.stage,
        createWriteStream(join(this.directory, id), {
          flags: 'r+',
          start: offset,
          highWaterMark: WRITE_BUFFER_BYTES,
        }),
      );
    } catch {
      // What reached the file counts (its size is the offset); the running hash no longer matches it.
      throw ERRORS.FILE_WRITE_ERROR;
    }
    const end = offset + passed.bytes();
    // The mtime tells a later write, or the finish, whether anyone else wrote to the file since.
    const mtimeMs = await this.mtimeOf(id);
    if (running && mtimeMs !== undefined) this.hashes.set(id, { hash: running, bytes: end, mtimeMs });
    return end;
  }

  /** The SHA-256 (hex) of the whole upload if this process hashed all `size` bytes and the file is as it left it. */
  async takeHash(id: string, size: number): Promise<string | undefined> {
    const known = this.hashes.get(id);
    this.hashes.delete(id);
    if (known?.bytes !== size || known.mtimeMs !== (await this.mtimeOf(id))) return undefined;
    return known.hash.digest('hex');
  }

  forget(id: string): void {
    this.hashes.delete(id);
  }
}

/** The unfinished uploads in `directory` (DATA_DIR/uploads/.tus: the same file system as the files, so a rename). */
export function diskResumableUploads(
  directory: string,
  expiryMs: number,
  storage: Storage,
): ResumableUploads {
  const store = new ResumableFileStore(directory, expiryMs);
  const bytesOf = (id: string) => join(directory, id);
  const stateOf = (id: string) => join(directory, `${id}${STATE_SUFFIX}`);

  const remove = async (id: string) => {
    store.forget(id);
    await rm(bytesOf(id), { force: true });
    await rm(stateOf(id), { force: true });
  };

  return {
    store,
    expiryMs,
    isUploadId,

    find: (id) => findUpload(store, id),

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

    async stage(id, key, size) {
      const sha256 = await store.takeHash(id, size);
      const staged = await storage.stageFile(key, bytesOf(id), sha256 ? { size, sha256 } : undefined);
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
        if (name === id) await remove(id);
        else await rm(join(directory, name), { force: true });
        removed.files++;
        removed.bytes += name === id ? info.size : 0;
      }
      return removed;
    },
  };
}
