/** Storage on the local disk under DATA_DIR/uploads: staged under a temp name, published by a rename. */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertStorageKey,
  type ByteRange,
  isStorageKey,
  type ListedObject,
  type Removed,
  type StagedObject,
  type Storage,
} from './storage.ts';

/** Unfinished and unpublished writes; the same file system as the objects so publishing never copies. */
const TEMP_DIR = '.tmp';
/** Lets the disk write while the next chunks arrive (the 16 KB default serialises network and disk). */
const WRITE_BUFFER_BYTES = 1024 * 1024;
/**
 * Staged files are named `<pid>-<uuid>.part`. At start, those of processes that no longer run are left-overs
 * of a crash (kill -9, power loss) and go at once, whatever their age; so do those with this process's own
 * pid (a container restarts with the same pid, and this process has staged nothing yet). Instances sharing
 * one DATA_DIR must run on one host (pids are per host; the rename needs one local file system anyway).
 * A pid that is alive may have been reused by an unrelated process: after a day its files go too.
 */
const STAGED_NAME = /^(\d+)-[0-9a-f-]{36}\.part$/;
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isAbandoned(name: string, modifiedMs: number): boolean {
  const pid = Number(STAGED_NAME.exec(name)?.[1] ?? Number.NaN);
  // Names of other schemes (a release before pids were in the name) are older than this process.
  if (!Number.isSafeInteger(pid) || pid === process.pid || !isRunning(pid)) return true;
  return Date.now() - modifiedMs > ABANDONED_AFTER_MS;
}

export function localDiskStorage(root: string): Storage {
  const tempDir = join(root, TEMP_DIR);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key);
  };
  const ready = mkdir(tempDir, { recursive: true });

  async function list(prefix: string): Promise<ListedObject[]> {
    const found: ListedObject[] = [];
    const walk = async (folder: string) => {
      const entries = await readdir(join(root, folder), { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const key = `${folder}${entry.name}`;
        if (entry.isDirectory()) await walk(`${key}/`);
        else if (entry.isFile()) {
          const s = await stat(join(root, key)).catch(() => null);
          if (s) found.push({ key, size: s.size, modifiedAt: s.mtime });
        }
      }
    };
    await walk(prefix);
    // Only names the server could have made: anything else in the folder is not ours to judge.
    return found.filter((o) => isStorageKey(o.key));
  }

  return {
    async stage(key, source): Promise<StagedObject> {
      const target = pathOf(key);
      await ready;
      await mkdir(dirname(target), { recursive: true });
      const temp = join(tempDir, `${process.pid}-${randomUUID()}.part`);
      const hash = createHash('sha256');
      let size = 0;
      try {
        await pipeline(
          source,
          async function* measure(chunks: AsyncIterable<Uint8Array>) {
            for await (const chunk of chunks) {
              hash.update(chunk);
              size += chunk.length;
              yield chunk;
            }
          },
          createWriteStream(temp, { flags: 'wx', highWaterMark: WRITE_BUFFER_BYTES }),
        );
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      let published = false;
      return {
        size,
        sha256: hash.digest('hex'),
        localFile: async () => (published ? target : temp),
        async publish() {
          await rename(temp, target);
          published = true;
        },
        async discard() {
          await rm(published ? target : temp, { force: true });
        },
      };
    },

    async read(key, range?: ByteRange): Promise<Readable> {
      const path = pathOf(key);
      return createReadStream(path, range ? { start: range.start, end: range.end } : {});
    },

    async stat(key) {
      try {
        const s = await stat(pathOf(key));
        return s.isFile() ? { size: s.size } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async remove(key) {
      try {
        await unlink(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },

    list,

    async removeAbandonedStaging(): Promise<Removed> {
      await ready;
      const removed: Removed = { files: 0, bytes: 0 };
      for (const name of await readdir(tempDir)) {
        const file = join(tempDir, name);
        const s = await stat(file).catch(() => null);
        if (!s?.isFile() || !isAbandoned(name, s.mtimeMs)) continue;
        await rm(file, { force: true });
        removed.files++;
        removed.bytes += s.size;
      }
      return removed;
    },
  };
}
