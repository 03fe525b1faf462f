/**
 * GET /v1/tales/copies/{id}: the most similar older tales with their scores and the passages both
 * hold, side by side. Staff only (editor-type roles, editor assistants, admins); registered under /tales.
 */
import { copyCheckAnswerSchema } from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../../plugins/auth.ts';
import { errorAnswers, idParams } from '../../../plugins/route-schemas.ts';
import type { CopyDetectionService } from './copy-detection.service.ts';

const tags = ['tales'];

export const copyDetectionRoutes: FastifyPluginAsyncZod<{ copies: CopyDetectionService }> = async (
  app,
  { copies },
) => {
  app.get(
    '/copies/:id',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: copyCheckAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => copies.copies(sessionOf(request), request.params.id),
  );
};
