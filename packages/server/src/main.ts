/** Entry: configuration, migrations, seed, upload clean-up, listen; graceful shutdown on SIGTERM/SIGINT. */
import { buildApp } from './app.ts';
import { startBanner } from './banner.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seed } from './db/seed.ts';
import { sweepUploadLeftovers, sweepUploadLeftoversHourly } from './modules/attachments/upload-sweep.ts';
import { StorageUnavailable } from './storage/create-storage.ts';

const loaded = loadConfig();
if (!loaded.ok) {
  console.error('Masal başlatılamadı — yapılandırma hataları:');
  for (const problem of loaded.problems) console.error(`  - ${problem}`);
  process.exit(1);
}
const { config } = loaded;

const database = await openDatabase(config);
await database.migrate();
const seeded = await seed(database.db, { email: config.adminEmail, password: config.adminPassword });
const app = await buildApp({ config, database }).catch((error: unknown) => {
  if (!(error instanceof StorageUnavailable)) throw error;
  console.error(`Masal başlatılamadı — ${error.message}`);
  process.exit(1);
});
const uploads = { db: database.db, storage: app.storage, log: app.log };
// What killed instances left behind (their staged bytes, on any host, and orphans); again every hour.
await sweepUploadLeftovers(uploads);
const stopSweeping = sweepUploadLeftoversHourly(uploads);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  stopSweeping();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// The listening socket, not a link: the address to open is PUBLIC_URL's, the one the e-mails' links use too.
await app.listen({
  port: config.port,
  host: config.host,
  listenTextResolver: (address) => `listening on ${address.replace(/^https?:\/\//, '')}`,
});
console.log(startBanner({ publicUrl: config.publicUrl, database: database.kind, admin: seeded.admin }));
