/**
 * The stored files on the API's origin, outside /v1 (decisions.md: "the API base plus the filePath"):
 * attachments of tales and announcements through a signed, expiring path and the viewer's current right to
 * their owner (profile images are the users module's). Honours Range, so media elements can seek.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Storage } from '../../storage/storage.ts';
import type { AttachmentService } from './attachment.service.ts';
import { signedFileRoute } from './signed-file.ts';

const tags = ['uploads'];

export const fileRoutes: FastifyPluginAsyncZod<{ attachments: AttachmentService; storage: Storage }> = async (
  app,
  { attachments, storage },
) => {
  signedFileRoute(app, {
    url: '/uploads/attachments/:id',
    tags,
    summary: "Download or play a tale's or an announcement's attachment (the filePath of an Attachment)",
    description:
      'u, e, s: the signature of the listed filePath, spelled exactly as listed (403 when forged, expired ' +
      'or spelled otherwise). `download=1` asks for ' +
      'Content-Disposition: attachment. Honours Range (206, 416).',
    storage,
    authorize: attachments.authorizeDownload,
  });
};
