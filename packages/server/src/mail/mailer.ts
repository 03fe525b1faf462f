/** Outgoing mail: real SMTP through nodemailer, or each message written as an .eml file to DATA_DIR/outbox. */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const linksOf = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        options.log.info({ subject: message.subject }, 'mail sent over SMTP');
      },
    };
  }
  // The same message composition as SMTP, streamed into a file instead of a socket.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const file = join(options.outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      // The .eml body is quoted-printable, which breaks long links: log them whole for whoever opens them.
      // Not the recipient: no e-mail address is logged; the file names it.
      options.log.info(
        { file, subject: message.subject, link: linksOf(message.text) },
        'mail written to the outbox',
      );
    },
  };
}
