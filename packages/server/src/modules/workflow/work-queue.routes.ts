/**
 * GET /v1/tales/taleReviewAndAdvisoryBoardList/editorAndAdvisoryBoard (seed §7): the caller's waiting work —
 * editor-type roles only. Registered beside the tale routes under the same /tales prefix.
 */
import { ACTION, hasPermission, workQueueAnswerSchema, workQueueQuerySchema } from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { errorAnswers } from '../../plugins/route-schemas.ts';
import { toQueueTale } from './queue-columns.ts';
import type { WorkQueueRepository } from './work-queue.repository.ts';

export const workQueueRoutes: FastifyPluginAsyncZod<{ repo: WorkQueueRepository }> = async (
  app,
  { repo },
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
    async (request) => {
      const viewer = sessionOf(request);
      const board = hasPermission(viewer.roleIds, 'advisoryBoard');
      const { rows, total } = await repo.list(viewer.userId, board, request.query);
      return {
        rows: rows.map((row) => ({
          ...toQueueTale(row),
          reason: row.actionId === ACTION.advisoryBoard ? ('board' as const) : ('review' as const),
        })),
        total,
      };
    },
  );
};
