/**
 * The public reading room (decisions.md "the open archive"): /arsiv and a page per published tale, served with
 * their content in the HTML, sitemap.xml and robots.txt, the published files, and its API under
 * /v1/readingRoom. It owns no record of its own: the records are the open archive's (app.openData), the
 * search the search area's (app.publicSearch), the counts the statistics' (app.statistics).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { perAddressLimit } from '../../limits/per-address.ts';
import { readingRoomRepository } from './reading-room.repository.ts';
import { readingRoomRoutes } from './reading-room.routes.ts';
import { readingRoomService } from './reading-room.service.ts';
import { readingRoomPagesRoutes } from './reading-room-pages.routes.ts';

export const readingRoomModule: FastifyPluginAsync = fp(
  async (app) => {
    const { config } = app;
    const readingRoom = readingRoomService({
      repo: readingRoomRepository(app.db),
      openData: app.openData,
      search: app.publicSearch,
      statistics: app.statistics,
      shell: app.webShell,
      publicUrl: config.publicUrl,
      sitemapTales: config.limits.sitemapTales,
    });
    // Each route counts its own requests from an address: a class behind one address reads freely. In Redis or
    // in this process (readLimiter): a crowd's every read must not be a write to the database.
    const limit = perAddressLimit(
      app.limits.readLimiter('readingRoom', config.limits.readingRoomPerAddressPerMinute, 60_000),
    );
    // A write on this instance (a withdrawal, an edit) is seen by its next page at once, not within the TTL:
    // forgotten once the write's handler is done, before its answer leaves.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') readingRoom.forgetPageHeads();
      return payload;
    });
    await app.register(readingRoomRoutes, { prefix: '/v1/readingRoom', readingRoom, limit });
    await app.register(readingRoomPagesRoutes, { readingRoom, limit, storage: app.storage });
  },
  { name: 'reading-room', dependencies: ['platform', 'open-data', 'search', 'statistics'] },
);
