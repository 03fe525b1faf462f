/**
 * Announcements and training material under /v1/announcement, their attachments under
 * /v1/upload/announcementAttachment, and the attachments' signed file paths under /uploads.
 */
import {
  announcementConflictAnswerSchema,
  announcementInputSchema,
  announcementListAnswerSchema,
  announcementListQuerySchema,
  announcementSchema,
  announcementUnreadAnswerSchema,
  announcementUpdateSchema,
  announcementUploadAnswerSchema,
  MSG,
  messageAnswerSchema,
} from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { errorAnswers, idParams } from '../../plugins/route-schemas.ts';
import type { Storage } from '../../storage/storage.ts';
import { parsedFiles } from '../attachments/incoming-file.ts';
import { signedFileRoute } from '../attachments/signed-file.ts';
import { drainingOnError, noFiles, registerUploadParsing } from '../attachments/upload-request.ts';
import type { AnnouncementService } from './announcement.service.ts';

const tags = ['announcements'];

export const announcementRoutes: FastifyPluginAsyncZod<{ announcements: AnnouncementService }> = async (
  app,
  { announcements },
) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Announcements and training material, pinned first, then newest first',
        description: 'Editor-type roles, editor assistants and admins. Each carries `read` for the caller.',
        querystring: announcementListQuerySchema,
        response: { 200: announcementListAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => announcements.list(sessionOf(request), request.query.page, request.query.pageSize),
  );

  app.get(
    '/unreadCount',
    {
      schema: {
        tags,
        summary: 'How many announcements the caller has not opened (the menu badge)',
        response: { 200: announcementUnreadAnswerSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request) => ({ count: await announcements.unreadCount(sessionOf(request)) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One announcement; opening it marks it read for the caller',
        params: idParams,
        response: { 200: announcementSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => announcements.open(request.params.id, sessionOf(request)),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Write an announcement (admins and editor-type roles)',
        description:
          'The body is HTML; the server keeps h2–h4, p, br, strong, em, lists, quotes and http/https/mailto links only.',
        body: announcementInputSchema,
        response: { 200: announcementSchema, ...errorAnswers(400, 401, 403, 413, 415) },
      },
    },
    async (request) => announcements.create(request.body, sessionOf(request)),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Edit an announcement (admins), naming the version edited',
        params: idParams,
        body: announcementUpdateSchema,
        response: {
          200: announcementSchema,
          ...errorAnswers(400, 401, 403, 404, 413, 415),
          409: announcementConflictAnswerSchema.describe(
            'STALE_VERSION: edited elsewhere meanwhile; `announcement` is as it is now.',
          ),
        },
      },
    },
    async (request) => announcements.update(request.params.id, request.body, sessionOf(request)),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete an announcement with its attachments (admins)',
        params: idParams,
        response: { 200: messageAnswerSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      await announcements.remove(request.params.id, sessionOf(request));
      return { status: true, message: MSG.announcementDeleted };
    },
  );
};

export const announcementUploadRoutes: FastifyPluginAsyncZod<{
  announcements: AnnouncementService;
  maxUploadBytes: number;
}> = async (app, { announcements, maxUploadBytes }) => {
  await registerUploadParsing(app, maxUploadBytes);

  app.post(
    '/announcementAttachment/:id',
    {
      schema: {
        tags,
        summary: 'Attach files to an announcement (its author or an admin)',
        description:
          'multipart/form-data, each file in a part named `file`; the same types and limits as tale ' +
          'attachments (413 past MAX_UPLOAD_MB, 415 for another type, 400 without a file); all or none.',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: {
          200: announcementUploadAnswerSchema,
          ...errorAnswers(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request) => {
      const uploadList = await drainingOnError(request, () =>
        announcements.upload(
          request.params.id,
          sessionOf(request),
          request.isMultipart() ? parsedFiles(request.files()) : noFiles(),
        ),
      );
      return { status: true as const, message: MSG.attachmentUploaded, uploadList };
    },
  );

  app.delete(
    '/announcementAttachment/:id',
    {
      schema: {
        tags,
        summary: "Delete one of an announcement's attachments (its author or an admin)",
        params: idParams,
        response: { 200: messageAnswerSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      await announcements.removeAttachment(request.params.id, sessionOf(request));
      return { status: true, message: MSG.attachmentDeleted };
    },
  );
};

/** The attachments' files, as /uploads/attachments/{id} serves tale attachments. */
export const announcementFileRoutes: FastifyPluginAsyncZod<{
  announcements: AnnouncementService;
  storage: Storage;
}> = async (app, { announcements, storage }) => {
  signedFileRoute(app, {
    url: '/uploads/announcementAttachments/:id',
    tags,
    summary: "Download or play an announcement's attachment (its filePath)",
    description:
      'u, e, s: the signature of the listed filePath. `download=1` asks for Content-Disposition: attachment. Honours Range.',
    storage,
    authorize: announcements.authorizeDownload,
  });
};
