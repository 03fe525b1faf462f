/** PDFs: a tale and the staff's lists as documents, each tale read as its viewer may see it (`app.tales`). */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { pdfkitRenderer } from '../../pdf/pdfkit.renderer.ts';
import { pdfRepository } from './pdf.repository.ts';
import { pdfRoutes } from './pdf.routes.ts';
import { pdfService } from './pdf.service.ts';
import { pdfPublisher } from './pdf-labels.ts';

export const pdfModule: FastifyPluginAsync = fp(
  async (app) => {
    const pdf = pdfService({
      tales: app.tales,
      repo: pdfRepository(app.db),
      renderer: pdfkitRenderer({ publisher: pdfPublisher(app.config.copyrightText) }),
    });
    await app.register(pdfRoutes, { prefix: '/v1/pdf', pdf });
  },
  { name: 'pdf', dependencies: ['platform', 'tales'] },
);
