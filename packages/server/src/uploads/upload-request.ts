/**
 * What every multipart upload route shares (tale and announcement attachments, the profile image): the
 * multipart parser with MAX_UPLOAD_MB, and the answer to a refused file while the client is still sending.
 */
import multipart from '@fastify/multipart';
import { MAX_FILES_PER_UPLOAD } from '@masal/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asRequestError, type IncomingFile } from './incoming-file.ts';

/** Registers the multipart parser in the calling plugin's scope. */
export async function registerUploadParsing(app: FastifyInstance, maxUploadBytes: number): Promise<void> {
  await app.register(multipart, {
    // UTF-8 file names (Köroğlu şarkısı.mp3) are decoded as such; the size limit is MAX_UPLOAD_MB, not the
    // 1 MB JSON body limit (multipart's default); busboy marks a file past it as truncated and we answer 413.
    limits: { fileSize: maxUploadBytes, files: MAX_FILES_PER_UPLOAD, fields: 20, parts: 40 },
    throwFileSizeLimit: true,
    // Buffer per file stream: larger than the 16 KB default, so parsing runs ahead of the disk a little.
    fileHwm: 1024 * 1024,
  });
  // Any other content type reaches the routes unread (instead of a framework 415): the upload routes answer
  // 400 "choose a file", as for a JSON body; the rest of the body is drained with the answer.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
}

/**
 * When a file is refused mid-request, the rest of the body is still read (and thrown away): a client that
 * is still sending gets the answer after its last byte instead of a reset connection. A body the multipart
 * parser cannot read is the client's error (400), not the server's.
 */
export async function drainingOnError<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const raw = request.raw;
    if (!raw.readableEnded && !raw.destroyed) {
      // Detach the multipart parser first: its own clean-up unpipes later, which would pause the request again.
      raw.unpipe();
      raw.resume();
    }
    throw asRequestError(error);
  }
}

/** The files of a request that is not multipart: none; the service answers 400 after its permission check. */
export async function* noFiles(): AsyncGenerator<IncomingFile> {}
