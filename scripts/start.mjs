// `npm start`, its first half: builds the web app when its build is missing or older than its sources and
// bundles the server, then exits. The start script in the root package.json then `exec`s the bundle on plain
// Node, so the server is npm's only child: no starter, shell or esbuild service stays resident beside it.
// Build output is one line; a failed build prints everything (and the server is not started).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'packages/web');
const builtIndex = join(web, 'dist/index.html');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function webIsStale() {
  if (!existsSync(builtIndex)) return true;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', '../shared/src']
    .map((p) => join(web, p))
    .filter((p) => existsSync(p));
  return Math.max(...sources.map(newestMtime)) > statSync(builtIndex).mtimeMs;
}

if (webIsStale()) {
  process.stdout.write('Web uygulaması derleniyor… ');
  const started = performance.now();
  const build = spawnSync('npm', ['run', 'build', '-w', 'packages/web'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) {
    console.log('başarısız:');
    console.error(build.stdout, build.stderr);
    process.exit(build.status ?? 1);
  }
  console.log(`tamam (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

try {
  await buildServer();
} catch {
  // esbuild has printed the errors.
  process.exit(1);
}
