/** GET /v1/health — 200 when the database answers; GET /v1/config — what the web app shows from configuration. */
import { healthAnswerSchema, siteConfigSchema } from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { HealthRepository } from './health.repository.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ repo: HealthRepository; config: Config }> = async (
  app,
  { repo, config },
) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: healthAnswerSchema } } }, async () => {
    await repo.ping();
    return { status: 'ok' as const };
  });
  app.get('/config', { schema: { tags: ['health'], response: { 200: siteConfigSchema } } }, async () => ({
    copyrightText: config.copyrightText,
  }));
};
