/**
 * GET /v1/readingRoom/… (decisions.md "the open archive"), public, no session: the search over published tales,
 * the counts for the map and the type filter, and a published tale's record. Each answer carries a weak ETag of
 * its body and may be cached publicly for a minute; a matching If-None-Match is answered 304.
 */
import {
  publishedTaleSchema,
  readingRoomAnswerSchema,
  readingRoomCountsSchema,
  readingRoomQuerySchema,
  readingRoomTaleParamsSchema,
} from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PerAddressLimit } from '../../limits/per-address.ts';
import { errorAnswers } from '../../plugins/route-schemas.ts';
import { bodyTag, matches, PUBLIC_CACHE } from './http-cache.ts';
import type { ReadingRoomService } from './reading-room.service.ts';

const tags = ['reading room'];

export const readingRoomRoutes: FastifyPluginAsyncZod<{
  readingRoom: ReadingRoomService;
  limit: PerAddressLimit;
}> = async (app, { readingRoom, limit }) => {
  app.addHook('onRequest', limit);
  // After the answer is serialized: its tag is its body's.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = bodyTag(payload);
    reply.header('etag', etag).header('cache-control', PUBLIC_CACHE);
    if (!matches(request, etag)) return payload;
    reply.code(304);
    return '';
  });

  app.get(
    '/tales',
    {
      schema: {
        tags,
        summary:
          'Published tales found by words (the portal search, on their public fields), region, province and type; newest first without words',
        querystring: readingRoomQuerySchema,
        response: { 200: readingRoomAnswerSchema, ...errorAnswers(400, 429) },
      },
    },
    async (request) => readingRoom.search(request.query),
  );

  app.get(
    '/counts',
    {
      schema: {
        tags,
        summary:
          'Published tales per region and province (every one, zeros included) and per tale type group',
        response: { 200: readingRoomCountsSchema, ...errorAnswers(429) },
      },
    },
    async () => readingRoom.counts(),
  );

  app.get(
    '/tales/:taleId',
    {
      schema: {
        tags,
        summary: "A published tale's public record (as open data has it); 404 for any other tale",
        params: readingRoomTaleParamsSchema,
        response: { 200: publishedTaleSchema, ...errorAnswers(404, 429) },
      },
    },
    async (request) => readingRoom.tale(request.params.taleId),
  );
};
