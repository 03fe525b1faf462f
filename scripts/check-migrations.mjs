// Fails when the Drizzle schema and the committed migrations differ: drizzle-kit must find nothing to generate.
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const server = join(dirname(fileURLToPath(import.meta.url)), '../packages/server');
const out = join(server, 'drizzle');
const list = () => new Set([...readdirSync(out), ...readdirSync(join(out, 'meta')).map((f) => `meta/${f}`)]);

const before = list();
const run = (args) => spawnSync('npx', ['drizzle-kit', ...args], { cwd: server, encoding: 'utf8' });
const check = run(['check']);
const generate = run(['generate', '--name', 'uncommitted_schema_change']);
const added = [...list()].filter((f) => !before.has(f));
for (const file of added) rmSync(join(out, file));
// The journal is rewritten by generate; restore it from what was committed.
if (added.length > 0) spawnSync('git', ['checkout', '--', 'drizzle/meta/_journal.json'], { cwd: server });

if (check.status !== 0 || generate.status !== 0 || added.length > 0) {
  console.error(check.stdout, check.stderr, generate.stdout, generate.stderr);
  console.error(
    'Şema ile kayıtlı migration dosyaları farklı: `npm run db:generate` çalıştırıp sonucu commit edin.',
  );
  process.exit(1);
}
console.log('db:check: schema and committed migrations agree');
