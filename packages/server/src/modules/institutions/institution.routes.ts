/** GET /v1/institution/ — open to the sign-up form. Managing institutions comes with the admin screens. */
import { compareTr, institutionSchema } from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NO_INSTITUTION } from '../../db/seed.ts';
import type { InstitutionRepository } from './institution.repository.ts';

export const institutionRoutes: FastifyPluginAsyncZod<{ repo: InstitutionRepository }> = async (
  app,
  { repo },
) => {
  app.get(
    '/',
    { schema: { tags: ['institutions'], response: { 200: z.array(institutionSchema) } } },
    async () => {
      const rows = await repo.list();
      // The none option first, then Turkish alphabetical order (the database's collation may not be Turkish).
      return rows.sort(
        (a, b) =>
          Number(b.name === NO_INSTITUTION) - Number(a.name === NO_INSTITUTION) || compareTr(a.name, b.name),
      );
    },
  );
};
