/** The workflow's mails: one per move of a tale that someone must act on, and the daily digest of what waits. */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { reviewDigest } from './review-digest.ts';
import { workflowMailRepository } from './workflow-mail.repository.ts';
import { isWorkflowMail, workflowMailComposer } from './workflow-mails.ts';

export const workflowMailsPlugin: FastifyPluginAsync = fp(
  async (app) => {
    const { publicUrl, reviewReminderDays: reminderDays } = app.config;
    const repo = workflowMailRepository(app.db);
    app.mailComposers.add(isWorkflowMail, workflowMailComposer({ repo, publicUrl, reminderDays }));
    const digest = reviewDigest({ repo, reminderDays, mailQueue: app.mailQueue, log: app.log });
    app.addHook('onReady', () => digest.start());
    app.addHook('onClose', () => digest.stop());
  },
  { name: 'workflow-mails', dependencies: ['platform', 'mail'] },
);
