/** Tale abstract calls of seed §7: GET /byTaleId/{id}, POST / (create or replace), DELETE /{id} (the abstract's id). */
import { MSG, messageAnswerSchema, taleAbstractInputSchema, taleAbstractSchema } from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { errorAnswers, idParams } from '../../plugins/route-schemas.ts';
import type { AbstractService } from './abstract.service.ts';

const tags = ['taleAbstract'];

export const abstractRoutes: FastifyPluginAsyncZod<{ abstracts: AbstractService }> = async (
  app,
  { abstracts },
) => {
  app.get(
    '/byTaleId/:id',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: taleAbstractSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => abstracts.get(sessionOf(request), request.params.id),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        body: taleAbstractInputSchema,
        response: { 200: taleAbstractSchema, ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => abstracts.save(sessionOf(request), request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: messageAnswerSchema, ...errorAnswers(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await abstracts.remove(sessionOf(request), request.params.id);
      return { status: true, message: MSG.abstractDeleted };
    },
  );
};
