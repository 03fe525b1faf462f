/**
 * Search: the tales' quick and detailed search, over the search index the database keeps. Offers
 * `app.publicSearch` (the same search over published tales, on their public fields) to the reading room.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { type PublicSearch, publicSearch } from './public-search.ts';
import { searchRepository } from './search.repository.ts';
import { searchRoutes } from './search.routes.ts';
import { searchService } from './search.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    publicSearch: PublicSearch;
  }
}

export const searchModule: FastifyPluginAsync = fp(
  async (app) => {
    const search = searchService({ repo: searchRepository(app.db), fullTale: app.tales.getFull });
    app.decorate('publicSearch', publicSearch(app.db));
    await app.register(searchRoutes, { prefix: '/v1/tales', search });
  },
  { name: 'search', dependencies: ['platform', 'tales'] },
);
