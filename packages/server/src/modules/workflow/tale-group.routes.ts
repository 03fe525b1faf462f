/** GET /v1/taleGroups: the tale types for every signed-in user (the review screen's pickers, the filters). */
import { taleGroupListAnswerSchema } from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/auth.ts';
import { errorAnswers } from '../../plugins/route-schemas.ts';
import type { TaleGroupRepository } from './tale-group.repository.ts';

export const taleGroupRoutes: FastifyPluginAsyncZod<{ repo: TaleGroupRepository }> = async (
  app,
  { repo },
) => {
  app.get(
    '/',
    {
      preValidation: requireSession,
      schema: { tags: ['taleGroups'], response: { 200: taleGroupListAnswerSchema, ...errorAnswers(403) } },
    },
    async () => repo.list(),
  );
};
