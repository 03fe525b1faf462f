/**
 * The attachments of tales and announcements: uploads, publishing, deletion and the one signed download
 * path. Offers `app.attachments` to the tales and announcements modules (their answers list their files).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createPathSigner } from '../../security/signed-paths.ts';
import { attachmentRepository } from './attachment.repository.ts';
import { type AttachmentService, attachmentService } from './attachment.service.ts';
import { fileRoutes } from './file.routes.ts';
import { uploadRoutes } from './upload.routes.ts';
import { utilsRoutes } from './utils.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    attachments: AttachmentService;
  }
}

export const attachmentsModule: FastifyPluginAsync = fp(
  async (app) => {
    const { storage } = app;
    const attachments = attachmentService({
      repo: attachmentRepository(app.db),
      storage,
      signer: createPathSigner(app.secretKey),
      log: app.log,
    });
    app.decorate('attachments', attachments);
    const { maxUploadBytes } = app.config;
    await app.register(uploadRoutes, { prefix: '/v1/upload', attachments, maxUploadBytes });
    await app.register(utilsRoutes, { prefix: '/v1/utils', attachments });
    // Stored files under /uploads/, outside /v1 (decisions.md: "the API base plus the filePath").
    await app.register(fileRoutes, { attachments, storage });
  },
  { name: 'attachments', dependencies: ['platform'] },
);
