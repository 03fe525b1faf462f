/** Announcements: the notices staff publish to roles, with their files (own table, own signed path). */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ANNOUNCEMENT_ATTACHMENTS, createPathSigner } from '../../security/signed-paths.ts';
import { announcementRepository } from './announcement.repository.ts';
import {
  announcementFileRoutes,
  announcementRoutes,
  announcementUploadRoutes,
} from './announcement.routes.ts';
import { announcementService } from './announcement.service.ts';

export const announcementsModule: FastifyPluginAsync = fp(
  async (app) => {
    const { storage } = app;
    const announcements = announcementService({
      repo: announcementRepository(app.db),
      storage,
      signer: createPathSigner(app.secretKey, ANNOUNCEMENT_ATTACHMENTS),
      log: app.log,
    });
    await app.register(announcementRoutes, { prefix: '/v1/announcement', announcements });
    await app.register(announcementUploadRoutes, {
      prefix: '/v1/upload',
      announcements,
      maxUploadBytes: app.config.maxUploadBytes,
    });
    // Stored files under /uploads/, outside /v1, as their signed filePath names them.
    await app.register(announcementFileRoutes, { announcements, storage });
  },
  { name: 'announcements', dependencies: ['platform'] },
);
