/**
 * Uploads of seed §7 under /v1/upload: tale attachments (multipart, field `file`, several files per request),
 * deleting one, publishing one; an announcement's attachments, adding and deleting them (the profile image is
 * the users module's). Multipart is parsed here only, streamed, never read whole.
 */
import {
  announcementUploadAnswerSchema,
  attachmentPublishedAnswerSchema,
  attachmentPublishedSchema,
  deleteAttachmentSchema,
  MSG,
  messageAnswerSchema,
  uploadAnswerSchema,
} from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { errorAnswers, idParams } from '../../plugins/route-schemas.ts';
import { parsedFiles } from '../../uploads/incoming-file.ts';
import { drainingOnError, noFiles, registerUploadParsing } from '../../uploads/upload-request.ts';
import type { AttachmentService } from './attachment.service.ts';

const tags = ['uploads'];
const announcementTags = ['announcements'];

/** Changing a tale's attachments answers as changing its text does: 409 for its owner once it is in the workflow. */
const attachmentErrors = errorAnswers(400, 401, 403, 404, 409, 413, 415);

export const uploadRoutes: FastifyPluginAsyncZod<{
  attachments: AttachmentService;
  maxUploadBytes: number;
}> = async (app, { attachments, maxUploadBytes }) => {
  await registerUploadParsing(app, maxUploadBytes);

  app.post(
    '/taleAttachment/:id',
    {
      schema: {
        tags,
        summary: 'Upload attachments to a tale',
        description:
          'multipart/form-data; each file in a part named `file` (repeat it for several files). The type is ' +
          'decided from the bytes: video (mp4, webm, ogg, quicktime, 3gpp, mpeg), audio (mp3, wav, ogg, ' +
          'm4a/aac, amr), image (jpeg, png, gif, webp), Word, PowerPoint, PDF. All files are stored or none: ' +
          '413 past MAX_UPLOAD_MB, 415 for another type, 400 without a file. Needs the right to edit the tale ' +
          '(its owner gets 409 WRONG_STATE once the tale is in the workflow, as for its text).',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: uploadAnswerSchema, ...attachmentErrors },
      },
    },
    async (request) => {
      const uploadList = await drainingOnError(request, () =>
        // A request that is not multipart carries no file: the service answers 400 after its permission check.
        attachments.upload(
          request.params.id,
          sessionOf(request),
          request.isMultipart() ? parsedFiles(request.files()) : noFiles(),
        ),
      );
      return { status: true as const, message: MSG.attachmentUploaded, uploadList };
    },
  );

  app.post(
    '/deleteTaleAttachment',
    {
      schema: {
        tags,
        summary: 'Delete one attachment (its id)',
        description:
          'Its owner only, while the tale is theirs to change (draft, revision requested): staff get 401 with ' +
          'what to do instead (mark it unpublished).',
        body: deleteAttachmentSchema,
        response: { 200: messageAnswerSchema, ...attachmentErrors },
      },
    },
    async (request) => {
      await attachments.remove(request.body.id, sessionOf(request));
      return { status: true, message: MSG.attachmentDeleted };
    },
  );

  app.post(
    '/taleAttachmentPublished',
    {
      schema: {
        tags,
        summary: 'Mark one attachment published or not (staff who may edit the tale)',
        description:
          'published=false keeps the file stored and listed for the owner and staff (marked as not published) but ' +
          "out of the reading room: readers get neither its row nor its bytes. Staff do not delete a compiler's " +
          'files. The assigned editor at 3; editor assistants and admins at 6, 7 and 9.',
        body: attachmentPublishedSchema,
        response: {
          200: attachmentPublishedAnswerSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { id, published } = request.body;
      const attachment = await attachments.setPublished(id, published, sessionOf(request));
      return {
        status: true as const,
        message: published ? MSG.attachmentRepublished : MSG.attachmentUnpublished,
        attachment,
      };
    },
  );

  app.post(
    '/announcementAttachment/:id',
    {
      schema: {
        tags: announcementTags,
        summary: 'Attach files to an announcement (its author or an admin)',
        description:
          'multipart/form-data, each file in a part named `file`; the same types and limits as tale ' +
          'attachments (413 past MAX_UPLOAD_MB, 415 for another type, 400 without a file); all or none.',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: {
          200: announcementUploadAnswerSchema,
          ...errorAnswers(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request) => {
      const uploadList = await drainingOnError(request, () =>
        attachments.uploadToAnnouncement(
          request.params.id,
          sessionOf(request),
          request.isMultipart() ? parsedFiles(request.files()) : noFiles(),
        ),
      );
      return { status: true as const, message: MSG.attachmentUploaded, uploadList };
    },
  );

  app.delete(
    '/announcementAttachment/:id',
    {
      schema: {
        tags: announcementTags,
        summary: "Delete one of an announcement's attachments (its author or an admin)",
        params: idParams,
        response: { 200: messageAnswerSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      await attachments.removeFromAnnouncement(request.params.id, sessionOf(request));
      return { status: true, message: MSG.attachmentDeleted };
    },
  );
};
