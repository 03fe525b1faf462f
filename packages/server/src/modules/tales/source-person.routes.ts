/** GET /v1/sourcePersons/{id}: the narrator of a tale the caller may see. */
import { errorAnswerSchema, sourcePersonSchema } from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession, sessionOf } from '../../plugins/auth.ts';
import type { TaleService } from './tale.service.ts';

export const sourcePersonRoutes: FastifyPluginAsyncZod<{ tales: TaleService }> = async (app, { tales }) => {
  app.get(
    '/:id',
    {
      preHandler: requireSession,
      schema: {
        tags: ['tales'],
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: {
          200: sourcePersonSchema,
          401: errorAnswerSchema,
          403: errorAnswerSchema,
          404: errorAnswerSchema,
        },
      },
    },
    async (request) => tales.sourcePerson(sessionOf(request), request.params.id),
  );
};
