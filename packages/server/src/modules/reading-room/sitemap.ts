/**
 * sitemap.xml (sitemaps.org 0.9) and robots.txt. A sitemap holds 50,000 addresses at most: beyond `perFile`
 * published tales /sitemap.xml is an index of /sitemap/{n}.xml, each `perFile` tales in id order. Written as
 * the batches are read, so 100,000 tales never sit in memory at once.
 */
import { Readable } from 'node:stream';
import { escapeHtml, publicTalePath, READING_ROOM_PATH } from '@masal/shared';
import type { SitemapRow } from './reading-room.repository.ts';

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** XML's own escapes are HTML's five. */
const xml = escapeHtml;

const url = (loc: string, lastmod?: Date) =>
  `<url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>\n`;

/** The addresses: /arsiv first when `withArchive`, then each tale's page with its last change. */
export function urlSet(
  publicUrl: string,
  batches: AsyncIterable<SitemapRow[]>,
  withArchive: boolean,
): Readable {
  return Readable.from(
    (async function* () {
      yield `${XML}<urlset xmlns="${NS}">\n`;
      if (withArchive) yield url(`${publicUrl}${READING_ROOM_PATH}`);
      for await (const batch of batches)
        yield batch
          .map((row) => url(`${publicUrl}${publicTalePath(row.taleId, row.taleName)}`, row.modifiedAt))
          .join('');
      yield '</urlset>\n';
    })(),
  );
}

/** The index of `files` sitemaps, /sitemap/1.xml on. */
export function sitemapIndex(publicUrl: string, files: number, changedAt: Date | null): string {
  const lastmod = changedAt ? `<lastmod>${changedAt.toISOString()}</lastmod>` : '';
  const entries = Array.from(
    { length: files },
    (_, i) => `<sitemap><loc>${xml(`${publicUrl}/sitemap/${i + 1}.xml`)}</loc>${lastmod}</sitemap>\n`,
  );
  return `${XML}<sitemapindex xmlns="${NS}">\n${entries.join('')}</sitemapindex>\n`;
}

/**
 * robots.txt: the reading room, the open data, OAI-PMH and the published files for everyone; the signed-in app,
 * the rest of the API and the other stored files for no crawler.
 */
export const robotsTxt = (publicUrl: string) =>
  [
    'User-agent: *',
    `Allow: ${READING_ROOM_PATH}`,
    'Allow: /v1/open/',
    'Allow: /oai',
    'Allow: /uploads/public/',
    'Disallow: /masal',
    'Disallow: /v1/',
    'Disallow: /uploads/',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
