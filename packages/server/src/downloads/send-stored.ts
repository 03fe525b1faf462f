/** Sends a stored object over HTTP: Range (206/416), ETag, nosniff and a Content-Disposition that keeps Turkish names. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NotFound } from '../errors.ts';
import { InvalidStorageKey, type Storage } from '../storage/storage.ts';
import { parseRange } from './byte-range.ts';
import { contentDisposition } from './content-disposition.ts';

export interface SendableObject {
  storageKey: string;
  mimeType: string;
  /** A strong validator of the content, e.g. its SHA-256. */
  etag: string;
  cacheControl: string;
  /** When given, a Content-Disposition with this name is sent. */
  fileName?: string;
  disposition?: 'inline' | 'attachment';
  /**
   * How a missing object is logged: a name taken from the URL may simply name nothing ('debug'); a row
   * whose file is gone is lost data ('error').
   */
  missingLogLevel: 'debug' | 'error';
}

/** The object's size, or null when there is none (a key no object can have included). */
async function statOf(storage: Storage, key: string): Promise<{ size: number } | null> {
  try {
    return await storage.stat(key);
  } catch (error) {
    if (error instanceof InvalidStorageKey) return null;
    throw error;
  }
}

export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  object: SendableObject,
): Promise<FastifyReply> {
  const stat = await statOf(storage, object.storageKey);
  if (!stat) {
    request.log[object.missingLogLevel]({ key: object.storageKey }, 'stored object missing');
    throw new NotFound();
  }
  const etag = `"${object.etag}"`;
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('cache-control', object.cacheControl)
    .header('x-content-type-options', 'nosniff')
    .type(object.mimeType);
  if (object.fileName) {
    reply.header('content-disposition', contentDisposition(object.disposition ?? 'inline', object.fileName));
  }
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();

  // If-Range: a range of an object that has changed since the client's copy makes no sense; send it whole.
  const ifRange = request.headers['if-range'];
  const range =
    ifRange && ifRange !== etag ? ({ kind: 'full' } as const) : parseRange(request.headers.range, stat.size);
  if (range.kind === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${stat.size}`).send();
  }
  if (range.kind === 'partial') {
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(await storage.read(object.storageKey, { start: range.start, end: range.end }));
  }
  if (stat.size === 0) return reply.header('content-length', 0).send(Buffer.alloc(0));
  return reply.header('content-length', stat.size).send(await storage.read(object.storageKey));
}
