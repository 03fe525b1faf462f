/** GET /v1/sourcePersons/{id}: the narrator of a tale the caller may see. */
import { sourcePersonSchema } from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { errorAnswers, idParams } from '../../plugins/route-schemas.ts';
import type { TaleService } from './tale.service.ts';

export const sourcePersonRoutes: FastifyPluginAsyncZod<{ tales: TaleService }> = async (app, { tales }) => {
  app.get(
    '/:id',
    {
      schema: {
        tags: ['tales'],
        params: idParams,
        response: { 200: sourcePersonSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => tales.sourcePerson(sessionOf(request), request.params.id),
  );
};
