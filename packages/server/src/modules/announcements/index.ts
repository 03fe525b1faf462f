/** Announcements: the notices staff publish to roles; their files are the attachments module's (app.attachments). */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { announcementRepository } from './announcement.repository.ts';
import { announcementRoutes } from './announcement.routes.ts';
import { announcementService } from './announcement.service.ts';

export const announcementsModule: FastifyPluginAsync = fp(
  async (app) => {
    const announcements = announcementService({
      repo: announcementRepository(app.db),
      attachments: app.attachments,
    });
    await app.register(announcementRoutes, { prefix: '/v1/announcement', announcements });
  },
  { name: 'announcements', dependencies: ['platform', 'attachments'] },
);
