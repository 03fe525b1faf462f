/**
 * The stored files on the API's origin, outside /v1 (decisions.md: "the API base plus the filePath"):
 * attachments through a signed, expiring path and the viewer's current right to see the tale; profile
 * images publicly. Both honour Range, so media elements can seek.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../errors.ts';
import { errorAnswers } from '../../plugins/route-schemas.ts';
import type { Storage } from '../../storage/storage.ts';
import { PROFILE_IMAGE_NAME } from '../users/profile-image.service.ts';
import type { AttachmentService } from './attachment.service.ts';
import { sendStored } from './send-stored.ts';
import { signedFileRoute } from './signed-file.ts';

const tags = ['uploads'];

export const fileRoutes: FastifyPluginAsyncZod<{ attachments: AttachmentService; storage: Storage }> = async (
  app,
  { attachments, storage },
) => {
  signedFileRoute(app, {
    url: '/uploads/attachments/:id',
    tags,
    summary: 'Download or play an attachment (the filePath of an Attachment)',
    description:
      'u, e, s: the signature of the listed filePath, spelled exactly as listed (403 when forged, expired ' +
      'or spelled otherwise). `download=1` asks for ' +
      'Content-Disposition: attachment. Honours Range (206, 416).',
    storage,
    authorize: attachments.authorizeDownload,
  });

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
