/**
 * The reading room outside /v1, public: /arsiv and /arsiv/masal/{id}-{slug} (the app's index.html with the page
 * filled in, validated by ETag), /sitemap.xml (an index of /sitemap/{n}.xml beyond one file's tales), /robots.txt,
 * and /uploads/public/{id}, a file published with a published tale (Range, Content-Disposition; 404 for any
 * other file).
 */

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStored } from '../../downloads/send-stored.ts';
import type { PerAddressLimit } from '../../limits/per-address.ts';
import { errorAnswers, idParams } from '../../plugins/route-schemas.ts';
import type { Storage } from '../../storage/storage.ts';
import { answeredNotModified, NO_CACHE, PUBLIC_CACHE, SITEMAP_CACHE } from './http-cache.ts';
import type { ReadingRoomService, SitemapAnswer } from './reading-room.service.ts';

const tags = ['reading room'];
const HTML = 'text/html; charset=utf-8';
const XML = 'application/xml; charset=utf-8';
/** Published files are the same for everyone; a withdrawn one leaves shared caches within minutes. */
const FILE_CACHE = 'public, max-age=300';

const notFoundHtml = (reply: FastifyReply, html: string) =>
  reply.code(404).header('cache-control', NO_CACHE).type(HTML).send(html);

export const readingRoomPagesRoutes: FastifyPluginAsyncZod<{
  readingRoom: ReadingRoomService;
  limit: PerAddressLimit;
  storage: Storage;
}> = async (app, { readingRoom, limit, storage }) => {
  app.addHook('onRequest', limit);
  const hide = { hide: true, tags };

  const sendSitemap = (answer: SitemapAnswer, request: FastifyRequest, reply: FastifyReply) => {
    if (answeredNotModified(request, reply, answer.etag, SITEMAP_CACHE)) return reply.send();
    return reply.type(XML).send(answer.body());
  };

  for (const url of ['/arsiv', '/arsiv/'])
    app.get(url, { schema: hide }, async (request, reply) => {
      const page = readingRoom.archivePage();
      if (answeredNotModified(request, reply, page.etag, PUBLIC_CACHE)) return reply.send();
      return reply.type(HTML).send(page.html);
    });

  app.get(
    '/arsiv/masal/:idSlug',
    { schema: { ...hide, params: z.object({ idSlug: z.string() }) } },
    async (request, reply) => {
      const answer = await readingRoom.talePage(request.params.idSlug);
      if (answer.kind === 'notFound') return notFoundHtml(reply, answer.html);
      if (answer.kind === 'moved') return reply.redirect(answer.location, 301);
      if (answeredNotModified(request, reply, answer.etag, PUBLIC_CACHE)) return reply.send();
      const html = await answer.html();
      // Withdrawn between the two reads: as if it had never been there.
      if (html === null) return notFoundHtml(reply, readingRoom.notFoundPage());
      return reply.type(HTML).send(html);
    },
  );

  app.get('/sitemap.xml', { schema: hide }, async (request, reply) =>
    sendSitemap(await readingRoom.sitemap(), request, reply),
  );

  app.get(
    '/sitemap/:file',
    { schema: { ...hide, params: z.object({ file: z.string().regex(/^[1-9]\d{0,5}\.xml$/) }) } },
    async (request, reply) =>
      sendSitemap(await readingRoom.sitemapFile(Number.parseInt(request.params.file, 10)), request, reply),
  );

  app.get('/robots.txt', { schema: hide }, async (_request, reply) =>
    reply.header('cache-control', SITEMAP_CACHE).type('text/plain; charset=utf-8').send(readingRoom.robots()),
  );

  app.get(
    '/uploads/public/:id',
    {
      schema: {
        tags,
        summary: 'A file published with a published tale, for everyone (Range: 206, 416); 404 for any other',
        description: '`download=1` asks for Content-Disposition: attachment.',
        params: idParams,
        querystring: z.object({ download: z.string().optional() }),
        response: errorAnswers(404, 429),
      },
    },
    async (request, reply) => {
      const file = await readingRoom.publicFile(request.params.id);
      const { download } = request.query;
      return sendStored(request, reply, storage, {
        storageKey: file.storageKey,
        mimeType: file.mimeType,
        etag: file.sha256,
        cacheControl: FILE_CACHE,
        fileName: file.fileName,
        disposition: download && download !== '0' ? 'attachment' : 'inline',
        missingLogLevel: 'error',
      });
    },
  );
};
