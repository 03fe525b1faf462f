/**
 * `npm run restore -- <dir>`: checks the bag first (every byte against its manifest; any problem refuses it,
 * naming the file), then restores into an empty database and an empty storage — the files first, each checked
 * again as it is stored, then the database — so the portal then starts on it. It never writes over data.
 */
import { createReadStream, existsSync, readdirSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { t } from '@masal/shared';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { existingSecretKey } from '../security/secrets.ts';
import { createStorage } from '../storage/create-storage.ts';
import { UPLOAD_FOLDERS } from '../storage/storage.ts';
import { DATABASE_FILE, FILES_DIR } from './backup.ts';
import { checkBag, MANIFEST, readBagInfo, readManifest } from './bag.ts';
import { DATABASE_LABEL, KEY_CHECK_LABEL, keyCheck } from './bag-info.ts';
import { postgresIsEmpty, postgresRestore } from './postgres-tools.ts';
import { unpackInto } from './tar.ts';

/** A bag or a target the restore refuses: every reason, one line each. */
export class RestoreRefused extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

export interface RestoreSummary {
  files: number;
  database: 'postgres' | 'pglite';
}

async function targetProblems(config: Config, kind: 'postgres' | 'pglite', info: Record<string, string>) {
  const problems: string[] = [];
  const bagKind = info[DATABASE_LABEL];
  if (bagKind !== kind)
    problems.push(t('server.backup.restore.otherDatabase', { bag: bagKind ?? '?', here: kind }));
  // Not generated here: a new key could read nothing in the dump.
  const key = existingSecretKey(config.secretKey, config.dataDir);
  if (!key) problems.push(t('server.backup.restore.noKey', { dir: config.dataDir }));
  else if (keyCheck(key) !== info[KEY_CHECK_LABEL]) problems.push(t('server.backup.restore.otherKey'));
  const databaseEmpty = config.databaseUrl
    ? await postgresIsEmpty(config.databaseUrl)
    : !existsSync(join(config.dataDir, 'pglite')) || readdirSync(join(config.dataDir, 'pglite')).length === 0;
  if (!databaseEmpty) problems.push(t('server.backup.restore.databaseNotEmpty'));
  return problems;
}

/**
 * The embedded database from its gzipped tarball, a piece at a time: unpacked beside DATA_DIR/pglite, moved into
 * place whole, and opened once so PostgreSQL's recovery runs.
 */
async function pgliteRestore(dataDir: string, tarball: string): Promise<void> {
  const partial = join(dataDir, `pglite.restoring-${process.pid}`);
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true, mode: 0o700 });
  try {
    await pipeline(createReadStream(tarball), createGunzip(), (source) => unpackInto(source, partial));
    // Over an empty DATA_DIR/pglite, which rename replaces.
    await rename(partial, join(dataDir, 'pglite'));
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  await (await openDatabase({ dataDir })).close();
}

export async function restore(config: Config, dir: string): Promise<RestoreSummary> {
  const bagProblems = await checkBag(dir);
  if (bagProblems.length) throw new RestoreRefused(bagProblems);
  const info = await readBagInfo(dir);
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  const problems = await targetProblems(config, kind, info);
  const storage = await createStorage(config);
  const stored = await Promise.all(UPLOAD_FOLDERS.map((folder) => storage.list(folder)));
  if (stored.some((objects) => objects.length > 0)) problems.push(t('server.backup.restore.storageNotEmpty'));
  if (problems.length) throw new RestoreRefused(problems);

  const manifest = await readManifest(dir, MANIFEST);
  let files = 0;
  for (const [path, sha256] of manifest) {
    if (!path.startsWith(`${FILES_DIR}/`)) continue;
    const staged = await storage.stage(path.slice(FILES_DIR.length + 1), createReadStream(join(dir, path)));
    // Checked once more on its way in: the bag may have changed since its check.
    if (staged.sha256 !== sha256) {
      await staged.discard();
      throw new RestoreRefused([t('server.backup.bag.changed', { path })]);
    }
    await staged.publish();
    files++;
  }
  const database = join(dir, DATABASE_FILE[kind]);
  if (config.databaseUrl) await postgresRestore(config.databaseUrl, database);
  else await pgliteRestore(config.dataDir, database);
  return { files, database: kind };
}
