/**
 * Serves the built web app on the API's origin: hashed assets cached for good and sent precompressed,
 * index.html for every client route (SPA fallback), JSON 404 for unknown /v1 paths, and the default
 * profile image.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { DEFAULT_PROFILE_IMAGE } from '@masal/shared';
import type { FastifyInstance } from 'fastify';
import { NotFound } from '../errors.ts';
import { WEB_DIST } from './web-shell.ts';

const ASSETS = join(dirname(fileURLToPath(import.meta.url)), '../../assets');

export async function registerWeb(app: FastifyInstance, webDist: string = WEB_DIST) {
  // cacheControl: false, so the cache-control each route sets is not replaced by send's default.
  await app.register(fastifyStatic, { root: ASSETS, serve: false, decorateReply: true, cacheControl: false });
  app.get(DEFAULT_PROFILE_IMAGE, { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').sendFile('user.jpg', ASSETS),
  );

  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      decorateReply: false,
      index: false,
      // The build writes .br and .gz beside each asset (packages/web/vite-precompress.ts);
      // the one sent is chosen by Accept-Encoding.
      preCompressed: true,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(webDist, 'assets')}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/v1' || path.startsWith('/v1/') || path.startsWith('/uploads/');
    // The error handler answers it like every other NOT_FOUND.
    if (isApi || request.method !== 'GET' || !hasWeb) throw new NotFound();
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', webDist);
  });
}
