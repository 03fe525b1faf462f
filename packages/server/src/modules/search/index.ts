/** Search: the tales' quick and detailed search, over the search index the database keeps. */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { searchRepository } from './search.repository.ts';
import { searchRoutes } from './search.routes.ts';
import { searchService } from './search.service.ts';

export const searchModule: FastifyPluginAsync = fp(
  async (app) => {
    const search = searchService({ repo: searchRepository(app.db), fullTale: app.tales.getFull });
    await app.register(searchRoutes, { prefix: '/v1/tales', search });
  },
  { name: 'search', dependencies: ['platform', 'tales'] },
);
