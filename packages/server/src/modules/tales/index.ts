/**
 * Tales: a compiler's tales and their source persons, the editors' edits, and the tale groups they are filed
 * under (tale-groups/). Offers `app.tales` to search, the workflow and the PDFs, which read a tale as its viewer
 * may see it.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { sourcePersonRoutes } from './source-person.routes.ts';
import { taleRepository } from './tale.repository.ts';
import { taleRoutes } from './tale.routes.ts';
import { type TaleService, taleService } from './tale.service.ts';
import { taleGroupsPlugin } from './tale-groups/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tales: TaleService;
  }
}

export const talesModule: FastifyPluginAsync = fp(
  async (app) => {
    const tales = taleService({
      repo: taleRepository(app.db),
      attachments: app.attachments,
    });
    app.decorate('tales', tales);
    await app.register(taleRoutes, { prefix: '/v1/tales', tales });
    await app.register(sourcePersonRoutes, { prefix: '/v1/sourcePersons', tales });
    await app.register(taleGroupsPlugin);
  },
  { name: 'tales', dependencies: ['platform', 'attachments'] },
);
