/** Statistics: counts of tales by status, region, type and person; offers `app.statistics` (its cache's hits) to the metrics. */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { statisticsRepository } from './statistics.repository.ts';
import { statisticsRoutes } from './statistics.routes.ts';
import { type StatisticsService, statisticsService } from './statistics.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    statistics: StatisticsService;
  }
}

export const statisticsModule: FastifyPluginAsync = fp(
  async (app) => {
    const statistics = statisticsService(statisticsRepository(app.db));
    app.decorate('statistics', statistics);
    await app.register(statisticsRoutes, { prefix: '/v1/statistics', statistics });
  },
  { name: 'statistics', dependencies: ['platform'] },
);
