/** GET /v1/editors (admin): the editor list and the assignment picker (decisions.md /editorList, /taleManagement). */
import { editorListAnswerSchema } from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../plugins/route-schemas.ts';
import type { EditorService } from './editor.service.ts';

export const editorRoutes: FastifyPluginAsyncZod<{ editors: EditorService }> = async (app, { editors }) => {
  app.get(
    '/',
    {
      schema: { tags: ['editors'], response: { 200: editorListAnswerSchema, ...errorAnswers(401, 403) } },
    },
    async () => editors.list(),
  );
};
