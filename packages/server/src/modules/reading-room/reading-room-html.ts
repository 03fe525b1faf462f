/**
 * The reading room's pages as the server sends them (decisions.md "the open archive"): for a tale its title,
 * description, canonical address, OpenGraph tags and schema.org JSON-LD in the head, and its text as plain HTML
 * in the root — a crawler or a link preview reads the tale without running the app, which replaces the root when
 * it boots. Everything from the record is escaped: HTML as HTML, the JSON-LD so that no `</script>` ends it.
 */
import {
  ATTACHMENT_TYPE,
  escapeHtml,
  formatDateTr,
  type PublishedTale,
  paragraphs,
  publicFilePath,
  READING_ROOM_PATH,
  t,
} from '@masal/shared';
import type { ShellParts } from '../../plugins/web-shell.ts';

/** A description is cut near this many characters, at a word. */
const DESCRIPTION_MAX = 160;

const MEDIA_TYPES: Record<number, string> = {
  [ATTACHMENT_TYPE.image]: 'ImageObject',
  [ATTACHMENT_TYPE.audio]: 'AudioObject',
  [ATTACHMENT_TYPE.video]: 'VideoObject',
};

/** JSON inside <script>: nothing in it can close the element or open a comment. */
const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** "Group / subgroup (ATU … · TTV …)", as the app writes a tale's type; null before it is set. */
function typeText(tale: Pick<PublishedTale, 'groupName' | 'subGroupName' | 'typeAtu' | 'typeTtv'>) {
  const group = tale.groupName?.trim();
  if (!group) return null;
  const name = tale.subGroupName?.trim() ? `${group} / ${tale.subGroupName.trim()}` : group;
  const numbers = [
    tale.typeAtu?.trim() ? t('taleGroups.atuValue', { value: tale.typeAtu.trim() }) : null,
    tale.typeTtv?.trim() ? t('taleGroups.ttvValue', { value: tale.typeTtv.trim() }) : null,
  ].filter((n): n is string => n !== null);
  return numbers.length > 0 ? `${name} (${numbers.join(' · ')})` : name;
}

const placeOf = (tale: Pick<PublishedTale, 'city' | 'area'>) =>
  [tale.city, tale.area].filter((p): p is string => Boolean(p?.trim())).join(', ') || null;

/** The head's link and OpenGraph tags of a page at `url`. */
function sharedHead(url: string, title: string, description: string, type: 'article' | 'website'): string {
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`;
  return [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('og:type', type),
    meta('og:site_name', t('app.title')),
    meta('og:locale', 'tr_TR'),
    meta('og:title', title),
    meta('og:description', description),
    meta('og:url', url),
    '<meta name="twitter:card" content="summary" />',
  ].join('\n');
}

/** The schema.org record of a tale: a creative work compiled at a place, by its compiler, under the licence. */
function taleJsonLd(tale: PublishedTale, publicUrl: string): Record<string, unknown> {
  const place = placeOf(tale);
  const person = (name: string | null) => (name ? { '@type': 'Person', name } : undefined);
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    '@id': tale.url,
    url: tale.url,
    name: tale.taleName,
    abstract: tale.abstract ?? undefined,
    text: tale.text ?? undefined,
    genre: [t('openData.dcType'), tale.groupName, tale.subGroupName].filter(Boolean),
    keywords: [tale.typeAtu && `ATU ${tale.typeAtu}`, tale.typeTtv && `TTV ${tale.typeTtv}`].filter(Boolean),
    author: person(tale.compilerNameSurname),
    contributor: person(tale.narratorNameSurname),
    locationCreated: place
      ? {
          '@type': 'Place',
          name: place,
          address: {
            '@type': 'PostalAddress',
            addressLocality: tale.city ?? undefined,
            addressRegion: tale.area ?? undefined,
            addressCountry: 'TR',
          },
        }
      : undefined,
    dateCreated: tale.complationDate ?? undefined,
    datePublished: tale.publishedAt,
    dateModified: tale.modifiedAt,
    license: tale.license.url,
    inLanguage: 'tr',
    isPartOf: {
      '@type': 'Collection',
      name: t('readingRoom.title'),
      url: `${publicUrl}${READING_ROOM_PATH}`,
    },
    publisher: { '@type': 'Organization', name: t('app.title'), url: publicUrl },
    associatedMedia: tale.attachments.map((file) => ({
      '@type': MEDIA_TYPES[file.type] ?? 'MediaObject',
      name: file.fileName,
      contentUrl: `${publicUrl}${publicFilePath(file.id)}`,
      encodingFormat: file.mimeType,
      contentSize: String(file.size),
    })),
  };
}

const section = (heading: string, body: string) =>
  `<section><h2>${escapeHtml(heading)}</h2>${body}</section>`;
const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
/** Readable without the app's styles: a measure, a sans-serif face, room around the text. */
const MAIN =
  '<main style="max-width:65ch;margin:0 auto;padding:16px;font-family:sans-serif;line-height:1.6">';
const archiveLink = `<nav><a href="${READING_ROOM_PATH}">${escapeHtml(t('readingRoom.backToArchive'))}</a></nav>`;

/** A published tale's page. */
export function talePage(tale: PublishedTale, publicUrl: string): ShellParts {
  const type = typeText(tale);
  const place = placeOf(tale);
  const description = shortened(tale.abstract || tale.text || tale.taleName);
  const title = t('readingRoom.pageTitle', { name: tale.taleName });
  const facts = [
    [t('readingRoom.type'), type],
    [t('readingRoom.place'), place],
    [t('readingRoom.complationDate'), tale.complationDate ? formatDateTr(tale.complationDate) : null],
    [t('readingRoom.compiler'), tale.compilerNameSurname],
    [t('readingRoom.narrator'), tale.narratorNameSurname],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  const files = tale.attachments.map(
    (file) =>
      `<li><a href="${publicFilePath(file.id)}?download=1">${escapeHtml(t('readingRoom.download', { name: file.fileName }))}</a></li>`,
  );
  const root = [
    MAIN,
    archiveLink,
    '<article>',
    `<h1>${escapeHtml(tale.taleName)}</h1>`,
    facts.length > 0
      ? `<dl>${facts.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`
      : '',
    tale.abstract ? section(t('readingRoom.abstract'), paragraph(tale.abstract)) : '',
    section(
      t('readingRoom.text'),
      tale.text?.trim() ? paragraphs(tale.text).map(paragraph).join('') : paragraph(t('readingRoom.noText')),
    ),
    files.length > 0 ? section(t('readingRoom.files'), `<ul>${files.join('')}</ul>`) : '',
    section(
      t('readingRoom.citation'),
      `${paragraph(tale.citation)}<p><a rel="license" href="${escapeHtml(tale.license.url)}">${escapeHtml(
        t('readingRoom.license', { license: tale.license.name }),
      )}</a></p>`,
    ),
    '</article></main>',
  ].join('');
  const head = [
    sharedHead(tale.url, tale.taleName, description, 'article'),
    `<script type="application/ld+json">${jsonForScript(taleJsonLd(tale, publicUrl))}</script>`,
  ].join('\n');
  return { title, description, head: `${head}\n`, root };
}

/** /arsiv: the reading room's own page (the app lists and searches; the sitemap lists every tale). */
export function archivePage(publicUrl: string): ShellParts {
  const title = t('readingRoom.title');
  const description = t('readingRoom.description');
  const root = `${MAIN}<h1>${escapeHtml(title)}</h1>${paragraph(t('readingRoom.intro'))}</main>`;
  return {
    title: `${title} · ${t('app.title')}`,
    description,
    head: `${sharedHead(`${publicUrl}${READING_ROOM_PATH}`, title, description, 'website')}\n`,
    root,
  };
}

/** An address that names no published tale: the same shell, never indexed. */
export function notFoundPage(): ShellParts {
  const title = t('readingRoom.notFoundTitle');
  return {
    title: t('readingRoom.pageTitle', { name: title }),
    description: t('readingRoom.notFoundText'),
    head: '<meta name="robots" content="noindex" />\n',
    root: `${MAIN}<h1>${escapeHtml(title)}</h1>${paragraph(t('readingRoom.notFoundText'))}${archiveLink}</main>`,
  };
}
