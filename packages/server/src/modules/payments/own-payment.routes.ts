/** GET /v1/payments: the caller's own payments (decisions.md), whatever their roles; never anyone else's. */
import { paymentListAnswerSchema, paymentListQuerySchema } from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { errorAnswers } from '../../plugins/route-schemas.ts';
import type { OwnPaymentRepository } from './own-payment.repository.ts';
import { toPayment } from './payment-columns.ts';

export const ownPaymentRoutes: FastifyPluginAsyncZod<{ repo: OwnPaymentRepository }> = async (
  app,
  { repo },
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
    async (request) => {
      const { rows, totals, total } = await repo.list(sessionOf(request).userId, request.query);
      return { rows: rows.map(toPayment), total, totals };
    },
  );
};
