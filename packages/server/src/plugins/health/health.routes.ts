/**
 * GET /v1/health — liveness: the process answers (a load balancer must not restart it because the database is
 * away); GET /v1/ready — readiness: 200 only while the database answers and the migrations are applied, else
 * 503 (send it no requests now; while the server stops, Fastify answers 503 to every request);
 * GET /v1/config — what the web app shows.
 */
import { healthAnswerSchema, MSG, siteConfigSchema } from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../route-schemas.ts';
import type { HealthService } from './health.service.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: healthAnswerSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/ready',
    { schema: { tags: ['health'], response: { 200: healthAnswerSchema, ...errorAnswers(503) } } },
    async (request, reply) => {
      const ready = await health.ready().catch((err: unknown) => {
        request.log.warn({ err }, 'not ready: the database does not answer');
        return false;
      });
      if (ready) return { status: 'ok' as const };
      return reply.code(503).send({ status: false, code: 'UNAVAILABLE', message: MSG.databaseUnavailable });
    },
  );

  app.get('/config', { schema: { tags: ['health'], response: { 200: siteConfigSchema } } }, async () =>
    health.siteConfig(),
  );
};
