/**
 * Resumable uploads of tale attachments over tus 1.0 at /v1/upload/tus (the contract: README.md). Each route
 * checks the session (the guard) and the rules (the service) before tus reads a byte, then hands the raw
 * request to tus, which answers it. No body is parsed in this scope: a PATCH's bytes go to the store unread.
 */
import { MSG } from '@masal/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { errorAnswers } from '../../plugins/route-schemas.ts';
import { CHECKSUM_ALGORITHMS, type PartChecksum } from '../../storage/resumable-store.ts';
import type { ResumableUploadService } from './resumable-upload.service.ts';
import { ATTACHMENT_ID_HEADER, type TusServer } from './tus-server.ts';

const tags = ['uploads'];
const uploadParams = z.object({ id: z.string() });
/** Whatever the route answers itself; the rest of tus's answers are in README.md. */
const uploadErrors = errorAnswers(400, 401, 403, 404, 409);
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

/** `Upload-Checksum: <algorithm> <base64 digest>` of the checksum extension; malformed or unknown: 400. */
function partChecksumOf(value: string | undefined): PartChecksum | undefined {
  if (value === undefined) return undefined;
  const [algorithm = '', digest = '', ...rest] = value.trim().split(/\s+/);
  const known = CHECKSUM_ALGORITHMS.find((a) => a === algorithm);
  if (!known || !BASE64.test(digest) || rest.length > 0)
    throw new Invalid(MSG.uploadRequestInvalid, [
      { field: 'Upload-Checksum', message: MSG.uploadRequestInvalid },
    ]);
  return { algorithm: known, digest };
}

/** A body on a request that should have none (creation-with-upload is not offered). */
const hasBody = (request: FastifyRequest) =>
  Number(header(request, 'content-length') ?? 0) > 0 || header(request, 'transfer-encoding') !== undefined;

/** A finished upload as HEAD sees it: every byte received, and the attachment it became. */
function answerFinished(reply: FastifyReply, attachmentId: number, size: number) {
  return reply
    .headers({
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': String(size),
      'Upload-Length': String(size),
      'Cache-Control': 'no-store',
      [ATTACHMENT_ID_HEADER]: String(attachmentId),
    })
    .send();
}

export const tusRoutes: FastifyPluginAsyncZod<{ service: ResumableUploadService; tus: TusServer }> = async (
  app,
  { service, tus },
) => {
  // Bodies stay unread in this scope, whatever their type: tus reads a PATCH's, the rest have none.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  const toTus = async (request: FastifyRequest, reply: FastifyReply, checksum?: PartChecksum) => {
    const viewer = request.session ? sessionOf(request) : undefined;
    reply.hijack();
    await tus.handle({ raw: request.raw, viewer, checksum }, reply.raw);
  };

  app.options(
    '/tus',
    {
      schema: {
        tags,
        summary: 'Resumable uploads (tus 1.0): what the server offers',
        description:
          'Tus-Version, Tus-Extension (creation, termination, checksum, expiration), Tus-Max-Size ' +
          '(MAX_UPLOAD_MB) and Tus-Checksum-Algorithm. No session needed.',
      },
    },
    async (request, reply) => {
      reply.raw.setHeader('Tus-Checksum-Algorithm', CHECKSUM_ALGORITHMS.join(','));
      await toTus(request, reply);
    },
  );

  app.post(
    '/tus',
    {
      schema: {
        tags,
        summary: 'Create a resumable upload of a tale attachment (tus creation)',
        description:
          'Upload-Length and Upload-Metadata with `taleId` and `filename`; no body. 201 with Location ' +
          '/v1/upload/tus/{id} and Upload-Expires. The same rules as the multipart upload: the right to edit the ' +
          'tale (its owner gets 409 WRONG_STATE once the tale is in the workflow), 413 past MAX_UPLOAD_MB.',
        response: errorAnswers(400, 401, 403, 404, 409, 413),
      },
    },
    async (request, reply) => {
      const viewer = sessionOf(request);
      await service.authorizeCreation(
        {
          uploadLength: header(request, 'upload-length'),
          deferLength: header(request, 'upload-defer-length') !== undefined,
          metadata: header(request, 'upload-metadata'),
          hasBody: hasBody(request),
        },
        viewer,
      );
      await toTus(request, reply);
    },
  );

  app.head(
    '/tus/:id',
    {
      config: { swagger: { exposeHeadRoute: true } },
      schema: {
        tags,
        summary: "A resumable upload's offset (tus)",
        description:
          'Upload-Offset and Upload-Length; a finished upload answers its length as offset and ' +
          `${ATTACHMENT_ID_HEADER}. Its uploader only, while the tale is still theirs to change.`,
        params: uploadParams,
        response: uploadErrors,
      },
    },
    async (request, reply) => {
      const viewer = sessionOf(request);
      const state = await service.authorizeUpload(request.params.id, viewer);
      if (state.finished) return answerFinished(reply, state.attachmentId, state.size);
      const { upload } = state;
      // Every byte came, but the server stopped before it stored the file: it does so now.
      if (upload.size !== undefined && upload.offset === upload.size)
        return answerFinished(reply, await service.finish(upload, viewer), upload.size);
      await toTus(request, reply);
    },
  );

  app.patch(
    '/tus/:id',
    {
      schema: {
        tags,
        summary: 'Send bytes of a resumable upload (tus)',
        description:
          'application/offset+octet-stream from Upload-Offset; Upload-Checksum (sha1, sha256, md5) optional, 460 ' +
          `when it does not match. The last PATCH stores the file (type from the bytes: 415 for another type) ` +
          `and answers 204 with ${ATTACHMENT_ID_HEADER}.`,
        params: uploadParams,
        response: errorAnswers(400, 401, 403, 404, 409, 410, 413, 415, 460),
      },
    },
    async (request, reply) => {
      const state = await service.authorizeUpload(request.params.id, sessionOf(request));
      if (state.finished) throw new Conflict(MSG.uploadOffsetConflict);
      await toTus(request, reply, partChecksumOf(header(request, 'upload-checksum')));
    },
  );

  app.delete(
    '/tus/:id',
    {
      schema: {
        tags,
        summary: 'Cancel a resumable upload and remove its bytes (tus termination)',
        params: uploadParams,
        response: uploadErrors,
      },
    },
    async (request, reply) => {
      const state = await service.authorizeUpload(request.params.id, sessionOf(request));
      if (state.finished) throw new NotFound(MSG.uploadGone);
      await toTus(request, reply);
    },
  );
};
