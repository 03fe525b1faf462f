/** Audit: the admins' reading of the audit log (each module writes its rows through db/audit-row.ts). */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { auditRoutes } from './audit.routes.ts';
import { auditLogRepository } from './audit-log.repository.ts';
import { auditLogService } from './audit-log.service.ts';

export const auditModule: FastifyPluginAsync = fp(
  async (app) => {
    await app.register(auditRoutes, {
      prefix: '/v1/audit',
      audit: auditLogService(auditLogRepository(app.db)),
    });
  },
  { name: 'audit', dependencies: ['platform'] },
);
