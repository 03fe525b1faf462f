/**
 * Announcements and training material under /v1/announcement (their attachments are the attachments
 * module's: /v1/upload/announcementAttachment and /uploads/attachments).
 */
import {
  announcementConflictAnswerSchema,
  announcementInputSchema,
  announcementListAnswerSchema,
  announcementListQuerySchema,
  announcementSchema,
  announcementUnreadAnswerSchema,
  announcementUpdateSchema,
  MSG,
  messageAnswerSchema,
} from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { errorAnswers, idParams } from '../../plugins/route-schemas.ts';
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
