/** GET /v1/payments: the caller's own payments (decisions.md), whatever their roles; never anyone else's. */
import { paymentListAnswerSchema, paymentListQuerySchema } from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { errorAnswers } from '../../plugins/route-schemas.ts';
import type { OwnPaymentService } from './own-payment.service.ts';

export const ownPaymentRoutes: FastifyPluginAsyncZod<{ ownPayments: OwnPaymentService }> = async (
  app,
  { ownPayments },
) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['payments'],
        querystring: paymentListQuerySchema,
        response: { 200: paymentListAnswerSchema, ...errorAnswers(400, 403) },
      },
    },
    async (request) => ownPayments.list(sessionOf(request).userId, request.query),
  );
};
