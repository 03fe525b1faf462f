/** Auth calls of seed §7 plus sign-out and the signed-in user's own record. Thin: parse, call, answer. */
import {
  acceptInvitationSchema,
  activationSchema,
  forgotAnswerSchema,
  forgotPasswordSchema,
  invitationAnswerSchema,
  invitationLookupSchema,
  MSG,
  meAnswerSchema,
  messageAnswerSchema,
  resetPasswordRequestSchema,
  signInAnswerSchema,
  signInSchema,
  signUpAnswerSchema,
  signUpSchema,
} from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PerAddressLimit } from '../../limits/per-address.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { errorAnswers } from '../../plugins/route-schemas.ts';
import type { AuthService } from './auth.service.ts';

const tags = ['auth'];
/** The unauthenticated calls: a JSON body, and the per-address limit (429). */
const publicErrors = errorAnswers(400, 413, 415, 429);

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  perAddress: PerAddressLimit;
}> = async (app, { auth, perAddress }) => {
  // Per-address limit on every unauthenticated auth call; sign-in is also limited per account and address in the service.
  app.post(
    '/login',
    {
      onRequest: perAddress,
      schema: { tags, body: signInSchema, response: { 200: signInAnswerSchema, ...publicErrors } },
    },
    async (request) => {
      const { user, token } = await auth.signIn(request.body, request.ip);
      return { status: true, message: MSG.signInSuccess, user, token };
    },
  );

  app.post(
    '/signUp',
    {
      onRequest: perAddress,
      schema: {
        tags,
        body: signUpSchema,
        response: { 201: signUpAnswerSchema, ...publicErrors },
      },
    },
    async (request, reply) => {
      // No id: the answer is the same whether or not an account was made (no enumeration).
      await auth.signUp(request.body, request.ip);
      return reply.code(201).send({ status: true, userId: null, message: MSG.signUpSuccess });
    },
  );

  app.post(
    '/forgotMyPassword',
    {
      onRequest: perAddress,
      schema: { tags, body: forgotPasswordSchema, response: { 200: forgotAnswerSchema, ...publicErrors } },
    },
    async (request) => {
      await auth.forgotPassword(request.body.email);
      return { status: true, user: null, message: MSG.forgotSent };
    },
  );

  app.post(
    '/resetPasswordUser',
    {
      onRequest: perAddress,
      schema: {
        tags,
        body: resetPasswordRequestSchema,
        response: { 200: messageAnswerSchema, ...publicErrors },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body, request.ip);
      return { status: true, message: MSG.resetSuccess };
    },
  );

  // The welcome page of a staff invitation: who it is for, then their first password (the code alone names them).
  app.post(
    '/invitation',
    {
      onRequest: perAddress,
      schema: {
        tags,
        body: invitationLookupSchema,
        response: { 200: invitationAnswerSchema, ...publicErrors },
      },
    },
    async (request) => ({ status: true, invitation: await auth.invitation(request.body.reminderCode) }),
  );

  app.post(
    '/acceptInvitation',
    {
      onRequest: perAddress,
      schema: { tags, body: acceptInvitationSchema, response: { 200: messageAnswerSchema, ...publicErrors } },
    },
    async (request) => {
      await auth.acceptInvitation(request.body, request.ip);
      return { status: true, message: MSG.invitationAccepted };
    },
  );

  app.post(
    '/activeUser',
    {
      onRequest: perAddress,
      schema: {
        tags,
        body: activationSchema,
        response: { 200: messageAnswerSchema, ...publicErrors },
      },
    },
    async (request) => {
      await auth.activate(request.body, request.ip);
      return { status: true, message: MSG.activationSuccess };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        response: { 200: messageAnswerSchema, ...errorAnswers(400, 403, 413, 415) },
      },
    },
    async (request) => {
      await auth.signOut(sessionOf(request).sessionId);
      return { status: true, message: MSG.logoutSuccess };
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        response: { 200: meAnswerSchema, ...errorAnswers(400, 403) },
      },
    },
    async (request) => ({ status: true, user: await auth.me(sessionOf(request).userId) }),
  );
};
