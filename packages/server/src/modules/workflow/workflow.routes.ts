/**
 * The workflow's calls beside PUT /v1/tales/ (decisions.md "Calls the seed leaves open": Workflow):
 * tale abstract, advisory board approval, the editors' queue, the editor list.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { abstractRepository } from './abstract.repository.ts';
import { abstractRoutes } from './abstract.routes.ts';
import { abstractService } from './abstract.service.ts';
import { boardApprovalRepository } from './board-approval.repository.ts';
import { boardApprovalRoutes } from './board-approval.routes.ts';
import { boardApprovalService, type TaleTransitions } from './board-approval.service.ts';
import { editorRepository } from './editor.repository.ts';
import { editorRoutes } from './editor.routes.ts';
import { workQueueRepository } from './work-queue.repository.ts';
import { workQueueRoutes } from './work-queue.routes.ts';

export const workflowRoutes: FastifyPluginAsyncZod<{ db: Db; tales: TaleTransitions }> = async (
  app,
  { db, tales },
) => {
  await app.register(abstractRoutes, {
    prefix: '/taleAbstract',
    abstracts: abstractService(abstractRepository(db)),
  });
  await app.register(boardApprovalRoutes, {
    prefix: '/advisoryBoardApproval',
    approvals: boardApprovalService(boardApprovalRepository(db), tales),
  });
  // Beside the tale routes, under their prefix (seed §7 places the queue there).
  await app.register(workQueueRoutes, { prefix: '/tales', repo: workQueueRepository(db) });
  await app.register(editorRoutes, { prefix: '/editors', repo: editorRepository(db) });
};
