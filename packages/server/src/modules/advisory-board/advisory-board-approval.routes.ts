/**
 * Advisory board approval calls of seed §7. Deciding is for roles 5 and 7 only (POST and PUT / the same;
 * PUT /basic/ without a note); reading a tale's record is for editor-type roles and admins (`basic`: decision,
 * member and date); the advisory board's screen list for the advisory board and admins; deleting a record for admins.
 */
import {
  advisoryBoardApprovalBasicInputSchema,
  advisoryBoardApprovalBasicSchema,
  advisoryBoardApprovalInputSchema,
  advisoryBoardApprovalSchema,
  advisoryBoardListAnswerSchema,
  advisoryBoardListQuerySchema,
  MSG,
  messageAnswerSchema,
} from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { errorAnswers, idParams } from '../../plugins/route-schemas.ts';
import type { AdvisoryBoardApprovalService } from './advisory-board-approval.service.ts';

const tags = ['advisoryBoardApproval'];
const decisionAnswers = {
  200: advisoryBoardApprovalSchema,
  ...errorAnswers(400, 401, 403, 404, 409, 413, 415),
};

export const advisoryBoardApprovalRoutes: FastifyPluginAsyncZod<{
  approvals: AdvisoryBoardApprovalService;
}> = async (app, { approvals }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: advisoryBoardListQuerySchema,
        response: { 200: advisoryBoardListAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => approvals.list(request.query.scope, request.query),
  );

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/',
      schema: { tags, body: advisoryBoardApprovalInputSchema, response: decisionAnswers },
      handler: async (request) => approvals.decide(sessionOf(request), request.body),
    });
  }

  app.put(
    '/basic/',
    {
      schema: { tags, body: advisoryBoardApprovalBasicInputSchema, response: decisionAnswers },
    },
    async (request) => approvals.decide(sessionOf(request), request.body),
  );

  app.get(
    '/byTaleId/:id',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: advisoryBoardApprovalSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => approvals.record(sessionOf(request), request.params.id),
  );

  app.get(
    '/byTaleId/basic/:id',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: advisoryBoardApprovalBasicSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const { note: _note, ...basic } = await approvals.record(sessionOf(request), request.params.id);
      return basic;
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: messageAnswerSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      await approvals.remove(sessionOf(request), request.params.id);
      return { status: true, message: MSG.advisoryBoardApprovalDeleted };
    },
  );
};
