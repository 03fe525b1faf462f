/** GET /v1/audit (decisions.md "Calls the seed leaves open"): the admin reads the audit log. */
import { auditListAnswerSchema, auditListQuerySchema } from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { errorAnswers } from '../../plugins/route-schemas.ts';
import type { AuditLogService } from './audit-log.service.ts';

const tags = ['audit'];

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditLogService }> = async (app, { audit }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: auditListQuerySchema,
        response: { 200: auditListAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => audit.list(request.query, sessionOf(request).userId),
  );
};
