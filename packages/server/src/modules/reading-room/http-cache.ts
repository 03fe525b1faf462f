/**
 * Validation of the reading room's answers (RFC 9110 §13, §8.8.3): an entity tag and Cache-Control on each,
 * and 304 Not Modified when the client's If-None-Match names the tag — compared weakly, as a GET's is.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Shared caches may keep an answer this long before asking again: everything here is public. */
export const PUBLIC_CACHE = 'public, max-age=60';
/** The sitemap changes as tales are published; crawlers read it now and then. */
export const SITEMAP_CACHE = 'public, max-age=3600';
/** A missing page is asked about again each time: it may be published any moment. */
export const NO_CACHE = 'no-cache';

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether If-None-Match names `etag` (or is `*`). */
export function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** Sets the validator and caching; true when the client's copy is current (the reply is then a 304). */
export function answeredNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  cacheControl: string,
): boolean {
  reply.header('etag', etag).header('cache-control', cacheControl);
  if (!matches(request, etag)) return false;
  reply.code(304);
  return true;
}

/** A weak tag of a serialized answer: answers that serialize alike are alike. */
export const bodyTag = (body: string | Buffer) =>
  `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
