/**
 * Starts the real server as `npm start` runs it (the bundle on plain Node, built web app, embedded PGlite in a
 * temp DATA_DIR), on a free port. Its DATA_DIR starts as a copy of the run's template, which the e2e suite's
 * global setup made by starting the same server once on an empty folder (database-template.setup.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { SERVER_ARGS } from '../../scripts/build-server.mjs';

// The run's template data folder, provided by database-template.setup.ts.
declare module 'vitest' {
  export interface ProvidedContext {
    e2eDatabaseTemplate: string;
  }
}

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '../../packages/server');

export interface RunningServer {
  url: string;
  dataDir: string;
  admin: { email: string; password: string };
  output: () => string;
  /** SIGTERM, then the data folder removed unless `keepData` (the template's). */
  stop(options?: { keepData: boolean }): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** `env` over the defaults (PGlite, outbox), e.g. DATABASE_URL and SECRET_KEY for a spec on PostgreSQL. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'masal-e2e-'));
  // The whole folder: the database and the secret key its rows were written with.
  if (!env.DATABASE_URL) cpSync(inject('e2eDatabaseTemplate'), dataDir, { recursive: true });
  return launchServer(dataDir, env);
}

/**
 * The built bundle (scripts/build-server.mjs) on `dataDir`, once it answers; the global setup builds it. It
 * migrates and seeds what it finds, so on an empty folder it makes the template.
 */
export async function launchServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const admin = { email: 'admin@masal.local', password: 'yonetici-e2e' };
  const child: ChildProcess = spawn(process.execPath, SERVER_ARGS, {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => {
    log += d;
  });
  child.stderr?.on('data', (d) => {
    log += d;
  });

  // A first start on an empty folder (the template: initdb, migrations) takes minutes at load 30 on 2 cores.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      if ((await fetch(`${url}/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left running behind the failed run.
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    url,
    dataDir,
    admin,
    output: () => log,
    async stop({ keepData } = { keepData: false }) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
