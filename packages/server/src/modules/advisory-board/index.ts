/**
 * The advisory board (seed §7): its decisions on the tales waiting at it, each record read back, the advisory board's
 * screen list, and an admin deleting a record. A decision moves the tale through the workflow's
 * transitions (`app.workflow`); the list shares the editors' queue columns (db/queue-columns.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { advisoryBoardApprovalRepository } from './advisory-board-approval.repository.ts';
import { advisoryBoardApprovalRoutes } from './advisory-board-approval.routes.ts';
import { advisoryBoardApprovalService } from './advisory-board-approval.service.ts';

export const advisoryBoardModule: FastifyPluginAsync = fp(
  async (app) => {
    await app.register(advisoryBoardApprovalRoutes, {
      prefix: '/v1/advisoryBoardApproval',
      approvals: advisoryBoardApprovalService(advisoryBoardApprovalRepository(app.db), app.workflow),
    });
  },
  { name: 'advisory-board', dependencies: ['platform', 'workflow'] },
);
