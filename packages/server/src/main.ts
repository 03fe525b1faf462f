/**
 * Entry: configuration, migrations and seed (under the start-up lock: many instances may start together),
 * upload clean-up, listen; graceful shutdown on SIGTERM/SIGINT.
 */
import { t } from '@masal/shared';
import { buildApp } from './app.ts';
import { startBanner } from './banner.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateExclusively } from './db/migrations.ts';
import { seed } from './db/seed.ts';
import { isDatabaseUnavailable } from './db/sql-state.ts';
import { safeError } from './logging.ts';
import { StorageUnavailable } from './storage/create-storage.ts';
import { sweepUploadLeftoversAlone, sweepUploadLeftoversHourly } from './upload-sweep.ts';

const loaded = loadConfig();
if (!loaded.ok) {
  console.error(t('server.start.configProblems'));
  for (const problem of loaded.problems) console.error(`  - ${problem}`);
  process.exit(1);
}
const { config } = loaded;

/** Requests and uploads under way may finish for this long after SIGTERM; then their connections are cut. */
const SHUTDOWN_GRACE_MS = 30_000;

/** Between two tries of the start-up while the database is out of reach (it may be starting too). */
const START_RETRY_MS = 2_000;

/** A failure of the start, written without a failed query's text or values. */
function startFailed(error: unknown): never {
  console.error(t('server.start.failed'), JSON.stringify(safeError(error)));
  process.exit(1);
}

const database = await openDatabase({ ...config, poolMax: config.databasePoolMax });
const seeded = await (async () => {
  for (;;) {
    try {
      return await migrateExclusively(database.db, (tx) =>
        seed(tx, { email: config.adminEmail, password: config.adminPassword }),
      );
    } catch (error) {
      if (!isDatabaseUnavailable(error)) startFailed(error);
      console.error(t('server.start.databaseRetry', { seconds: START_RETRY_MS / 1000 }));
      await new Promise((resolve) => setTimeout(resolve, START_RETRY_MS));
    }
  }
})();
const app = await buildApp({ config, database }).catch((error: unknown) => {
  if (!(error instanceof StorageUnavailable)) startFailed(error);
  console.error(t('server.start.failedBecause', { reason: error.message }));
  process.exit(1);
});
const uploads = { db: database.db, storage: app.storage, log: app.log };
// What killed instances left behind (their staged bytes, on any host, and orphans); again every hour.
await sweepUploadLeftoversAlone(uploads).catch((err: unknown) =>
  app.log.warn({ err }, 'upload leftovers not swept'),
);
const stopSweeping = sweepUploadLeftoversHourly(uploads);

let closing = false;
/** No new connections; running requests and uploads finish (at most SHUTDOWN_GRACE_MS); jobs stop; pool closes. */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  stopSweeping();
  const cut = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  await app.close();
  clearTimeout(cut);
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// A background job's promise that failed (the database away under a timer): logged, and the server goes on.
process.on('unhandledRejection', (err) => app.log.error({ err }, 'unhandled rejection'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// The listening socket, not a link: the address to open is PUBLIC_URL's, the one the e-mails' links use too.
await app.listen({
  port: config.port,
  host: config.host,
  listenTextResolver: (address) => `listening on ${address.replace(/^https?:\/\//, '')}`,
});
console.log(startBanner({ publicUrl: config.publicUrl, database: database.kind, admin: seeded.admin }));
