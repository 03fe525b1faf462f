/** GET /v1/payments: the caller's own payments (decisions.md), whatever their roles; never anyone else's. */
import { type Payment, paymentListAnswerSchema, paymentListQuerySchema } from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession, sessionOf } from '../../plugins/auth.ts';
import { errorAnswers } from '../../plugins/route-schemas.ts';
import type { OwnPaymentRepository } from './own-payment.repository.ts';

type PaymentRow = Awaited<ReturnType<OwnPaymentRepository['list']>>['rows'][number];

/** The database prints numeric(10,4) as "25.1000"; the coefficient travels as it is written, "25.1". */
const coefficientText = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

const toPayment = (row: PaymentRow): Payment => ({
  ...row,
  coefficient: coefficientText(row.coefficient),
  createdAt: row.createdAt.toISOString(),
  approvedAt: row.approvedAt?.toISOString() ?? null,
});

export const ownPaymentRoutes: FastifyPluginAsyncZod<{ repo: OwnPaymentRepository }> = async (
  app,
  { repo },
) => {
  app.get(
    '/',
    {
      preValidation: requireSession,
      schema: {
        tags: ['payments'],
        querystring: paymentListQuerySchema,
        response: { 200: paymentListAnswerSchema, ...errorAnswers(400, 403) },
      },
    },
    async (request) => {
      const { rows, total } = await repo.list(sessionOf(request).userId, request.query);
      return { rows: rows.map(toPayment), total };
    },
  );
};
