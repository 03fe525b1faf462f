/**
 * /v1/writtenPubRequest: POST / proposes tales (editor-type roles), GET / and GET /{id} read them
 * (an editor their own, admins all), PUT /{id}/decision accepts or declines one (admins). The guard
 * (plugins/auth.ts) checks the roles before validation, so someone not allowed learns nothing from the field
 * messages.
 */
import {
  writtenPubRequestDecisionSchema,
  writtenPubRequestInputSchema,
  writtenPubRequestListAnswerSchema,
  writtenPubRequestListQuerySchema,
  writtenPubRequestSchema,
} from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../../plugins/auth.ts';
import { errorAnswers, idParams } from '../../../plugins/route-schemas.ts';
import type { WrittenPubRequestService } from './written-pub-request.service.ts';

const tags = ['writtenPubRequest'];

export const writtenPubRequestRoutes: FastifyPluginAsyncZod<{ requests: WrittenPubRequestService }> = async (
  app,
  { requests },
) => {
  app.post(
    '/',
    {
      schema: {
        tags,
        body: writtenPubRequestInputSchema,
        response: { 200: writtenPubRequestSchema, ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => requests.create(sessionOf(request), request.body),
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: writtenPubRequestListQuerySchema,
        response: { 200: writtenPubRequestListAnswerSchema, ...errorAnswers(400, 401, 403) },
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
        response: { 200: writtenPubRequestSchema, ...errorAnswers(401, 403, 404) },
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
        body: writtenPubRequestDecisionSchema,
        response: { 200: writtenPubRequestSchema, ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => requests.decide(sessionOf(request), request.params.id, request.body),
  );
};
