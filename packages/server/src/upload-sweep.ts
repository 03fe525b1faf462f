/**
 * Run at start (main.ts) and every hour: removes what uploads left behind when an instance died (kill -9,
 * power loss) or a removal failed: the staged bytes of instances that are gone (on any host; rule in
 * storage/staging.ts), and stored objects that no attachment row (of a tale or an announcement) or profile
 * image path names. Works through the Storage interface only (disk or bucket). Logs counts and bytes, never names.
 * It sits beside main.ts, above the modules, because it reads the stored keys of the two modules that keep
 * uploads (attachments, of tales and announcements alike, and users) and neither may reach into the other.
 */
import type { FastifyBaseLogger } from 'fastify';
import { aloneAcrossInstances } from './db/alone.ts';
import type { Db } from './db/db.ts';
import { attachmentRepository } from './modules/attachments/attachment.repository.ts';
import { profileImageRepository } from './modules/users/profile-image.repository.ts';
import { imageKeyOf } from './modules/users/profile-image.service.ts';
import { type Removed, type Storage, UPLOAD_FOLDERS } from './storage/storage.ts';

/**
 * A file is published just before its row commits (milliseconds), but another instance sharing the storage
 * may be in that moment right now: a stored file without a row is an orphan only once it is this old.
 */
const ORPHAN_GRACE_MS = 10 * 60 * 1000;
const ORPHAN_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

interface UploadSweepDeps {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
}

/** Stored files no row names and older than the grace. Safe while requests run: staged files are not touched. */
async function removeOrphans({ db, storage }: UploadSweepDeps): Promise<Removed> {
  // Rows first, files second: a file another instance publishes in between is younger than the grace.
  const named = new Set(await attachmentRepository(db).storageKeys());
  for (const path of await profileImageRepository(db).paths()) {
    const key = imageKeyOf(path);
    if (key) named.add(key);
  }
  const orphans: Removed = { files: 0, bytes: 0 };
  const settled = Date.now() - ORPHAN_GRACE_MS;
  for (const folder of UPLOAD_FOLDERS) {
    for (const object of await storage.list(folder)) {
      if (named.has(object.key) || object.modifiedAt.getTime() > settled) continue;
      await storage.remove(object.key);
      orphans.files++;
      orphans.bytes += object.size;
    }
  }
  return orphans;
}

function logRemoved(log: FastifyBaseLogger, staged: Removed, orphans: Removed) {
  const removed = staged.files + orphans.files > 0;
  log[removed ? 'info' : 'debug'](
    {
      stagedFiles: staged.files,
      stagedBytes: staged.bytes,
      orphanFiles: orphans.files,
      orphanBytes: orphans.bytes,
    },
    'upload leftovers removed',
  );
}

export async function sweepUploadLeftovers(deps: UploadSweepDeps): Promise<{
  staged: Removed;
  orphans: Removed;
}> {
  const staged = await deps.storage.removeAbandonedStaging();
  const orphans = await removeOrphans(deps);
  logRemoved(deps.log, staged, orphans);
  return { staged, orphans };
}

/** The sweep on one instance at a time: while one sweeps (at its start or its hour), the others skip their turn. */
export function sweepUploadLeftoversAlone(deps: UploadSweepDeps) {
  return aloneAcrossInstances(deps.db, 'masal.uploadSweep', (db) => sweepUploadLeftovers({ ...deps, db }));
}

/**
 * A process killed between publishing a file and committing its row leaves a file younger than the grace, and
 * instances on other hosts may die at any time: looking again every hour removes their leftovers without a
 * restart. Returns the stop.
 */
export function sweepUploadLeftoversHourly(
  deps: UploadSweepDeps,
  everyMs = ORPHAN_SWEEP_INTERVAL_MS,
): () => void {
  // A sweep that outlasts its interval makes the next turn skip, as another instance's sweep would.
  const timer = setInterval(() => {
    sweepUploadLeftoversAlone(deps).catch((err: unknown) =>
      deps.log.warn({ err }, 'upload leftovers not swept'),
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
