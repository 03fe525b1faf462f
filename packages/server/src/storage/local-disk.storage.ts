/** Storage on the local disk under DATA_DIR/uploads: write to a temp name, then rename (atomic on one file system). */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type ByteRange, type Storage, type StoredObject } from './storage.ts';

/** Unfinished writes; the same file system as the objects so the final rename never copies. */
const TEMP_DIR = '.tmp';
/** Temp files older than this are left-overs of a crash and are swept at start. */
const STALE_TEMP_MS = 24 * 60 * 60 * 1000;
/** Lets the disk write while the next chunks arrive (the 16 KB default serialises network and disk). */
const WRITE_BUFFER_BYTES = 1024 * 1024;

export function localDiskStorage(root: string): Storage {
  const tempDir = join(root, TEMP_DIR);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key);
  };
  const ready = mkdir(tempDir, { recursive: true }).then(() => sweepStaleTemp(tempDir));

  return {
    async write(key, source): Promise<StoredObject> {
      const target = pathOf(key);
      await ready;
      await mkdir(dirname(target), { recursive: true });
      const temp = join(tempDir, `${randomUUID()}.part`);
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
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return { size, sha256: hash.digest('hex') };
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
  };
}

async function sweepStaleTemp(tempDir: string): Promise<void> {
  const names = await readdir(tempDir).catch(() => [] as string[]);
  const now = Date.now();
  for (const name of names) {
    const file = join(tempDir, name);
    const s = await stat(file).catch(() => null);
    if (s && now - s.mtimeMs > STALE_TEMP_MS) await rm(file, { force: true });
  }
}
