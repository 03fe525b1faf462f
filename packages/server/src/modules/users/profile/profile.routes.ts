/**
 * The signed-in user's own profile (decisions.md "Calls the seed leaves open"): GET and PUT /v1/profile,
 * PUT /v1/profile/password. Every route needs a session (403); each write is audited.
 */
import {
  MSG,
  messageAnswerSchema,
  passwordChangeSchema,
  profileAnswerSchema,
  profileSchema,
  profileUpdateSchema,
} from '@masal/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../../plugins/auth.ts';
import { errorAnswers } from '../../../plugins/route-schemas.ts';
import type { Caller, ProfileService } from './profile.service.ts';

const tags = ['profile'];

const callerOf = (request: FastifyRequest): Caller => {
  const { userId, sessionId } = sessionOf(request);
  return { userId, sessionId, ip: request.ip };
};

export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (app, { profile }) => {
  app.get(
    '/',
    { schema: { tags, response: { 200: profileSchema, ...errorAnswers(403) } } },
    async (request) => profile.get(sessionOf(request).userId),
  );

  app.put(
    '/',
    {
      schema: {
        tags,
        body: profileUpdateSchema,
        response: { 200: profileAnswerSchema, ...errorAnswers(400, 403, 413, 415) },
      },
    },
    async (request) => ({
      status: true,
      message: MSG.profileSaved,
      user: await profile.update(callerOf(request), request.body),
    }),
  );

  app.put(
    '/password',
    {
      schema: {
        tags,
        body: passwordChangeSchema,
        response: { 200: messageAnswerSchema, ...errorAnswers(400, 403, 413, 415) },
      },
    },
    async (request) => {
      await profile.changePassword(callerOf(request), request.body);
      return { status: true, message: MSG.passwordChanged };
    },
  );
};
