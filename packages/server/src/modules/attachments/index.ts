/**
 * The attachments of tales and announcements: uploads (multipart, and resumable over tus), publishing, deletion
 * and the one signed download path. Offers `app.attachments` to the tales and announcements modules (their
 * answers list their files).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createPathSigner } from '../../security/signed-paths.ts';
import { resumableUploads } from '../../storage/resumable-uploads.ts';
import { attachmentRepository } from './attachment.repository.ts';
import { type AttachmentService, attachmentService } from './attachment.service.ts';
import { fileRoutes } from './file.routes.ts';
import { resumableExpiry } from './resumable-expiry.ts';
import { resumableUploadService } from './resumable-upload.service.ts';
import { tusRoutes } from './tus.routes.ts';
import { createTusServer } from './tus-server.ts';
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
    const uploads = await resumableUploads(app.config, storage);
    const resumable = resumableUploadService({ attachments, uploads, maxUploadBytes });
    const tus = createTusServer({ uploads, service: resumable, maxUploadBytes, log: app.log });
    await app.register(tusRoutes, { prefix: '/v1/upload', service: resumable, tus });
    const expiry = resumableExpiry({ db: app.db, uploads, log: app.log });
    app.addHook('onReady', () => expiry.start());
    app.addHook('onClose', () => expiry.stop());
    await app.register(utilsRoutes, { prefix: '/v1/utils', attachments });
    // Stored files under /uploads/, outside /v1 (decisions.md: "the API base plus the filePath").
    await app.register(fileRoutes, { attachments, storage });
  },
  { name: 'attachments', dependencies: ['platform'] },
);
