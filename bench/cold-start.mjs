// Cold start of the server as `npm start` runs it (web already built): spawn → /v1/health answers.
// First start = empty DATA_DIR (PGlite created, migrations, seed); second start = the same DATA_DIR again.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '../packages/server');
const dataDir = mkdtempSync(join(tmpdir(), 'masal-bench-'));
const port = 3900 + Math.floor(Math.random() * 90);

async function timeStart(label) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/v1/health`)).ok) break;
    } catch {
      // not yet listening
    }
    if (performance.now() - started > 120_000) throw new Error('no answer in 120 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = performance.now() - started;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  console.log(`${label}: ${(ms / 1000).toFixed(2)} s`);
}

await timeStart('cold start, empty DATA_DIR (create PGlite, migrate, seed)');
await timeStart('start, existing DATA_DIR');
rmSync(dataDir, { recursive: true, force: true });
