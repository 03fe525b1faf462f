/**
 * Storage on the local disk under DATA_DIR/uploads: staged under a temp name, published by a rename. Several
 * instances, on one host or several (a shared file system), may use one folder: staged files are named and
 * aged by staging.ts.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { measuredBytes } from './measured-bytes.ts';
import { abandonedStaging, heartbeatName, newInstanceId, stagingHeartbeat } from './staging.ts';
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
/** Large reads when a file is only measured: fewer system calls and hash updates per gigabyte. */
const READ_BUFFER_BYTES = 1024 * 1024;

/** Size and SHA-256 of a file, read once; the bytes stay where they are. */
async function measuredFile(path: string): Promise<{ size: number; sha256: string }> {
  const measured = measuredBytes();
  for await (const _ of measured.pass(createReadStream(path, { highWaterMark: READ_BUFFER_BYTES }))) {
    // Read for the measure only.
  }
  return { size: measured.size, sha256: measured.sha256() };
}

export function localDiskStorage(root: string): Storage {
  const tempDir = join(root, TEMP_DIR);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key);
  };
  const ready = mkdir(tempDir, { recursive: true });
  const instance = newInstanceId();
  // Rewriting the empty marker moves its mtime, which is what other instances judge.
  const heartbeat = stagingHeartbeat(() => writeFile(join(tempDir, heartbeatName(instance)), ''));

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

  /** Staged bytes at `temp`, published by a rename to `target`; `release` lets the heartbeat go. */
  const stagedAt = (
    temp: string,
    target: string,
    measured: { size: number; sha256: string },
    release: () => void,
  ): StagedObject => {
    let published = false;
    return {
      ...measured,
      withLocalFile: (use) => use(published ? target : temp),
      async publish() {
        await rename(temp, target);
        published = true;
        release();
      },
      async discard() {
        await rm(published ? target : temp, { force: true });
        release();
      },
    };
  };

  /** The target's folder exists and a new staging name for it. */
  const prepare = async (key: string) => {
    const target = pathOf(key);
    await ready;
    await mkdir(dirname(target), { recursive: true });
    return { target, temp: join(tempDir, `${instance}-${randomUUID()}.part`) };
  };

  return {
    async stage(key, source): Promise<StagedObject> {
      const { target, temp } = await prepare(key);
      const measured = measuredBytes();
      const release = await heartbeat.hold();
      try {
        await pipeline(
          source,
          measured.pass,
          createWriteStream(temp, { flags: 'wx', highWaterMark: WRITE_BUFFER_BYTES }),
        );
      } catch (error) {
        release();
        await rm(temp, { force: true });
        throw error;
      }
      return stagedAt(temp, target, { size: measured.size, sha256: measured.sha256() }, release);
    },

    async stageFile(key, path, measured): Promise<StagedObject> {
      const { target, temp } = await prepare(key);
      const measure = measured ?? (await measuredFile(path));
      const release = await heartbeat.hold();
      try {
        await rename(path, temp);
      } catch (error) {
        release();
        throw error;
      }
      return stagedAt(temp, target, measure, release);
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
      const entries = [];
      for (const name of await readdir(tempDir)) {
        const s = await stat(join(tempDir, name)).catch(() => null);
        if (s?.isFile()) entries.push({ name, modifiedMs: s.mtimeMs, size: s.size });
      }
      const { staged, heartbeats } = abandonedStaging(entries);
      for (const { name } of heartbeats) await rm(join(tempDir, name), { force: true });
      const removed: Removed = { files: 0, bytes: 0 };
      for (const { name, size } of staged) {
        await rm(join(tempDir, name), { force: true });
        removed.files++;
        removed.bytes += size;
      }
      return removed;
    },
  };
}
