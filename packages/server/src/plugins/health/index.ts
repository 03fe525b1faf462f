/** Health: whether this instance and its database answer (the load balancer's and the operator's check). */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { healthRepository } from './health.repository.ts';
import { healthRoutes } from './health.routes.ts';
import { healthService } from './health.service.ts';

export const healthPlugin: FastifyPluginAsync = fp(
  async (app) => {
    await app.register(healthRoutes, {
      prefix: '/v1',
      health: healthService(healthRepository(app.db), app.config),
    });
  },
  { name: 'health', dependencies: ['platform'] },
);
