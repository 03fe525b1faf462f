/**
 * The server for a bench, as `npm start` runs it (the bundle on plain Node, built once per bench process):
 * its own port and DATA_DIR, embedded PGlite and no SMTP unless `env` says otherwise; ready when /v1/ready
 * answers 200 (database open, migrations applied). Every bench starts its servers here, so each one is stopped
 * on every way the bench can end (child-process.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../e2e/support/server.ts';
import { createActiveWriter } from '../../e2e/support/writer.ts';
import { buildServer, SERVER_ARGS, SERVER_ENV } from '../../scripts/build-server.mjs';
import { endsWithBench, outputOf } from './child-process.ts';

const rootDir = join(dirname(fileURLToPath(import.meta.url)), '../..');
const serverDir = join(rootDir, 'packages/server');
let built: Promise<void> | undefined;

export interface BenchServer {
  url: string;
  port: number;
  dataDir: string;
  pid: number;
  /** What the server wrote so far (stdout, and stderr unless it goes to the bench's own). */
  output(): string;
  running(): boolean;
  /**
   * Sends `signal` (SIGKILL to simulate a crash) and waits for the exit, SIGKILL after STOP_GRACE_MS; nothing
   * when it has already exited.
   */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * How long a start may take before the bench gives up: a busy machine (a build, a corpus fill, other benches)
 * can stretch a 3 s start past a minute, and migrations on a large corpus take longer still.
 */
const START_TIMEOUT_MS = Number(process.env.BENCH_START_TIMEOUT_S ?? 900) * 1000;
/** Beyond the server's own 30 s drain of requests under way. */
const STOP_GRACE_MS = 45_000;
/**
 * On PostgreSQL the server needs SECRET_KEY (every instance the same). A bench whose data holds nothing encrypted
 * (the corpus, the lists) uses this one; a bench that fills encrypted fields passes the key it filled them with.
 */
const BENCH_SECRET_KEY = 'masal-bench-secret-key-'.padEnd(48, 'x');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface ServerOptions {
  dataDir: string;
  /** A free one by default; a restart passes the port of the run before. */
  port?: number;
  /**
   * Over the defaults (LOG_LEVEL warn, DATABASE_URL '' for PGlite, SMTP_URL '' for the outbox; with a DATABASE_URL,
   * BENCH_SECRET_KEY unless SECRET_KEY is given).
   */
  env?: Record<string, string>;
  /** 'inherit': the server's stderr goes to the bench's, so a crash shows as it happens. */
  stderr?: 'inherit' | 'keep';
  /** Called with the pid at every look while the server starts (cold-start samples its memory). */
  whileStarting?: (pid: number) => void;
  /**
   * Run `npm start` in the repository's root, exactly as a person does (it builds what is stale first), instead
   * of the bundle: `pid` is then npm's, and signals go to npm's whole process group.
   */
  npmStart?: boolean;
}

export async function startServer(options: ServerOptions): Promise<BenchServer> {
  if (!options.npmStart) {
    built ??= buildServer();
    await built;
  }
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const [command, args, cwd] = options.npmStart
    ? ['npm', ['start'], rootDir]
    : [process.execPath, SERVER_ARGS, serverDir];
  const child: ChildProcess = spawn(command, args, {
    cwd,
    detached: options.npmStart,
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(port),
      DATA_DIR: options.dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      ...(options.env?.DATABASE_URL ? { SECRET_KEY: BENCH_SECRET_KEY } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', options.stderr === 'inherit' ? 'inherit' : 'pipe'],
  });
  const signal = endsWithBench(child, options.npmStart);
  const output = outputOf(child);
  const running = () => child.exitCode === null && child.signalCode === null;
  const server: BenchServer = {
    url,
    port,
    dataDir: options.dataDir,
    pid: child.pid ?? 0,
    output,
    running,
    async stop(name = 'SIGTERM') {
      if (!running()) return;
      const exited = new Promise((r) => child.once('exit', r));
      signal(name);
      const late = setTimeout(() => signal('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(late);
    },
  };
  try {
    await untilReady(url, `${url}/v1/ready`, () => {
      if (!running()) throw new Error(`server exited early:\n${output()}`);
      options.whileStarting?.(server.pid);
    });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/**
 * Waits until `readyUrl` answers 200, calling `look` before each try (it throws to give up, e.g. when the
 * process has exited); throws after START_TIMEOUT_MS and says on stderr every minute that it is still waiting.
 */
async function untilReady(name: string, readyUrl: string, look: () => void): Promise<void> {
  const started = Date.now();
  let said = started;
  for (;;) {
    look();
    try {
      const answer = await fetch(readyUrl, { signal: AbortSignal.timeout(10_000) });
      await answer.body?.cancel();
      if (answer.ok) return;
    } catch {
      // not listening yet, or too busy to answer
    }
    const waited = Date.now() - started;
    if (waited > START_TIMEOUT_MS)
      throw new Error(`${name} not ready in ${START_TIMEOUT_MS / 1000} s (BENCH_START_TIMEOUT_S)`);
    if (Date.now() - said >= 60_000) {
      said = Date.now();
      process.stderr.write(`(${name}: still starting after ${Math.round(waited / 1000)} s)\n`);
    }
    await sleep(100);
  }
}

/** A JSON call to /v1; throws on any answer but 2xx. */
export async function api<T>(url: string, method: string, path: string, token: string | null, body?: object) {
  const response = await fetch(`${url}/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : null,
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function signIn(url: string, email: string, password: string) {
  const { token, user } = await api<{ token: string; user: { userId: number } }>(
    url,
    'POST',
    '/auth/login',
    null,
    {
      email,
      password,
    },
  );
  return { token, userId: user.userId };
}

/** A compiler made through the public API (sign-up, activation code from the outbox), signed in. */
export async function signedInWriter(server: BenchServer) {
  const writer = await createActiveWriter(server);
  return signIn(server.url, writer.email, writer.password);
}
