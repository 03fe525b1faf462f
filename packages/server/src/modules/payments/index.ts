/** Payments: what each tale earns its compiler and reviewers, the coefficients, the bank file and exports. */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { coefficientRepository } from './coefficient.repository.ts';
import { ownPaymentRepository } from './own-payment.repository.ts';
import { ownPaymentRoutes } from './own-payment.routes.ts';
import { ownPaymentService } from './own-payment.service.ts';
import { paymentRepository } from './payment.repository.ts';
import { paymentRoutes } from './payment.routes.ts';
import { paymentService } from './payment.service.ts';
import { paymentExportRepository } from './payment-export.repository.ts';

export const paymentsModule: FastifyPluginAsync = fp(
  async (app) => {
    const { db } = app;
    await app.register(ownPaymentRoutes, {
      prefix: '/v1/payments',
      ownPayments: ownPaymentService(ownPaymentRepository(db)),
    });
    await app.register(paymentRoutes, {
      prefix: '/v1/payments',
      payments: paymentService({
        repo: paymentRepository(db),
        coefficients: coefficientRepository(db),
        exports: paymentExportRepository(db),
        secrets: app.secrets,
      }),
    });
  },
  { name: 'payments', dependencies: ['platform'] },
);
