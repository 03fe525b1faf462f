/**
 * The portal's service worker (built by vite-plugin-pwa, registered by app/offline/): the app shell and every
 * route chunk precached, so the portal opens without a network, and an explicit allow-list of API answers kept
 * for reading offline. Every other request — users, profiles, payments, KVKK, bank details, other people's
 * tales, files — is not routed here: it goes to the network as if there were no worker, and nothing of it is
 * stored. API answers carry personal data (TC Kimlik No, IBAN, narrators' details), and a phone is often shared.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isOwnerMessage, OWN_TALES_CACHE } from './worker-protocol.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const REFERENCE_CACHE = 'masal-reference';
const OWNER_CACHE = 'masal-owner';
const OWNER_KEY = '/masal-owner';

/**
 * Reference data every signed-in person reads and nobody's personal data: tale types, institutions, the
 * site's settings. Provinces, regions and titles are in the app's own code, precached with it.
 */
const REFERENCE_PATHS = new Set(['/v1/taleGroups', '/v1/institution/', '/v1/config']);
const OWN_LIST = /^\/v1\/tales\/userId\/(\d+)$/;
const FULL_TALE = /^\/v1\/tales\/full\/\d+$/;
/** Answered by the server itself, not the app: never given the app's index.html. */
const SERVER_PAGES = [
  /^\/v1(\/|$)/,
  /^\/uploads\//,
  /^\/oai/,
  /^\/arsiv/,
  /^\/metrics$/,
  /^\/sitemap\.xml$/,
  /^\/robots\.txt$/,
];

self.skipWaiting();
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: SERVER_PAGES }));

/** The signed-in user the page last named, kept in a cache so a restarted worker still knows. */
async function owner(): Promise<number | null> {
  const stored = await (await caches.open(OWNER_CACHE)).match(OWNER_KEY);
  if (!stored) return null;
  const body = (await stored.json()) as { userId?: unknown };
  return typeof body.userId === 'number' ? body.userId : null;
}

/** Someone else (or no one) signed in: the previous person's tales leave the device. */
async function setOwner(userId: number | null): Promise<void> {
  if ((await owner()) === userId) return;
  await caches.delete(OWN_TALES_CACHE);
  await (await caches.open(OWNER_CACHE)).put(OWNER_KEY, Response.json({ userId }));
}

self.addEventListener('message', (event) => {
  if (!isOwnerMessage(event.data)) return;
  const { userId } = event.data;
  event.waitUntil(setOwner(userId).then(() => event.ports[0]?.postMessage(true)));
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Network first everywhere: online, the person sees exactly what the server answers now; the copy is for offline.
registerRoute(
  ({ url }) => sameOrigin(url) && REFERENCE_PATHS.has(url.pathname),
  new NetworkFirst({ cacheName: REFERENCE_CACHE, networkTimeoutSeconds: 10 }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && (OWN_LIST.test(url.pathname) || FULL_TALE.test(url.pathname)),
  new NetworkFirst({
    cacheName: OWN_TALES_CACHE,
    plugins: [
      {
        // Only the signed-in person's own list and own tales; an editor's reading of someone else's is not kept.
        cacheWillUpdate: async ({ request, response }) => {
          if (!response.ok) return null;
          const userId = await owner();
          if (userId === null) return null;
          const list = OWN_LIST.exec(new URL(request.url).pathname);
          if (list) return Number(list[1]) === userId ? response : null;
          const tale = (await response
            .clone()
            .json()
            .catch(() => null)) as { userId?: unknown } | null;
          return tale?.userId === userId ? response : null;
        },
      },
      // The recent ones: a list page or two and the tales opened lately.
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 }),
    ],
  }),
);
