/** Written publication requests: a publisher asks for tales, the admins decide, the requester is mailed. */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { pubRequestRepository } from './pub-request.repository.ts';
import { pubRequestRoutes } from './pub-request.routes.ts';
import { pubRequestService } from './pub-request.service.ts';
import { isPubRequestMail, pubRequestMailComposer } from './pub-request-mails.ts';

export const pubRequestsModule: FastifyPluginAsync = fp(
  async (app) => {
    const repo = pubRequestRepository(app.db);
    app.mailComposers.add(
      isPubRequestMail,
      pubRequestMailComposer({ repo, publicUrl: app.config.publicUrl }),
    );
    await app.register(pubRequestRoutes, {
      prefix: '/v1/writtenPubRequest',
      requests: pubRequestService({ repo, mailQueue: app.mailQueue }),
    });
  },
  { name: 'pub-requests', dependencies: ['platform', 'mail'] },
);
