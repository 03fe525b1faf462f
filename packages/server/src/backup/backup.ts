/**
 * `npm run backup -- <dir>`: a consistent snapshot of the portal while it runs, as a BagIt bag — the database
 * (pg_dump's custom format, or PGlite's own tarball) and every file it names, from the disk or the bucket,
 * each checked against the SHA-256 stored at its upload. The bag is written beside `dir` and renamed into
 * place when whole, so a backup that fails midway leaves nothing that looks like a backup.
 */
import { createWriteStream, existsSync, readdirSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { t } from '@masal/shared';
import type { Config } from '../config.ts';
import { createStorage } from '../storage/create-storage.ts';
import { measuredBytes } from '../storage/measured-bytes.ts';
import { PAYLOAD_DIR, type PayloadFile, sha256OfFile, writeTagFiles } from './bag.ts';
import { bagInfo } from './bag-info.ts';
import { pgliteSnapshot } from './pglite-snapshot.ts';
import { postgresSnapshot } from './postgres-tools.ts';
import type { SnapshotCounts, StoredFile } from './snapshot-contents.ts';

/** Where the database and the files go inside the bag's payload. */
export const DATABASE_FILE = {
  postgres: `${PAYLOAD_DIR}/database/masal.pgdump`,
  pglite: `${PAYLOAD_DIR}/database/pglite-data.tar.gz`,
} as const;
export const FILES_DIR = `${PAYLOAD_DIR}/files`;

export interface BackupSummary {
  dir: string;
  counts: SnapshotCounts;
  files: number;
  bytes: number;
  /** Named by the database but gone from the storage (removed while the backup ran, or lost before). */
  missing: string[];
  /** Whose bytes no longer match the checksum stored at upload: the bag says so, and fails its check. */
  changed: string[];
}

/** Copies one object into the bag, hashing it on the way. */
async function copyObject(
  storage: Awaited<ReturnType<typeof createStorage>>,
  file: StoredFile,
  target: string,
): Promise<PayloadFile | null> {
  if (!(await storage.stat(file.key))) return null;
  await mkdir(dirname(target), { recursive: true });
  const measured = measuredBytes();
  await pipeline(await storage.read(file.key), measured.pass, createWriteStream(target));
  return { path: `${FILES_DIR}/${file.key}`, size: measured.size, sha256: measured.sha256() };
}

export async function backup(config: Config, dir: string): Promise<BackupSummary> {
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new Error(t('server.backup.notEmpty', { dir }));
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (kind === 'pglite' && !existsSync(join(config.dataDir, 'pglite', 'PG_VERSION')))
    throw new Error(t('server.backup.noDatabase', { dir: config.dataDir }));
  const work = `${dir}.partial-${process.pid}`;
  await rm(work, { recursive: true, force: true });
  try {
    const databaseFile = join(work, DATABASE_FILE[kind]);
    await mkdir(dirname(databaseFile), { recursive: true });
    const contents = config.databaseUrl
      ? await postgresSnapshot(config.databaseUrl, databaseFile)
      : await pgliteSnapshot(config.dataDir, databaseFile);
    const payload: PayloadFile[] = [
      {
        path: DATABASE_FILE[kind],
        size: (await stat(databaseFile)).size,
        sha256: await sha256OfFile(databaseFile),
      },
    ];
    const storage = await createStorage(config);
    const missing: string[] = [];
    const changed: string[] = [];
    for (const file of contents.files) {
      const copied = await copyObject(storage, file, join(work, FILES_DIR, file.key));
      if (!copied) {
        missing.push(file.key);
        continue;
      }
      if (file.sha256 && copied.sha256 !== file.sha256) changed.push(file.key);
      // The checksum stored at upload is the file's true one: a changed copy fails the bag's check.
      payload.push({ ...copied, sha256: file.sha256 ?? copied.sha256 });
    }
    await writeTagFiles(work, bagInfo(config, kind, contents.counts, missing), payload);
    await mkdir(dirname(dir), { recursive: true });
    await rm(dir, { recursive: true, force: true });
    await rename(work, dir);
    const files = payload.length - 1;
    const bytes = payload.reduce((sum, f) => sum + f.size, 0);
    return { dir, counts: contents.counts, files, bytes, missing, changed };
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}
