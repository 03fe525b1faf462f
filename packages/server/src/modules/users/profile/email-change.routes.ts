/**
 * The e-mail change (decisions.md "Calls the seed leaves open": Profile): `POST /v1/profile/email` for the
 * signed-in user (no user id: only the own address), and the public `POST /v1/auth/confirmEmail` that the
 * link sent to the new address leads to, limited per address like the other unauthenticated auth calls.
 */
import { confirmEmailSchema, emailChangeSchema, MSG, messageAnswerSchema } from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PerAddressLimit } from '../../../limits/per-address.ts';
import { sessionOf } from '../../../plugins/auth.ts';
import { errorAnswers } from '../../../plugins/route-schemas.ts';
import type { EmailChangeService } from './email-change.service.ts';

export const emailChangeRoutes: FastifyPluginAsyncZod<{
  emailChange: EmailChangeService;
  perAddress: PerAddressLimit;
}> = async (app, { emailChange, perAddress }) => {
  app.post(
    '/profile/email',
    {
      schema: {
        tags: ['profile'],
        body: emailChangeSchema,
        response: { 200: messageAnswerSchema, ...errorAnswers(400, 403, 413, 415) },
      },
    },
    async (request) => {
      const { userId, sessionId } = sessionOf(request);
      await emailChange.request({ userId, sessionId, ip: request.ip }, request.body);
      return { status: true, message: MSG.emailChangeSent };
    },
  );

  app.post(
    '/auth/confirmEmail',
    {
      onRequest: perAddress,
      schema: {
        tags: ['auth'],
        body: confirmEmailSchema,
        response: { 200: messageAnswerSchema, ...errorAnswers(400, 409, 413, 415, 429) },
      },
    },
    async (request) => {
      await emailChange.confirm(request.body.code, request.ip);
      return { status: true, message: MSG.emailChanged };
    },
  );
};
