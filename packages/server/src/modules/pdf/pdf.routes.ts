/**
 * PDF calls of seed §7 (GET, binary): /pdf/tale/{id} (shown inline), /pdf/tales/criterion/{criterion} and
 * /pdf/tales/advisoryBoard/{id} (downloaded as MasalListesi.pdf, the seed's name); each criterion's list under a
 * name saying what it lists (PDF_LIST_FILE_NAMES). Private content: never cached on the way.
 */

import type { Readable } from 'node:stream';
import { PDF_LIST_FILE_NAMES, str, TALE_SORT_FIELDS } from '@masal/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../downloads/content-disposition.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { errorAnswers, idParams } from '../../plugins/route-schemas.ts';
import { PDF_CRITERIA, type PdfService } from './pdf.service.ts';

const tags = ['pdf'];

/** An unknown criterion names no list: 404, as any path parameter that names nothing (plugins/errors.ts). */
const criterionParams = z.object({ criterion: z.enum(PDF_CRITERIA) });
/** The list screen's order and name search (GET /v1/tales/'s own parameters). */
const listViewQuery = z.object({
  sort: z.enum(TALE_SORT_FIELDS).default('updatedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  q: str().trim().max(100).optional(),
});

const sendPdf = (
  reply: FastifyReply,
  kind: 'inline' | 'attachment',
  fileName: string,
  pdf: Buffer | Readable,
) =>
  reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition(kind, fileName))
    .header('cache-control', 'no-store')
    .send(pdf);

export const pdfRoutes: FastifyPluginAsyncZod<{ pdf: PdfService }> = async (app, { pdf }) => {
  app.get(
    '/tale/:id',
    {
      schema: {
        tags,
        summary: 'The tale as its preview shows it (application/pdf, inline)',
        params: idParams,
        response: errorAnswers(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return sendPdf(reply, 'inline', `Masal-${id}.pdf`, await pdf.tale(sessionOf(request), id));
    },
  );

  app.get(
    '/tales/criterion/:criterion',
    {
      schema: {
        tags,
        summary: "A criterion's list of tales (application/pdf), the rows its list screen shows the caller",
        params: criterionParams,
        querystring: listViewQuery,
        response: errorAnswers(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { criterion } = request.params;
      const list = pdf.criterionList(sessionOf(request), criterion, request.query);
      return sendPdf(reply, 'attachment', PDF_LIST_FILE_NAMES[criterion], list);
    },
  );

  app.get(
    '/tales/advisoryBoard/:id',
    {
      // The advisory board screen's guard: the advisory board and admins; before the id is read, so a refusal is
      // 403/401.
      schema: {
        tags,
        summary: 'The tales waiting for the advisory board and those member {id} decided (MasalListesi.pdf)',
        params: idParams,
        response: errorAnswers(401, 403, 404),
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        'attachment',
        PDF_LIST_FILE_NAMES.advisoryBoardMember,
        await pdf.advisoryBoardList(request.params.id),
      ),
  );
};
