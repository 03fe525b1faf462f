/**
 * Institutions of seed §7. The list and one institution are open (the sign-up form picks from them);
 * creating, renaming and deleting are the admin's, each audited.
 */
import {
  compareTr,
  institutionCreateSchema,
  institutionDeleteSchema,
  institutionSchema,
  institutionUpdateSchema,
  institutionWithUserCountSchema,
  NO_INSTITUTION,
} from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/auth.ts';
import { errorAnswers, idParams } from '../../plugins/route-schemas.ts';
import type { InstitutionService } from './institution.service.ts';

const tags = ['institutions'];

/** The none option first, then Turkish alphabetical order (the database's collation may not be Turkish). */
const pickerOrder = <T extends { name: string }>(rows: T[]) =>
  rows.sort(
    (a, b) =>
      Number(b.name === NO_INSTITUTION) - Number(a.name === NO_INSTITUTION) || compareTr(a.name, b.name),
  );

export const institutionRoutes: FastifyPluginAsyncZod<{ institutions: InstitutionService }> = async (
  app,
  { institutions: service },
) => {
  // Open: the sign-up picker reads it, so it tells nothing about who belongs where.
  app.get('/', { schema: { tags, response: { 200: z.array(institutionSchema) } } }, async () =>
    pickerOrder(await service.list()),
  );

  // The admin's screen: the same list with each institution's user count (a static path, before /:id).
  app.get(
    '/withUserCount',
    {
      schema: {
        tags,
        response: { 200: z.array(institutionWithUserCountSchema), ...errorAnswers(401, 403) },
      },
    },
    async () => pickerOrder(await service.listWithUserCount()),
  );

  app.get(
    '/:id',
    { schema: { tags, params: idParams, response: { 200: institutionSchema, ...errorAnswers(404) } } },
    async (request) => service.get(request.params.id),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        body: institutionCreateSchema,
        response: { 200: institutionSchema, ...errorAnswers(400, 401, 403, 409, 415) },
      },
    },
    async (request) => service.create(sessionOf(request), request.body.name),
  );

  app.put(
    '/',
    {
      schema: {
        tags,
        body: institutionUpdateSchema,
        response: { 200: institutionSchema, ...errorAnswers(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) => service.rename(sessionOf(request), request.body.institutionId, request.body.name),
  );

  app.delete(
    '/',
    {
      schema: {
        tags,
        body: institutionDeleteSchema,
        response: {
          200: z.object({ status: z.literal(true) }),
          ...errorAnswers(400, 401, 403, 404, 409, 415),
        },
      },
    },
    async (request) => {
      await service.remove(sessionOf(request), request.body.institutionId);
      return { status: true as const };
    },
  );
};
