/**
 * Global setup of the api suite: one log folder for the run (test-app.ts writes each app's lines there),
 * and at the end the checks that no log line carries a secret (log-secrets.ts) and that no answer carried
 * someone's full TC Kimlik No or IBAN where it may not (answer-secrets.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { leaksInLogDir } from './answer-secrets.ts';
import { secretsInLogDir } from './log-secrets.ts';

export default async function setup(project: TestProject) {
  const logDir = await mkdtemp(join(tmpdir(), 'masal-api-logs-'));
  project.provide('apiLogDir', logDir);
  return async () => {
    const found = await secretsInLogDir(logDir);
    const leaks = await leaksInLogDir(logDir);
    if (found.length === 0 && leaks.length === 0) {
      await rm(logDir, { recursive: true, force: true });
      return;
    }
    if (found.length > 0)
      console.error(
        `\nSecrets in the server's log (the log files stay in ${logDir}):\n${found.map((f) => `  ${f}`).join('\n')}\n`,
      );
    if (leaks.length > 0)
      console.error(
        `\nFull TC Kimlik No or IBAN in answers that may not carry them:\n${leaks.map((l) => `  ${l}`).join('\n')}\n`,
      );
    // A teardown that throws does not fail `vitest run`; the exit code does.
    process.exitCode = 1;
  };
}
