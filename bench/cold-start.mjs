// Start time and idle memory of the server as `npm start` runs it (the bundle on plain Node, web built):
// spawn → /v1/health answers, then resident memory once it has settled.
// Embedded PGlite: first start on an empty DATA_DIR (initdb, migrations, seed), then a restart on the same
// DATA_DIR; beside them the same server on PostgreSQL (a scratch database, dropped and created afresh).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildServer, SERVER_ARGS } from '../scripts/build-server.mjs';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '../packages/server');
const dataDir = mkdtempSync(join(tmpdir(), 'masal-bench-'));
const port = 3900 + Math.floor(Math.random() * 90);
const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SCRATCH_DATABASE = 'masal_bench';

const residentMb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

/** Idle = resident memory that moved less than 2 MB over the last 3 s (compilation and GC have settled). */
async function idleResidentMb(pid) {
  const samples = [];
  for (;;) {
    samples.push(residentMb(pid));
    const window = samples.slice(-12);
    if (window.length === 12 && Math.max(...window) - Math.min(...window) < 2) return window.at(-1);
    if (samples.length > 120) return samples.at(-1);
    await pause(250);
  }
}

async function measure(label, env) {
  const started = performance.now();
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: 'ignore',
  });
  let peak = 0;
  for (;;) {
    peak = Math.max(peak, residentMb(child.pid));
    try {
      if ((await fetch(`http://127.0.0.1:${port}/v1/health`)).ok) break;
    } catch {
      // not yet listening
    }
    if (performance.now() - started > 120_000) throw new Error('no answer in 120 s');
    await pause(50);
  }
  const seconds = (performance.now() - started) / 1000;
  const idle = await idleResidentMb(child.pid);
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  console.log(
    `${label}: ready in ${seconds.toFixed(2)} s, idle RSS ${idle.toFixed(0)} MB (peak while starting ${Math.max(peak, idle).toFixed(0)} MB)`,
  );
}

/** A fresh scratch database for the PostgreSQL figure, or null when no server answers. */
async function scratchPostgres() {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`DROP DATABASE IF EXISTS ${SCRATCH_DATABASE}`);
  await admin.query(`CREATE DATABASE ${SCRATCH_DATABASE}`);
  await admin.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${SCRATCH_DATABASE}`;
  return url.toString();
}

await buildServer();
try {
  await measure('PGlite, first start (empty DATA_DIR: initdb, migrations, seed)', {});
  await measure('PGlite, restart (same DATA_DIR)', {});
  const postgresUrl = await scratchPostgres();
  if (postgresUrl) await measure(`PostgreSQL (${postgresUrl}, first start)`, { DATABASE_URL: postgresUrl });
  else console.log(`PostgreSQL: skipped, nothing answers at ${postgresAdminUrl}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
