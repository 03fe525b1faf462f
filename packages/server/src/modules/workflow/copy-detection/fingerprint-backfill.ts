/**
 * Fingerprints for the tales written before copy detection (or straight into the database), computed in the
 * background after the server started: in batches, yielding between them so requests are answered meanwhile.
 * Quiet: one line when it wrote any, the error's code when it failed (the next start tries again).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/db.ts';
import { copyDetectionRepository } from './copy-detection.repository.ts';
import { fingerprintOf } from './fingerprint.ts';

/** Tales per batch: a few hundred texts in memory at once, one INSERT. */
const BATCH = 250;

/** Fingerprints every tale that has none; answers how many it wrote. `stopped` ends it between batches. */
export async function backfillFingerprints(db: Db, stopped: () => boolean = () => false): Promise<number> {
  const repo = copyDetectionRepository(db);
  let written = 0;
  let after = 0;
  while (!stopped()) {
    const rows = await repo.withoutFingerprint(after, BATCH);
    if (rows.length === 0) break;
    await repo.addFingerprints(rows.map((row) => ({ taleId: row.taleId, ...fingerprintOf(row.taleText) })));
    written += rows.length;
    after = rows[rows.length - 1]?.taleId ?? after;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return written;
}

export function fingerprintBackfill(deps: { db: Db; log: FastifyBaseLogger }) {
  let stopped = false;
  let running: Promise<void> | undefined;
  return {
    /** Starts the backfill and returns at once: the server's start does not wait for it. */
    start() {
      running = backfillFingerprints(deps.db, () => stopped)
        .then((written) => {
          if (written > 0) deps.log.info({ written }, 'copy fingerprints written for older tales');
        })
        .catch((error) => {
          if (!stopped)
            deps.log.error({ code: (error as { code?: unknown }).code }, 'copy fingerprint backfill failed');
        });
    },
    /** Ends it after the batch under way, so it never meets a closed database. */
    async stop() {
      stopped = true;
      await running;
    },
  };
}
