/** Attachment look-ups of seed §7 under /v1/utils; both need the right to see the tale. */
import { attachmentSchema } from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/auth.ts';
import { errorAnswers, idParams } from '../../plugins/route-schemas.ts';
import type { AttachmentService } from './attachment.service.ts';

const tags = ['uploads'];

export const utilsRoutes: FastifyPluginAsyncZod<{ attachments: AttachmentService }> = async (
  app,
  { attachments },
) => {
  app.get(
    '/fileUploadByTaleId/:id',
    {
      schema: {
        tags,
        summary: "A tale's attachments (id = taleId), with signed file paths",
        params: idParams,
        response: { 200: z.array(attachmentSchema), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    (request) => attachments.listForViewer(request.params.id, sessionOf(request)),
  );

  app.get(
    '/fileUploadByTaleAttachmentId/:id',
    {
      schema: {
        tags,
        summary: 'One attachment (id = attachment id), with a signed file path',
        params: idParams,
        response: { 200: attachmentSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    (request) => attachments.getForViewer(request.params.id, sessionOf(request)),
  );
};
