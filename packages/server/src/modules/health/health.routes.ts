/** GET /v1/health — 200 when the database answers; GET /v1/config — what the web app shows from configuration. */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
  app.get(
    '/config',
    { schema: { tags: ['health'], response: { 200: z.object({ copyrightText: z.string() }) } } },
    async () => ({ copyrightText: config.copyrightText }),
  );
};
