/**
 * What the real entry (src/main.ts) prints: the banner's address is PUBLIC_URL's origin —
 * by default http://localhost:PORT, the origin of the e-mail links too — and the credentials come last,
 * framed; each request is one log line; a mail written to the outbox is logged with its link unbroken.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../e2e/support/server.ts';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('npm start output', () => {
  let child: ChildProcess;
  let dataDir: string;
  let port: number;
  let output = '';

  /** Resolves once the output holds what `find` looks for; the child exiting first fails the test. */
  function waitFor<T>(find: (out: string) => T | undefined): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = find(output);
        if (found === undefined) return;
        child.stdout?.off('data', check);
        resolve(found);
      };
      child.stdout?.on('data', check);
      child.once('exit', () => reject(new Error(`server exited:\n${output}`)));
      check();
    });
  }
  const jsonLines = () =>
    output
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'masal-start-'));
    port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      // No PUBLIC_URL, HOST or ADMIN_PASSWORD: the defaults a newcomer gets.
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        SMTP_URL: '',
        PUBLIC_URL: '',
        HOST: '',
        ADMIN_PASSWORD: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.setEncoding('utf8').on('data', (d: string) => {
      output += d;
    });
    child.stderr?.setEncoding('utf8').on('data', (d: string) => {
      output += d;
    });
    await waitFor((out) => (out.includes('└') ? true : undefined));
  });

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints PUBLIC_URL’s origin and ends with the framed first-admin credentials', () => {
    const banner = output.slice(output.indexOf('Masal hazır'));
    expect(banner).toContain(`Masal hazır: http://localhost:${port}`);
    const lines = banner.trimEnd().split('\n');
    expect(lines.at(-1)?.trim()).toMatch(/^└─+┘$/);
    expect(lines.at(-2)).toMatch(/Şifre: +\S{8,} +\(yalnızca bu kez gösterilir\)/);
    expect(lines.at(-3)).toContain('E-posta: admin@masal.local');
  });

  it('logs each request as one line and an outbox mail with its link on the same origin', async () => {
    const answer = await fetch(`http://localhost:${port}/v1/auth/forgotMyPassword?from=test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@masal.local' }),
    });
    expect(answer.status).toBe(200);
    const mail = await waitFor(() => jsonLines().find((l) => l.msg === 'mail written to the outbox'));
    expect(mail).toMatchObject({ subject: 'Masal Portalı — Şifre yenileme' });
    // No e-mail address in the log: the .eml file names the recipient.
    expect(mail).not.toHaveProperty('to');
    expect(mail.link).toEqual([
      expect.stringMatching(new RegExp(`^http://localhost:${port}/resetPassword\\?rc=[\\w-]{20,}$`)),
    ]);

    const requests = jsonLines().filter((l) => l.path === '/v1/auth/forgotMyPassword');
    expect(requests).toEqual([expect.objectContaining({ msg: 'request', method: 'POST', status: 200 })]);
    expect(output).not.toContain('from=test');
    expect(output).not.toContain('incoming request');
  });
});
