/**
 * A user's profile image: the upload under /v1/upload (one image, stored as a 256×256 JPEG) and the stored
 * image on the API's origin, outside /v1, public (decisions.md: "the API base plus the filePath").
 */
import { MSG, profileImageAnswerSchema } from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStored } from '../../downloads/send-stored.ts';
import { NotFound } from '../../errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { errorAnswers, idParams } from '../../plugins/route-schemas.ts';
import type { Storage } from '../../storage/storage.ts';
import { parsedFile } from '../../uploads/incoming-file.ts';
import { drainingOnError, registerUploadParsing } from '../../uploads/upload-request.ts';
import {
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_NAME,
  type ProfileImageService,
} from './profile-image.service.ts';

const tags = ['uploads'];

export const profileImageUploadRoutes: FastifyPluginAsyncZod<{
  profileImages: ProfileImageService;
  maxUploadBytes: number;
}> = async (app, { profileImages, maxUploadBytes }) => {
  await registerUploadParsing(app, maxUploadBytes);

  app.post(
    '/userProfileImage/:id',
    {
      schema: {
        tags,
        summary: "Set a user's profile image",
        description:
          'multipart/form-data with one image (jpeg, png, gif, webp) in a part named `file`; stored as a ' +
          '256×256 JPEG. Own profile only; admins any.',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: profileImageAnswerSchema, ...errorAnswers(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const fileSize = Math.min(maxUploadBytes, PROFILE_IMAGE_MAX_BYTES);
      const profileImageUrl = await drainingOnError(request, () =>
        profileImages.save(request.params.id, sessionOf(request), () =>
          request.isMultipart()
            ? parsedFile(request.file({ limits: { fileSize, files: 1 } }))
            : Promise.resolve(undefined),
        ),
      );
      return { status: true as const, message: MSG.profileImageSaved, profileImageUrl };
    },
  );
};

export const profileImageFileRoutes: FastifyPluginAsyncZod<{ storage: Storage }> = async (
  app,
  { storage },
) => {
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
