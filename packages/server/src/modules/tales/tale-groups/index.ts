/** Tale groups (and their subgroups): the classification a tale is filed under, kept by the admins. */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { taleGroupRepository } from './tale-group.repository.ts';
import { taleGroupRoutes } from './tale-group.routes.ts';
import { taleGroupService } from './tale-group.service.ts';

export const taleGroupsPlugin: FastifyPluginAsync = fp(
  async (app) => {
    await app.register(taleGroupRoutes, {
      prefix: '/v1/taleGroups',
      taleGroups: taleGroupService(taleGroupRepository(app.db)),
    });
  },
  { name: 'tale-groups', dependencies: ['platform'] },
);
