/** GET /v1/institution/ — open to the sign-up form. Managing institutions comes with the admin screens. */
import { compareTr, institutionSchema } from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { institutions } from '../../db/schema/index.ts';
import { NO_INSTITUTION } from '../../db/seed.ts';

export const institutionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    { schema: { tags: ['institutions'], response: { 200: z.array(institutionSchema) } } },
    async () => {
      const rows = await db
        .select({ institutionId: institutions.institutionId, name: institutions.name })
        .from(institutions);
      // The none option first, then Turkish alphabetical order (the database's collation may not be Turkish).
      return rows.sort(
        (a, b) =>
          Number(b.name === NO_INSTITUTION) - Number(a.name === NO_INSTITUTION) || compareTr(a.name, b.name),
      );
    },
  );
};
