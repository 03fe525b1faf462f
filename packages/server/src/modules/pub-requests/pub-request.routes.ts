/**
 * /v1/writtenPubRequest: POST / proposes tales (editor-type roles), GET / and GET /{id} read them
 * (an editor their own, admins all), PUT /{id}/decision accepts or declines one (admins). The role checks run
 * before validation, so someone not allowed learns nothing from the field messages.
 */
import {
  pubRequestDecisionSchema,
  pubRequestInputSchema,
  pubRequestListAnswerSchema,
  pubRequestListQuerySchema,
  pubRequestSchema,
} from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { errorAnswers, idParams } from '../../plugins/route-schemas.ts';
import type { PubRequestService } from './pub-request.service.ts';

const tags = ['writtenPubRequest'];

export const pubRequestRoutes: FastifyPluginAsyncZod<{ requests: PubRequestService }> = async (
  app,
  { requests },
) => {
  app.post(
    '/',
    {
      schema: {
        tags,
        body: pubRequestInputSchema,
        response: { 200: pubRequestSchema, ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => requests.create(sessionOf(request), request.body),
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: pubRequestListQuerySchema,
        response: { 200: pubRequestListAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => requests.list(sessionOf(request), request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: pubRequestSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => requests.get(sessionOf(request), request.params.id),
  );

  app.put(
    '/:id/decision',
    {
      schema: {
        tags,
        params: idParams,
        body: pubRequestDecisionSchema,
        response: { 200: pubRequestSchema, ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => requests.decide(sessionOf(request), request.params.id, request.body),
  );
};
