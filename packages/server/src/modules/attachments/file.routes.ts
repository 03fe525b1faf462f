/**
 * The stored files on the API's origin, outside /v1 (decisions.md: "the API base plus the filePath"):
 * attachments through a signed, expiring path and the viewer's current right to see the tale; profile
 * images publicly. Both honour Range, so media elements can seek.
 */
import { errorAnswerSchema } from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../errors.ts';
import { errorAnswers, idParams } from '../../plugins/route-schemas.ts';
import type { Storage } from '../../storage/storage.ts';
import { PROFILE_IMAGE_NAME } from '../users/profile-image.service.ts';
import type { AttachmentService } from './attachment.service.ts';
import { sendStored } from './send-stored.ts';

const tags = ['uploads'];

export const fileRoutes: FastifyPluginAsyncZod<{ attachments: AttachmentService; storage: Storage }> = async (
  app,
  { attachments, storage },
) => {
  app.get(
    '/uploads/attachments/:id',
    {
      schema: {
        tags,
        summary: 'Download or play an attachment (the filePath of an Attachment)',
        description:
          'u, e, s: the signature of the listed filePath, spelled exactly as listed (403 when forged, expired ' +
          'or spelled otherwise). `download=1` asks for ' +
          'Content-Disposition: attachment. Honours Range (206, 416).',
        params: idParams,
        querystring: z.object({
          u: z.string().optional(),
          e: z.string().optional(),
          s: z.string().optional(),
          download: z.string().optional(),
        }),
        response: {
          ...errorAnswers(400, 401, 404),
          403: errorAnswerSchema.describe('LINK_EXPIRED: the signature is forged or has expired.'),
        },
      },
    },
    async (request, reply) => {
      const file = await attachments.authorizeDownload(request.params.id, request.query);
      return sendStored(request, reply, storage, {
        storageKey: file.storageKey,
        mimeType: file.mimeType,
        etag: file.sha256,
        // The signed user's copy only; short, as the right to see the tale can be withdrawn.
        cacheControl: 'private, max-age=300',
        fileName: file.fileName,
        disposition: request.query.download && request.query.download !== '0' ? 'attachment' : 'inline',
        missingLogLevel: 'error',
      });
    },
  );

  app.get(
    '/uploads/images/:name',
    {
      schema: {
        tags,
        summary: 'A profile image (the profileImageUrl of a user)',
        params: z.object({ name: z.string() }),
        response: errorAnswers(404),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!PROFILE_IMAGE_NAME.test(name)) throw new NotFound();
      // A new image gets a new name, so a name's content never changes.
      return sendStored(request, reply, storage, {
        storageKey: `images/${name}`,
        mimeType: 'image/jpeg',
        etag: name.slice(0, -'.jpg'.length),
        cacheControl: 'public, max-age=31536000, immutable',
        // Anyone may ask for any name.
        missingLogLevel: 'debug',
      });
    },
  );
};
