/**
 * Unfinished resumable uploads expire UPLOAD_EXPIRY_HOURS after their creation: their bytes are removed at
 * start and every hour, by one instance at a time (aloneAcrossInstances: the others skip their turn).
 */
import type { FastifyBaseLogger } from 'fastify';
import { aloneAcrossInstances } from '../../db/alone.ts';
import type { Db } from '../../db/db.ts';
import type { ResumableUploads } from '../../storage/resumable-store.ts';

const EVERY_MS = 60 * 60 * 1000;

interface ExpiryDeps {
  db: Db;
  uploads: ResumableUploads;
  log: FastifyBaseLogger;
}

/** One sweep, unless another instance is sweeping now; logs counts and bytes only. */
export async function expireResumableUploads({ db, uploads, log }: ExpiryDeps): Promise<void> {
  const removed = await aloneAcrossInstances(db, 'masal.resumableUploadExpiry', () =>
    uploads.removeExpired(),
  );
  if (removed && removed.files > 0) log.info(removed, 'expired resumable uploads removed');
}

export function resumableExpiry(deps: ExpiryDeps) {
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;
  const sweep = () => {
    sweeping = expireResumableUploads(deps).catch((err: unknown) =>
      deps.log.warn({ err }, 'expired resumable uploads not removed'),
    );
    return sweeping;
  };
  return {
    async start() {
      await sweep();
      timer = setInterval(() => void sweep(), EVERY_MS);
      timer.unref();
    },
    /** Lets a sweep under way finish, so it never meets a closed database. */
    async stop() {
      clearInterval(timer);
      await sweeping;
    },
  };
}
