/**
 * The workflow's calls beside PUT /v1/tales/ (decisions.md "Calls the seed leaves open": Workflow):
 * tale abstract, the editors' queue, the editor list. The advisory board's calls are their own module
 * (modules/advisory-board).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { abstractRepository } from './abstract.repository.ts';
import { abstractRoutes } from './abstract.routes.ts';
import { abstractService } from './abstract.service.ts';
import { editorRepository } from './editor.repository.ts';
import { editorRoutes } from './editor.routes.ts';
import { workQueueRepository } from './work-queue.repository.ts';
import { workQueueRoutes } from './work-queue.routes.ts';

export const workflowModule: FastifyPluginAsync = fp(
  async (app) => {
    const { db } = app;
    await app.register(abstractRoutes, {
      prefix: '/v1/taleAbstract',
      abstracts: abstractService(abstractRepository(db)),
    });
    // Beside the tale routes, under their prefix (seed §7 places the queue there).
    await app.register(workQueueRoutes, { prefix: '/v1/tales', repo: workQueueRepository(db) });
    await app.register(editorRoutes, { prefix: '/v1/editors', repo: editorRepository(db) });
  },
  { name: 'workflow', dependencies: ['platform'] },
);
