/**
 * The server for a bench, as `npm start` runs it (the bundle on plain Node, built once per bench process):
 * its own port and DATA_DIR, embedded PGlite and no SMTP unless `env` says otherwise; ready when /v1/health answers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../e2e/support/server.ts';
import { createActiveWriter } from '../../e2e/support/writer.ts';
import { buildServer, SERVER_ARGS } from '../../scripts/build-server.mjs';
import { endsWithBench, outputOf } from './child-process.ts';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '../../packages/server');
let built: Promise<void> | undefined;

export interface BenchServer {
  url: string;
  port: number;
  dataDir: string;
  pid: number;
  /** What the server wrote so far (stdout, and stderr unless it goes to the bench's own). */
  output(): string;
  running(): boolean;
  /** Sends `signal` (SIGKILL to simulate a crash) and waits for the exit; nothing when it has already exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface ServerOptions {
  dataDir: string;
  /** A free one by default; a restart passes the port of the run before. */
  port?: number;
  /** Over the defaults (LOG_LEVEL warn, DATABASE_URL '' for PGlite, SMTP_URL '' for the outbox). */
  env?: Record<string, string>;
  /** 'inherit': the server's stderr goes to the bench's, so a crash shows as it happens. */
  stderr?: 'inherit' | 'keep';
}

export async function startServer(options: ServerOptions): Promise<BenchServer> {
  built ??= buildServer();
  await built;
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, SERVER_ARGS, {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: options.dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', options.stderr === 'inherit' ? 'inherit' : 'pipe'],
  });
  endsWithBench(child);
  const output = outputOf(child);
  const running = () => child.exitCode === null && child.signalCode === null;
  const server: BenchServer = {
    url,
    port,
    dataDir: options.dataDir,
    pid: child.pid ?? 0,
    output,
    running,
    async stop(signal = 'SIGTERM') {
      if (!running()) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    },
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (!running()) throw new Error(`server exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/v1/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`server did not start in 120 s:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
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
