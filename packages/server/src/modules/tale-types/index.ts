/** Tale types (the seed's tale groups): the classification a tale is filed under, kept by the admins. */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { taleTypeRepository } from './tale-type.repository.ts';
import { taleTypeRoutes } from './tale-type.routes.ts';
import { taleTypeService } from './tale-type.service.ts';

export const taleTypesModule: FastifyPluginAsync = fp(
  async (app) => {
    await app.register(taleTypeRoutes, {
      prefix: '/v1/taleGroups',
      taleTypes: taleTypeService(taleTypeRepository(app.db)),
    });
  },
  { name: 'tale-types', dependencies: ['platform'] },
);
