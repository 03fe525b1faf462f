import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';
import { activationMail } from './templates.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('outbox mailer (no SMTP_URL)', () => {
  it('writes the .eml and logs recipient, subject and the unbroken link', async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), 'masal-outbox-'));
    dirs.push(outboxDir);
    const logged: { fields: Record<string, unknown>; msg: string }[] = [];
    const log = { info: (fields: Record<string, unknown>, msg: string) => logged.push({ fields, msg }) };
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Masal Portalı <no-reply@localhost>',
      outboxDir,
      log: log as unknown as FastifyBaseLogger,
    });
    // Long enough that the quoted-printable .eml body wraps it.
    const code = 'a'.repeat(80);
    const mail = activationMail('ayse@example.org', 'Ayşe', 'http://localhost:3000', code);
    await mailer.send(mail);

    expect(readdirSync(outboxDir)).toHaveLength(1);
    expect(logged).toEqual([
      {
        msg: 'mail written to the outbox',
        fields: {
          // No recipient: no e-mail address in the log.
          file: expect.stringMatching(/\.eml$/),
          subject: mail.subject,
          link: [`http://localhost:3000/activationUser?ac=${code}`],
        },
      },
    ]);
  });
});
