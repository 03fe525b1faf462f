// Fails when the Drizzle schema and the committed migrations differ: drizzle-kit must find nothing to generate.
// drizzle-kit works on a temporary copy of drizzle/, so the working tree (an uncommitted migration or journal
// entry included) is never touched.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const server = join(dirname(fileURLToPath(import.meta.url)), '../packages/server');
const work = mkdtempSync(join(tmpdir(), 'masal-db-check-'));
const out = join(work, 'drizzle');
cpSync(join(server, 'drizzle'), out, { recursive: true });
// The project's drizzle.config.ts with `out` pointed at the copy (relative: drizzle-kit prefixes `./`).
const config = join(work, 'drizzle.config.mjs');
const settings = { dialect: 'postgresql', schema: './src/db/schema/index.ts', out: relative(server, out) };
writeFileSync(config, `export default ${JSON.stringify(settings)};\n`);

const list = () => new Set([...readdirSync(out), ...readdirSync(join(out, 'meta')).map((f) => `meta/${f}`)]);
const before = list();
const run = (args) =>
  spawnSync('npx', ['drizzle-kit', ...args, '--config', config], { cwd: server, encoding: 'utf8' });
const check = run(['check']);
const generate = run(['generate', '--name', 'uncommitted_schema_change']);
const added = [...list()].filter((f) => !before.has(f));
rmSync(work, { recursive: true, force: true });

if (check.status !== 0 || generate.status !== 0 || added.length > 0) {
  console.error(check.stdout, check.stderr, generate.stdout, generate.stderr);
  console.error(
    'Şema ile kayıtlı migration dosyaları farklı: `npm run db:generate` çalıştırıp sonucu commit edin.',
  );
  process.exit(1);
}
console.log('db:check: schema and committed migrations agree');
