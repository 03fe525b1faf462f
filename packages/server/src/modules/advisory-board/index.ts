/**
 * The advisory board (seed §7): its decisions on the tales waiting at it, each record read back, the board's
 * screen list, and an admin deleting a record. A decision moves the tale through the tales module's
 * transitions (`app.tales`); the list shares the editors' queue columns (workflow/queue-columns.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { boardApprovalRepository } from './board-approval.repository.ts';
import { boardApprovalRoutes } from './board-approval.routes.ts';
import { boardApprovalService } from './board-approval.service.ts';

export const advisoryBoardModule: FastifyPluginAsync = fp(
  async (app) => {
    await app.register(boardApprovalRoutes, {
      prefix: '/v1/advisoryBoardApproval',
      approvals: boardApprovalService(boardApprovalRepository(app.db), app.tales),
    });
  },
  { name: 'advisory-board', dependencies: ['platform', 'tales'] },
);
