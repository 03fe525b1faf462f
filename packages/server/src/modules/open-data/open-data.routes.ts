/**
 * GET /v1/open/… (decisions.md "the open archive"), public, no session: published tales a page at a time, and
 * the whole archive as JSON Lines or CSV (UTF-8 with a BOM, for spreadsheets).
 */
import type { Readable } from 'node:stream';
import { openTalesAnswerSchema, openTalesDownloadQuerySchema, openTalesQuerySchema } from '@masal/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../downloads/content-disposition.ts';
import { errorAnswers } from '../../plugins/route-schemas.ts';
import type { OpenDataService } from './open-data.service.ts';
import { OPEN_DATA_CSV_NAME } from './open-data-files.ts';

const tags = ['open data'];
const JSONL_NAME = 'masallar.jsonl';

/** A file written as it is read (the reply's own schema is for errors only). */
const sendDownload = (reply: FastifyReply, stream: Readable, type: string, fileName: string) =>
  reply.type(type).header('content-disposition', contentDisposition('attachment', fileName)).send(stream);

export const openDataRoutes: FastifyPluginAsyncZod<{ openData: OpenDataService }> = async (
  app,
  { openData },
) => {
  app.get(
    '/tales',
    {
      schema: {
        tags,
        summary: 'Published tales, a page at a time in id order; from/until: Istanbul days of publication',
        querystring: openTalesQuerySchema,
        response: { 200: openTalesAnswerSchema, ...errorAnswers(400) },
      },
    },
    async (request) => openData.page(request.query),
  );

  app.get(
    '/tales.jsonl',
    {
      schema: {
        tags,
        summary: 'Every published tale, one JSON record a line (application/x-ndjson), streamed',
        querystring: openTalesDownloadQuerySchema,
        response: errorAnswers(400),
      },
    },
    async (request, reply) =>
      sendDownload(reply, openData.jsonl(request.query), 'application/x-ndjson; charset=utf-8', JSONL_NAME),
  );

  app.get(
    '/tales.csv',
    {
      schema: {
        tags,
        summary: `Every published tale as CSV (UTF-8 with BOM, ';'), ${OPEN_DATA_CSV_NAME}, streamed`,
        querystring: openTalesDownloadQuerySchema,
        response: errorAnswers(400),
      },
    },
    async (request, reply) =>
      sendDownload(reply, openData.csv(request.query), 'text/csv; charset=utf-8', OPEN_DATA_CSV_NAME),
  );
};
