/**
 * An SMTP server on loopback that every instance of the cluster bench sends its mail to (SMTP_URL): each
 * message it receives is written as it arrived to `dir/outbox/<n>.eml`, so the API tests' outbox reader
 * (waitForMail, mailsTo) reads it, and a mail two instances both sent is there twice.
 */
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  /** Holds outbox/, as a server's DATA_DIR does. */
  dir: string;
  received(): number;
  stop(): Promise<void>;
}

export async function startSmtpSink(dir: string): Promise<SmtpSink> {
  const outbox = join(dir, 'outbox');
  mkdirSync(outbox, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received++;
        // Numbered in arrival order: the outbox reader sorts by name and takes the newest match.
        const file = join(outbox, `${String(received).padStart(6, '0')}.eml`);
        writeFile(file, Buffer.concat(chunks)).then(() => done(), done);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    dir,
    received: () => received,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
