/**
 * The admin's payment calls (decisions.md "Calls the seed leaves open": Payments): GET /admin,
 * PUT /approve, PUT /paid, GET /export (a file download), GET|PUT /coefficient and POST /{id}/adjustments.
 * The guard (plugins/auth.ts) checks the role before validation, so someone not allowed learns nothing from the
 * field messages.
 */

import type { Readable } from 'node:stream';
import {
  paymentAdjustmentInputSchema,
  paymentAdminAnswerSchema,
  paymentAdminQuerySchema,
  paymentApproveSchema,
  paymentBatchAnswerSchema,
  paymentCoefficientAnswerSchema,
  paymentCoefficientInputSchema,
  paymentExportQuerySchema,
  paymentPaidSchema,
  paymentSchema,
} from '@masal/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../downloads/content-disposition.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { errorAnswers, idParams } from '../../plugins/route-schemas.ts';
import type { PaymentService } from './payment.service.ts';

const tags = ['payments'];

/** A streamed download; the route's schema describes only its error answers. */
const sendFile = (reply: FastifyReply, file: { stream: Readable; contentType: string; fileName: string }) =>
  reply
    .type(file.contentType)
    .header('content-disposition', contentDisposition('attachment', file.fileName))
    .header('cache-control', 'no-store')
    .send(file.stream);

export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (
  app,
  { payments },
) => {
  app.get(
    '/admin',
    {
      schema: {
        tags,
        querystring: paymentAdminQuerySchema,
        response: { 200: paymentAdminAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => payments.list(request.query),
  );

  app.put(
    '/approve',
    {
      schema: {
        tags,
        body: paymentApproveSchema,
        response: { 200: paymentBatchAnswerSchema, ...errorAnswers(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request) => ({ updated: await payments.approve(sessionOf(request), request.body.paymentIds) }),
  );

  app.put(
    '/paid',
    {
      schema: {
        tags,
        body: paymentPaidSchema,
        response: { 200: paymentBatchAnswerSchema, ...errorAnswers(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request) => ({
      updated: await payments.pay(sessionOf(request), request.body.paymentIds, request.body.paidAt),
    }),
  );

  app.get(
    '/export',
    {
      schema: {
        tags,
        description:
          'The bank file (CSV or XLSX) of approved payments; each download is audited with its SHA-256.',
        querystring: paymentExportQuerySchema,
        response: errorAnswers(400, 401, 403, 409),
      },
    },
    async (request, reply) => {
      const file = await payments.exportFile(sessionOf(request), request.query);
      return sendFile(reply, file);
    },
  );

  app.get(
    '/coefficient',
    {
      schema: { tags, response: { 200: paymentCoefficientAnswerSchema, ...errorAnswers(401, 403) } },
    },
    async () => payments.coefficient(),
  );

  app.put(
    '/coefficient',
    {
      schema: {
        tags,
        body: paymentCoefficientInputSchema,
        response: { 200: paymentCoefficientAnswerSchema, ...errorAnswers(400, 401, 403, 413, 415) },
      },
    },
    async (request) => payments.setCoefficient(sessionOf(request), request.body.value),
  );

  app.post(
    '/:id/adjustments',
    {
      schema: {
        tags,
        params: idParams,
        body: paymentAdjustmentInputSchema,
        response: { 200: paymentSchema, ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => payments.adjust(sessionOf(request), request.params.id, request.body),
  );
};
