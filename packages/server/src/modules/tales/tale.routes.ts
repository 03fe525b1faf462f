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
import { z } from 'zod';
import { requirePermission, requireSession, sessionOf } from '../../plugins/auth.ts';
import type { TaleService } from './tale.service.ts';

const tags = ['tales'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const errors = {
  400: errorAnswerSchema,
  401: errorAnswerSchema,
  403: errorAnswerSchema,
  404: errorAnswerSchema,
};
/** A stale update's 409 carries the tale as it is now. */
const conflictAnswerSchema = errorAnswerSchema.extend({ tale: taleFullSchema.optional() });

export const taleRoutes: FastifyPluginAsyncZod<{ tales: TaleService }> = async (app, { tales }) => {
  app.get(
    '/',
    {
      preHandler: requireSession,
      schema: { tags, querystring: taleListQuerySchema, response: { 200: taleListAnswerSchema, ...errors } },
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
        response: { 200: taleListAnswerSchema, ...errors },
      },
    },
    async (request) => tales.list(sessionOf(request), request.query, request.params.id),
  );

  app.get(
    '/:id',
    {
      preHandler: requireSession,
      schema: { tags, params: idParams, response: { 200: taleSchema, ...errors } },
    },
    async (request) => tales.get(request.params.id, sessionOf(request)),
  );

  app.get(
    '/full/:id',
    {
      preHandler: requireSession,
      schema: { tags, params: idParams, response: { 200: taleFullSchema, ...errors } },
    },
    async (request) => tales.getFull(request.params.id, sessionOf(request)),
  );

  app.post(
    '/full',
    {
      preHandler: requirePermission('writeTales'),
      schema: { tags, body: taleCreateSchema, response: { 200: taleFullSchema, ...errors } },
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
        response: { 200: taleFullSchema, ...errors, 409: conflictAnswerSchema },
      },
    },
    async (request) => tales.update(sessionOf(request), request.body),
  );

  app.put(
    '/',
    {
      preHandler: requireSession,
      schema: { tags, body: taleTransitionSchema, response: { 200: taleFullSchema, ...errors } },
    },
    async (request) => tales.transition(sessionOf(request), request.body),
  );

  app.delete(
    '/:id',
    {
      preHandler: requireSession,
      schema: { tags, params: idParams, response: { 200: messageAnswerSchema, ...errors } },
    },
    async (request) => {
      await tales.remove(sessionOf(request), request.params.id);
      return { status: true, message: MSG.taleDeleted };
    },
  );
};
