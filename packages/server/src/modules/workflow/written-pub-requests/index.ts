/** Written publication requests: a publisher asks for tales, the admins decide, the requester is mailed. */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { writtenPubRequestRepository } from './written-pub-request.repository.ts';
import { writtenPubRequestRoutes } from './written-pub-request.routes.ts';
import { writtenPubRequestService } from './written-pub-request.service.ts';
import { isWrittenPubRequestMail, writtenPubRequestMailComposer } from './written-pub-request-mails.ts';

export const writtenPubRequestsPlugin: FastifyPluginAsync = fp(
  async (app) => {
    const repo = writtenPubRequestRepository(app.db);
    app.mailComposers.add(
      isWrittenPubRequestMail,
      writtenPubRequestMailComposer({ repo, publicUrl: app.config.publicUrl }),
    );
    await app.register(writtenPubRequestRoutes, {
      prefix: '/v1/writtenPubRequest',
      requests: writtenPubRequestService({ repo, mailQueue: app.mailQueue }),
    });
  },
  { name: 'written-pub-requests', dependencies: ['platform', 'mail'] },
);
