/**
 * The workflow (decisions.md "Calls the seed leaves open": Workflow): every role's transition of a tale
 * (PUT /v1/tales/, offered as `app.workflow` to the advisory board), the tale abstract, the editors' queue, the
 * editor list, and its parts in their own folders: the copy detection of a submit, the transitions' mails, the
 * past reviews, and the written publication requests. The advisory board's calls are their own module
 * (modules/advisory-board).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { abstractRepository } from './abstract.repository.ts';
import { abstractRoutes } from './abstract.routes.ts';
import { abstractService } from './abstract.service.ts';
import { copyDetectionPlugin } from './copy-detection/index.ts';
import { editorRepository } from './editor.repository.ts';
import { editorRoutes } from './editor.routes.ts';
import { editorService } from './editor.service.ts';
import { workflowMailsPlugin } from './mails/index.ts';
import { pastReviewsPlugin } from './past-reviews/index.ts';
import { taleTransitions } from './tale-transition.service.ts';
import { transitionRepository } from './transition.repository.ts';
import { transitionRoutes } from './transition.routes.ts';
import { workQueueRepository } from './work-queue.repository.ts';
import { workQueueRoutes } from './work-queue.routes.ts';
import { workQueueService } from './work-queue.service.ts';
import { writtenPubRequestsPlugin } from './written-pub-requests/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    workflow: ReturnType<typeof taleTransitions>;
  }
}

export const workflowModule: FastifyPluginAsync = fp(
  async (app) => {
    const { db } = app;
    const transitions = taleTransitions({
      repo: transitionRepository(db),
      reader: app.tales.reader,
      mailQueue: app.mailQueue,
    });
    app.decorate('workflow', transitions);
    // Beside the tale routes, under their prefix (seed §7 places the transition and the queue there).
    await app.register(transitionRoutes, { prefix: '/v1/tales', transitions });
    await app.register(abstractRoutes, {
      prefix: '/v1/taleAbstract',
      abstracts: abstractService(abstractRepository(db)),
    });
    await app.register(workQueueRoutes, {
      prefix: '/v1/tales',
      workQueue: workQueueService(workQueueRepository(db)),
    });
    await app.register(editorRoutes, { prefix: '/v1/editors', editors: editorService(editorRepository(db)) });
    await app.register(copyDetectionPlugin);
    await app.register(pastReviewsPlugin);
    await app.register(writtenPubRequestsPlugin);
    await app.register(workflowMailsPlugin);
  },
  { name: 'workflow', dependencies: ['platform', 'mail', 'tales'] },
);
