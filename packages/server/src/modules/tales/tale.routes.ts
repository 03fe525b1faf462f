/**
 * Tales calls of seed §7 (GET /, /{id}, /full/{id}, /userId/{id}; POST/PUT /full), draft deletion, and the
 * editors' (decisions.md): PUT /completed, GET /history/{id}, GET /revisions/{id}. PUT / (a transition) is the
 * workflow's (modules/workflow/transition.routes.ts).
 */
import {
  completedTaleEditSchema,
  id,
  MSG,
  messageAnswerSchema,
  TALE_CHARS_MAX,
  taleConflictAnswerSchema,
  taleCreateSchema,
  taleFullSchema,
  taleHistoryAnswerSchema,
  taleListAnswerSchema,
  taleListQuerySchema,
  taleRevisionListAnswerSchema,
  taleSchema,
  taleUpdateSchema,
} from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { errorAnswers, idParams } from '../../plugins/route-schemas.ts';
import type { TaleService } from './tale.service.ts';

const tags = ['tales'];
/**
 * A tale's create and update bodies may carry every field at its longest: JSON.stringify writes
 * non-ASCII as UTF-8, at most 3 bytes per character, plus room for the keys and escapes. Past it, 413.
 */
const TALE_BODY_LIMIT = TALE_CHARS_MAX * 3 + 64 * 1024;

/** PUT /full: the form's fields, and the tale group the assigned editor sets at 3 (ignored from anyone else). */
const taleSaveSchema = taleUpdateSchema.safeExtend({
  groupId: id().nullish(),
  subGroupId: id().nullish(),
});

const staleAnswer = taleConflictAnswerSchema.describe(
  'STALE_VERSION: based on an older version, `tale` is the tale as it is now; WRONG_STATE: not in a state for this.',
);

export const taleRoutes: FastifyPluginAsyncZod<{ tales: TaleService }> = async (app, { tales }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: taleListQuerySchema,
        response: { 200: taleListAnswerSchema, ...errorAnswers(400, 403) },
      },
    },
    async (request) => tales.list(sessionOf(request), request.query),
  );

  app.get(
    '/userId/:id',
    {
      schema: {
        tags,
        params: idParams,
        querystring: taleListQuerySchema,
        response: { 200: taleListAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => tales.list(sessionOf(request), request.query, request.params.id),
  );

  app.get(
    '/:id',
    {
      schema: { tags, params: idParams, response: { 200: taleSchema, ...errorAnswers(400, 401, 403, 404) } },
    },
    async (request) => tales.get(request.params.id, sessionOf(request)),
  );

  app.get(
    '/full/:id',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: taleFullSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => tales.getFull(request.params.id, sessionOf(request)),
  );

  app.post(
    '/full',
    {
      bodyLimit: TALE_BODY_LIMIT,
      schema: {
        tags,
        body: taleCreateSchema,
        response: { 200: taleFullSchema, ...errorAnswers(400, 401, 403, 413, 415) },
      },
    },
    async (request) => tales.create(sessionOf(request), request.body),
  );

  app.put(
    '/full',
    {
      bodyLimit: TALE_BODY_LIMIT,
      schema: {
        tags,
        body: taleSaveSchema,
        response: { 200: taleFullSchema, ...errorAnswers(400, 401, 403, 404, 413, 415), 409: staleAnswer },
      },
    },
    async (request) => tales.update(sessionOf(request), request.body),
  );

  app.put(
    '/completed',
    {
      bodyLimit: TALE_BODY_LIMIT,
      schema: {
        tags,
        body: completedTaleEditSchema,
        response: { 200: taleFullSchema, ...errorAnswers(400, 401, 403, 404, 413, 415), 409: staleAnswer },
      },
    },
    async (request) => tales.editCompleted(sessionOf(request), request.body),
  );

  app.get(
    '/history/:id',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: taleHistoryAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => tales.history(sessionOf(request), request.params.id),
  );

  app.get(
    '/revisions/:id',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: taleRevisionListAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => tales.revisions(sessionOf(request), request.params.id),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: messageAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      await tales.remove(sessionOf(request), request.params.id);
      return { status: true, message: MSG.taleDeleted };
    },
  );
};
