/**
 * The mail outbox: the queue every module writes its jobs to, and the composers that turn a job into a
 * message. Each module that sends mail adds the composer of its own kinds, so the queue knows no module.
 */
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { type MailJobKind, type MailJobRepository, mailJobRepository } from '../mail/mail-job.repository.ts';
import { type ComposeMail, createMailQueue, type MailQueue } from '../mail/mail-queue.ts';
import { createMailer } from '../mail/mailer.ts';

interface MailComposers {
  /** The composer of the kinds `accepts` answers true for; a job of a kind nobody composes fails loudly. */
  add(accepts: (kind: MailJobKind) => boolean, compose: ComposeMail): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailQueue: MailQueue;
    mailJobs: MailJobRepository;
    mailComposers: MailComposers;
  }
}

export const mail: FastifyPluginAsync = fp(
  async (app) => {
    const { config } = app;
    const composers: { accepts: (kind: MailJobKind) => boolean; compose: ComposeMail }[] = [];
    const jobs = mailJobRepository(app.db);
    const mailQueue = createMailQueue({
      repo: jobs,
      compose: (job) => {
        const composer = composers.find((c) => c.accepts(job.kind));
        if (!composer) throw new Error(`no composer for the mail kind ${job.kind}`);
        return composer.compose(job);
      },
      mailer: createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: join(config.dataDir, 'outbox'),
        log: app.log,
      }),
      log: app.log,
    });
    app.decorate('mailQueue', mailQueue);
    app.decorate('mailJobs', jobs);
    app.decorate('mailComposers', { add: (accepts, compose) => composers.push({ accepts, compose }) });
    // Leftovers of an earlier process go out once the app is ready; the job under way finishes on close.
    app.addHook('onReady', () => mailQueue.start());
    app.addHook('onClose', () => mailQueue.stop());
  },
  { name: 'mail', dependencies: ['platform'] },
);
