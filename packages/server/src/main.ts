/** Entry: configuration, migrations, seed, upload clean-up, listen; graceful shutdown on SIGTERM/SIGINT. */
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { startBanner } from './banner.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seed } from './db/seed.ts';
import { sweepOrphansHourly, sweepUploadLeftovers } from './modules/attachments/upload-sweep.ts';
import { localDiskStorage } from './storage/local-disk.storage.ts';

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
const app = await buildApp({ config, database });
const uploads = { db: database.db, storage: localDiskStorage(join(config.dataDir, 'uploads')), log: app.log };
// Before the first request, so no upload of this process is in flight: what a killed one left behind.
await sweepUploadLeftovers(uploads);
const stopSweeping = sweepOrphansHourly(uploads);

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
