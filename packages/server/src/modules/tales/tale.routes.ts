/** Tales calls of seed §7 (GET /, /{id}, /full/{id}, /userId/{id}; POST/PUT /full; PUT / transition) plus draft deletion. */
import {
  errorAnswerSchema,
  MSG,
  messageAnswerSchema,
  taleCreateSchema,
  taleFullSchema,
  taleListAnswerSchema,
  taleListQuerySchema,
  taleSchema,
  taleTransitionSchema,
  taleUpdateSchema,
} from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission, requireSession, sessionOf } from '../../plugins/auth.ts';
import { errorAnswers, idParams } from '../../plugins/route-schemas.ts';
import type { TaleService } from './tale.service.ts';

const tags = ['tales'];
/** A stale update's 409 carries the tale as it is now. */
const conflictAnswerSchema = errorAnswerSchema.extend({ tale: taleFullSchema.optional() });

export const taleRoutes: FastifyPluginAsyncZod<{ tales: TaleService }> = async (app, { tales }) => {
  app.get(
    '/',
    {
      preHandler: requireSession,
      schema: {
        tags,
        querystring: taleListQuerySchema,
        response: { 200: taleListAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => tales.list(sessionOf(request), request.query),
  );

  app.get(
    '/userId/:id',
    {
      preHandler: requireSession,
      schema: {
        tags,
        params: idParams,
        querystring: taleListQuerySchema,
        response: { 200: taleListAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => tales.list(sessionOf(request), request.query, request.params.id),
  );

  app.get(
    '/:id',
    {
      preHandler: requireSession,
      schema: { tags, params: idParams, response: { 200: taleSchema, ...errorAnswers } },
    },
    async (request) => tales.get(request.params.id, sessionOf(request)),
  );

  app.get(
    '/full/:id',
    {
      preHandler: requireSession,
      schema: { tags, params: idParams, response: { 200: taleFullSchema, ...errorAnswers } },
    },
    async (request) => tales.getFull(request.params.id, sessionOf(request)),
  );

  app.post(
    '/full',
    {
      preHandler: requirePermission('writeTales'),
      schema: { tags, body: taleCreateSchema, response: { 200: taleFullSchema, ...errorAnswers } },
    },
    async (request) => tales.create(sessionOf(request), request.body),
  );

  app.put(
    '/full',
    {
      preHandler: requireSession,
      schema: {
        tags,
        body: taleUpdateSchema,
        response: { 200: taleFullSchema, ...errorAnswers, 409: conflictAnswerSchema },
      },
    },
    async (request) => tales.update(sessionOf(request), request.body),
  );

  app.put(
    '/',
    {
      preHandler: requireSession,
      schema: { tags, body: taleTransitionSchema, response: { 200: taleFullSchema, ...errorAnswers } },
    },
    async (request) => tales.transition(sessionOf(request), request.body),
  );

  app.delete(
    '/:id',
    {
      preHandler: requireSession,
      schema: { tags, params: idParams, response: { 200: messageAnswerSchema, ...errorAnswers } },
    },
    async (request) => {
      await tales.remove(sessionOf(request), request.params.id);
      return { status: true, message: MSG.taleDeleted };
    },
  );
};
