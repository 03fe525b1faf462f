/** Entry: configuration, migrations, seed, listen; graceful shutdown on SIGTERM/SIGINT. */
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seed } from './db/seed.ts';

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

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });

const origin = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
const lines = [
  `Masal hazır: ${origin}  (veritabanı: ${database.kind === 'pglite' ? 'gömülü PGlite' : 'PostgreSQL'})`,
];
if (seeded.admin) {
  lines.push(`İlk yönetici hesabı oluşturuldu: ${seeded.admin.email}`);
  lines.push(
    seeded.admin.password
      ? `Şifre (yalnızca bu kez gösterilir): ${seeded.admin.password}`
      : 'Şifre: ADMIN_PASSWORD ile verilen şifre',
  );
}
console.log(`\n${lines.map((l) => `  ${l}`).join('\n')}\n`);
