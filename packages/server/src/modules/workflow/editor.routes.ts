/** GET /v1/editors (admin): the editor list and the assignment picker (decisions.md /editorList, /taleManagement). */
import { editorListAnswerSchema } from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../plugins/route-schemas.ts';
import type { EditorRepository } from './editor.repository.ts';

export const editorRoutes: FastifyPluginAsyncZod<{ repo: EditorRepository }> = async (app, { repo }) => {
  app.get(
    '/',
    {
      schema: { tags: ['editors'], response: { 200: editorListAnswerSchema, ...errorAnswers(401, 403) } },
    },
    async () => repo.list(),
  );
};
