/**
 * KVKK calls of the signed-in person (decisions.md): `GET /v1/profile/export` (a JSON file of everything kept
 * about them), `GET|POST /v1/profile/deletionRequest`. The account is always the session's: no path, query or
 * body parameter names anyone. Registered with the prefix /profile beside profile.routes.ts.
 */
import { deletionRequestAnswerSchema, personalDataExportSchema, personalDataFileName } from '@masal/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../downloads/content-disposition.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { errorAnswers } from '../../plugins/route-schemas.ts';
import type { PersonalDataService, Requester } from './personal-data.service.ts';

const tags = ['profile'];
const security = [{ bearer: [] }];
const requesterOf = (request: FastifyRequest): Requester => ({
  userId: sessionOf(request).userId,
  ip: request.ip,
});

export const personalDataRoutes: FastifyPluginAsyncZod<{ personalData: PersonalDataService }> = async (
  app,
  { personalData },
) => {
  app.get(
    '/export',
    {
      schema: { tags, security, response: { 200: personalDataExportSchema, ...errorAnswers(403) } },
    },
    async (request, reply) => {
      const data = await personalData.export(requesterOf(request));
      return reply
        .header('content-disposition', contentDisposition('attachment', personalDataFileName()))
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.get(
    '/deletionRequest',
    {
      schema: { tags, security, response: { 200: deletionRequestAnswerSchema, ...errorAnswers(403) } },
    },
    async (request) => personalData.deletionRequest(sessionOf(request).userId),
  );

  app.post(
    '/deletionRequest',
    {
      schema: {
        tags,
        security,
        response: { 200: deletionRequestAnswerSchema, ...errorAnswers(400, 403, 413, 415) },
      },
    },
    async (request) => personalData.requestDeletion(requesterOf(request)),
  );
};
