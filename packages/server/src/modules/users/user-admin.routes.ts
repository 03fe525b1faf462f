/** The admin's Users calls of decisions.md: every route is the admin's, every write audited. */
import {
  userCreateSchema,
  userDetailSchema,
  userIdAnswerSchema,
  userListAnswerSchema,
  userListQuerySchema,
  userRevealAnswerSchema,
  userRolesSchema,
  userStatusSchema,
  userUpdateSchema,
} from '@masal/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/auth.ts';
import { errorAnswers, idParams } from '../../plugins/route-schemas.ts';
import type { userAdminService } from './user-admin.service.ts';
import type { UserDeletionService } from './user-deletion.service.ts';

const tags = ['users'];
const ok = z.object({ status: z.literal(true) });
const actorOf = (request: FastifyRequest) => ({ userId: sessionOf(request).userId, ip: request.ip });

export const userAdminRoutes: FastifyPluginAsyncZod<{
  users: ReturnType<typeof userAdminService>;
  deletions: UserDeletionService;
}> = async (app, { users, deletions }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: userListQuerySchema,
        response: { 200: userListAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => users.list(request.query),
  );

  app.get(
    '/:id',
    {
      schema: { tags, params: idParams, response: { 200: userDetailSchema, ...errorAnswers(401, 403, 404) } },
    },
    async (request) => users.get(request.params.id),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        body: userCreateSchema,
        response: { 200: userIdAnswerSchema, ...errorAnswers(400, 401, 403, 409, 415) },
      },
    },
    async (request) => ({ userId: await users.create(actorOf(request), request.body) }),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: userUpdateSchema,
        response: { 200: userDetailSchema, ...errorAnswers(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) => users.update(actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/:id/roles',
    {
      schema: {
        tags,
        params: idParams,
        body: userRolesSchema,
        response: { 200: userDetailSchema, ...errorAnswers(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) => users.setRoles(actorOf(request), request.params.id, request.body.roleIds),
  );

  app.put(
    '/:id/status',
    {
      schema: {
        tags,
        params: idParams,
        body: userStatusSchema,
        response: { 200: userDetailSchema, ...errorAnswers(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) => users.setActive(actorOf(request), request.params.id, request.body.active),
  );

  app.post(
    '/:id/invitation',
    { schema: { tags, params: idParams, response: { 200: ok, ...errorAnswers(401, 403, 404, 409) } } },
    async (request) => {
      await users.resendInvitation(actorOf(request), request.params.id);
      return { status: true as const };
    },
  );

  app.post(
    '/:id/passwordReset',
    { schema: { tags, params: idParams, response: { 200: ok, ...errorAnswers(401, 403, 404, 409) } } },
    async (request) => {
      await users.sendPasswordReset(actorOf(request), request.params.id);
      return { status: true as const };
    },
  );

  app.post(
    '/:id/reveal',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: userRevealAnswerSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => users.reveal(actorOf(request), request.params.id),
  );

  // KVKK: the admin's decision on a person's deletion request; both answer the user as it is afterwards.
  app.post(
    '/:id/anonymize',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: userDetailSchema, ...errorAnswers(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deletions.anonymize(actorOf(request), request.params.id);
      return users.get(request.params.id);
    },
  );

  app.post(
    '/:id/deletionRequest/reject',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: userDetailSchema, ...errorAnswers(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deletions.reject(actorOf(request), request.params.id);
      return users.get(request.params.id);
    },
  );
};
