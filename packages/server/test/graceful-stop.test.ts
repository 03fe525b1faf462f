/**
 * SIGTERM on the real entry (src/main.ts): the server takes no new connection, lets the
 * request under way finish — its body still arriving, as an upload's does — and then exits 0.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MSG } from '@masal/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../../e2e/support/server.ts';
import { copyPgliteTemplate } from './support/database-template.ts';
import { sleep } from './support/http.ts';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Whether a new TCP connection to the port is accepted. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

// Engine-neutral (the process, not the database): run once, on PGlite.
describe.skipIf(process.env.TEST_DATABASE_URL)('SIGTERM', () => {
  let child: ChildProcess;
  let dataDir: string;
  let port: number;
  let output = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'masal-stop-'));
    // The run's migrated database, as the test apps get it: a first start's initdb and migrations are not
    // what this file is about (start-output.test.ts starts on an empty folder).
    copyPgliteTemplate(inject('pgliteTemplate'), dataDir);
    port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => {
      output += d;
    });
    child.stderr?.on('data', (d) => {
      output += d;
    });
    // Its own "listening" line, not just an open port: another file's server may hold the same port for a moment.
    for (let i = 0; !(output.includes('listening on') && (await accepts(port))); i++) {
      if (child.exitCode !== null || i > 1800) throw new Error(`server did not start:\n${output}`);
      await sleep(100);
    }
  });
  afterAll(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses new connections, finishes the request under way, then exits 0', async () => {
    const body = JSON.stringify({ email: 'kimse@ornek.test', password: 'Yanlis-Sifre-1' });
    let sendTheRest = () => {};
    let headRead = () => {};
    const serverHasHead = new Promise<void>((resolve) => {
      headRead = resolve;
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const call = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/v1/auth/login',
          // Node's server answers "100 Continue" once it has read the head: the request is under way.
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            expect: '100-continue',
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      call.on('error', reject);
      call.once('continue', headRead);
      // Half of the body now, the rest after the signal: the request is under way when it comes.
      call.write(body.slice(0, 10));
      sendTheRest = () => call.end(body.slice(10));
    });
    await serverHasHead;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');

    await expect.poll(() => accepts(port), { timeout: 30_000 }).toBe(false);
    sendTheRest();
    const answer = await answered;
    // The sign-in's own answer (a wrong password), not a connection cut short.
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text).message).toBe(MSG.signInFailed);
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');
  });
});
