/**
 * GET /v1/tales/taleReviewAndAdvisoryBoardList/editorAndAdvisoryBoard (seed §7): the caller's waiting work —
 * editor-type roles only. Registered beside the tale routes under the same /tales prefix.
 */
import { workQueueAnswerSchema, workQueueQuerySchema } from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { errorAnswers } from '../../plugins/route-schemas.ts';
import type { WorkQueueService } from './work-queue.service.ts';

export const workQueueRoutes: FastifyPluginAsyncZod<{ workQueue: WorkQueueService }> = async (
  app,
  { workQueue },
) => {
  app.get(
    '/taleReviewAndAdvisoryBoardList/editorAndAdvisoryBoard',
    {
      schema: {
        tags: ['tales'],
        querystring: workQueueQuerySchema,
        response: { 200: workQueueAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => workQueue.list(sessionOf(request), request.query),
  );
};
