/**
 * The public reading room (decisions.md "the open archive"): /v1/readingRoom/…, /arsiv and a page per tale with
 * its content in the HTML, sitemap.xml, robots.txt and /uploads/public/{id}, without a session. A tale in every
 * status, tales published and withdrawn, an unpublished file: every route, under any parameter, shows the
 * published tales and files only, with nothing of anyone's personal details and the narrator only by consent;
 * the search finds nothing through what the public never sees. Pages carry title, description, canonical,
 * OpenGraph and JSON-LD, escaped; ETag and 304; a wrong slug moves (301); the rate limit spares a class.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import {
  ACTION,
  type Attachment,
  type PublishedTale,
  type ReadingRoomAnswer,
  type ReadingRoomCounts,
  ROLE,
  SOURCE_TYPE,
} from '@masal/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourcePersons, taleAbstracts, tales } from '../src/db/schema/index.ts';
import { PAGE_HEAD_TTL_MS } from '../src/modules/reading-room/reading-room.service.ts';
import { publicSearch } from '../src/modules/search/public-search.ts';
import { type CreatedUser, signedInUser } from './support/factories.ts';
import {
  archiveTale,
  LEFT_WORDS,
  NEVER_SHOWN_WORDS,
  neverShownTales,
  PERSONAL_DETAILS,
  publishedWithFiles,
} from './support/open-archive.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { bearer } from './support/workflow-fixtures.ts';

type User = CreatedUser & { token: string };

/** The built app's index.html, in the shape Vite writes it. */
const INDEX = `<!doctype html>
<html lang="tr" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Masal Portalı" />
    <title>Masal Portalı</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

let ctx: TestApp;
let webDist: string;
let compiler: User;
let editor: User;

const ACCOUNT = 'Gizlihesap';
/** A name that would end a script and open an element, were it not escaped. */
const HOSTILE = 'Kötü </script><b>Kalın</b> & "tırnak"';

const open = { named: 0, unnamed: 0, hostile: 0 };
let namedFile: Attachment;
let hiddenFile: Attachment;
let draftFile: Attachment;
const hidden: number[] = [];

const tale = (actionId: number, name: string, consent = false) =>
  archiveTale(ctx, { userId: compiler.userId, editorId: editor.userId, actionId, name, consent });

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'masal-web-dist-'));
  await writeFile(join(webDist, 'index.html'), INDEX);
  // Two tales a file: the three published ones make sitemap.xml an index of two.
  ctx = await startTestApp({ sitemapTales: 2 }, { webDist });
  compiler = await signedInUser(ctx, { roles: [ROLE.writer], name: ACCOUNT, surname: 'Sahibi' });
  editor = await signedInUser(ctx, { roles: [ROLE.editor] });

  const owner = { ...compiler, editorId: editor.userId };
  ({ taleId: open.named, namedFile, hiddenFile } = await publishedWithFiles(ctx, owner));
  open.unnamed = await tale(ACTION.published, 'Açıkadsız');
  open.hostile = await tale(ACTION.published, 'Zararsız');
  await ctx.database.db.update(tales).set({ taleName: HOSTILE }).where(eq(tales.taleId, open.hostile));
  // "Zararsız" is left in what is not public: the unnamed narrator's name and the compiler's first text.
  await ctx.database.db
    .update(taleAbstracts)
    .set({ text: 'Kötü adlı masalın özeti.' })
    .where(eq(taleAbstracts.taleId, open.hostile));

  const neverShown = await neverShownTales(ctx, owner);
  hidden.push(...neverShown.never, neverShown.withdrawn, neverShown.forced);
  draftFile = neverShown.draftFile;
});
afterAll(async () => {
  await ctx?.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

/** What no answer may carry: hidden words, personal details, the unconsented narrator, anyone's e-mail. */
function leaks(response: LightMyRequestResponse): string[] {
  const text = response.body.toLocaleLowerCase('tr');
  const words = [
    ...NEVER_SHOWN_WORDS,
    'Gizlicekilen',
    'Gizlizorla',
    'Gizlidosya',
    ACCOUNT,
    ...PERSONAL_DETAILS,
    'Açıkadsız Anlatıcı',
    compiler.email,
    editor.email,
  ];
  return words
    .filter((word) => text.includes(word.toLocaleLowerCase('tr')))
    .concat(
      hidden.filter((id) => new RegExp(`"taleId":${id}\\b|/masal/${id}-`).test(response.body)).map(String),
    );
}

const search = async (query: string) => {
  const response = await get(`/v1/readingRoom/tales${query}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(leaks(response)).toEqual([]);
  return response.json() as ReadingRoomAnswer;
};
const idsOf = (answer: ReadingRoomAnswer) => answer.rows.map((r) => r.taleId);

describe('GET /v1/readingRoom/tales', () => {
  it('lists the published tales to everyone without a session, newest first, with their addresses', async () => {
    const answer = await search('');
    expect(idsOf(answer)).toEqual([open.hostile, open.unnamed, open.named]);
    expect(answer.total).toBe(3);
    const named = answer.rows.find((r) => r.taleId === open.named);
    expect(named).toMatchObject({
      path: `/arsiv/masal/${open.named}-acikadli-masali`,
      taleName: 'Açıkadlı Masalı',
      area: 'Karadeniz',
      city: 'Trabzon',
      compilerNameSurname: 'Ayşe Yılmaz',
      abstract: 'Açıkadlı özeti.',
      snippet: [],
    });
  });

  it('answers a signed-in caller, staff included, the same published tales', async () => {
    for (const token of [compiler.token, editor.token]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/v1/readingRoom/tales',
        headers: bearer(token),
      });
      expect(response.json().total).toBe(3);
      expect(leaks(response)).toEqual([]);
    }
  });

  it('finds by the portal search: a name typed without Turkish letters, a word of the text with its snippet', async () => {
    expect(idsOf(await search('?q=acikadli'))[0]).toBe(open.named);
    const byText = await search('?q=evvel');
    expect(idsOf(byText).sort()).toEqual([open.named, open.unnamed, open.hostile].sort());
    expect(byText.rows[0]?.snippet.some((part) => part.hit)).toBe(true);
  });

  it('finds nothing through what the public never sees: hidden tales, the account, birthplaces, the unnamed narrator', async () => {
    // Zararsız: the unnamed narrator's name, and in the compiler's first text of a tale published with another.
    for (const word of [...NEVER_SHOWN_WORDS, ...LEFT_WORDS, ACCOUNT, 'Gizlidogum', 'Zararsız']) {
      expect(idsOf(await search(`?q=${encodeURIComponent(word)}`)), word).toEqual([]);
    }
    // Every narrator is "… Anlatıcı": only the one who agreed to be named is found by it.
    expect(idsOf(await search(`?q=${encodeURIComponent('Anlatıcı')}`))).toEqual([open.named]);
  });

  it('filters by region, province and type; refuses a region that is none', async () => {
    expect((await search('?area=Karadeniz&city=Trabzon')).total).toBe(3);
    expect((await search('?area=Ege')).total).toBe(0);
    expect((await search('?area=&city=')).total).toBe(3);
    const [row] = await ctx.database.db
      .select({ groupId: tales.groupId })
      .from(tales)
      .where(eq(tales.taleId, open.named));
    expect((await search(`?groupId=${row?.groupId}`)).total).toBe(3);
    expect((await search(`?groupId=${(row?.groupId ?? 0) + 999}`)).total).toBe(0);
    expect((await get('/v1/readingRoom/tales?area=Atlantis')).statusCode).toBe(400);
    expect((await get('/v1/readingRoom/tales?pageSize=500')).statusCode).toBe(400);
  });

  it("narrows by the filters before the search's cap (1 here, 200 in the app): a common word finds all of a place", async () => {
    const capped = publicSearch(ctx.database.db, { countCap: 1 });
    const words = { text: 'evvel', page: 0, pageSize: 10 };
    await ctx.database.db.update(tales).set({ city: 'Rize' }).where(eq(tales.taleId, open.hostile));
    try {
      expect(await capped.page({ ...words, city: 'Rize' })).toMatchObject({ total: 1, totalCapped: false });
      expect((await capped.page({ ...words, city: 'Rize' })).rows.map((r) => r.taleId)).toEqual([
        open.hostile,
      ]);
      expect(await capped.page(words)).toMatchObject({ total: 1, totalCapped: true });
    } finally {
      await ctx.database.db.update(tales).set({ city: 'Trabzon' }).where(eq(tales.taleId, open.hostile));
    }
  });

  it("follows what the public record shows as it changes: the narrator's consent and source, the text to publish", async () => {
    const found = async (text: string) =>
      (await publicSearch(ctx.database.db).page({ text, page: 0, pageSize: 10 })).rows.map((r) => r.taleId);
    const [row] = await ctx.database.db
      .select({ sourcePersonId: tales.sourcePersonId })
      .from(tales)
      .where(eq(tales.taleId, open.unnamed));
    const narrator = eq(sourcePersons.sourcePersonId, row?.sourcePersonId ?? 0);
    const [before] = await ctx.database.db.select().from(sourcePersons).where(narrator);
    try {
      await ctx.database.db.update(sourcePersons).set({ nameSurname: 'Nevruz Öykücü' }).where(narrator);
      expect(await found('öykücü')).toEqual([]);
      await ctx.database.db.update(sourcePersons).set({ nameConsent: true }).where(narrator);
      expect(await found('öykücü')).toEqual([open.unnamed]);
      // A tale from written material names no narrator.
      await ctx.database.db
        .update(tales)
        .set({ sourceType: SOURCE_TYPE.material })
        .where(eq(tales.taleId, open.unnamed));
      expect(await found('öykücü')).toEqual([]);

      expect(await found('zümrüdüanka')).toEqual([]);
      await ctx.database.db
        .update(tales)
        .set({ taleTextEnd: 'Yayın metninde zümrüdüanka kuşu uçarmış.' })
        .where(eq(tales.taleId, open.unnamed));
      expect(await found('zumruduanka')).toEqual([open.unnamed]);
      // The main text is no longer what readers get.
      expect(await found('anlatısı')).not.toContain(open.unnamed);
    } finally {
      await ctx.database.db
        .update(tales)
        .set({ sourceType: SOURCE_TYPE.person, taleTextEnd: null })
        .where(eq(tales.taleId, open.unnamed));
      await ctx.database.db
        .update(sourcePersons)
        .set({ nameSurname: before?.nameSurname, nameConsent: before?.nameConsent })
        .where(narrator);
    }
    expect(await found('anlatısı')).toContain(open.unnamed);
  });

  it('pages', async () => {
    const second = await search('?pageSize=2&page=1');
    expect(idsOf(second)).toEqual([open.named]);
    expect(second.total).toBe(3);
  });

  it('carries a weak ETag and public caching, and answers 304 to a current copy', async () => {
    const first = await get('/v1/readingRoom/tales?q=keloglan');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const again = await get('/v1/readingRoom/tales?q=keloglan', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /v1/readingRoom/counts and /tales/{id}', () => {
  it('counts the published tales per region, province and type', async () => {
    const response = await get('/v1/readingRoom/counts');
    expect(response.statusCode, response.body).toBe(200);
    const counts = response.json() as ReadingRoomCounts;
    expect(counts.total).toBe(3);
    expect(counts.regions.find((r) => r.region === 'Karadeniz')?.count).toBe(3);
    expect(counts.provinces).toHaveLength(81);
    expect(counts.provinces.find((p) => p.city === 'Trabzon')?.count).toBe(3);
    expect(counts.types.reduce((sum, type) => sum + type.count, 0)).toBe(3);
  });

  it("answers a published tale's record with its published files only, the narrator by consent", async () => {
    const named = (await get(`/v1/readingRoom/tales/${open.named}`)).json() as PublishedTale;
    expect(named.narratorNameSurname).toBe('Açıkadlı Anlatıcı');
    expect(named.attachments.map((a) => a.id)).toEqual([namedFile.id]);
    const unnamed = await get(`/v1/readingRoom/tales/${open.unnamed}`);
    expect(unnamed.json().narratorNameSurname).toBeNull();
    expect(leaks(unnamed)).toEqual([]);
  });

  it('is 404 for every tale that is not published, and for an id that is none', async () => {
    for (const id of [...hidden, 999_999, 0]) {
      const response = await get(`/v1/readingRoom/tales/${id}`);
      expect(response.statusCode, String(id)).toBe(404);
      expect(leaks(response)).toEqual([]);
    }
    expect((await get('/v1/readingRoom/tales/abc')).statusCode).toBe(404);
  });
});

/** The JSON-LD of a page, parsed. */
function jsonLdOf(html: string): Record<string, unknown> {
  const found = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!found?.[1]) throw new Error('no JSON-LD');
  return JSON.parse(found[1]) as Record<string, unknown>;
}
const metaOf = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];

describe('/arsiv/masal/{id}-{slug}', () => {
  const path = () => `/arsiv/masal/${open.named}-acikadli-masali`;
  const url = () => `${ctx.config.publicUrl}${path()}`;

  it('sends the app with the tale in its head and its root: title, description, canonical, OpenGraph, JSON-LD', async () => {
    const response = await get(path());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<title>Açıkadlı Masalı · Masal Arşivi</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(metaOf(html, 'name', 'description')).toBe('Açıkadlı özeti.');
    expect(html).toContain(`<link rel="canonical" href="${url()}" />`);
    expect(metaOf(html, 'property', 'og:title')).toBe('Açıkadlı Masalı');
    expect(metaOf(html, 'property', 'og:url')).toBe(url());
    expect(metaOf(html, 'property', 'og:type')).toBe('article');
    // The app's own script stays, and the root holds the tale until the app replaces it.
    expect(html).toContain('src="/assets/index-abc123.js"');
    expect(html).toMatch(/<div id="root"><main[^>]*>.*<h1>Açıkadlı Masalı<\/h1>/s);
    expect(html).toContain('Evvel zaman içinde Keloğlan');
    expect(html).toContain(`href="/uploads/public/${namedFile.id}?download=1"`);
    expect(html).toContain('Açıkadlı Anlatıcı');
    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: 'Açıkadlı Masalı',
      url: url(),
      abstract: 'Açıkadlı özeti.',
      author: { '@type': 'Person', name: 'Ayşe Yılmaz' },
      contributor: { '@type': 'Person', name: 'Açıkadlı Anlatıcı' },
      locationCreated: { '@type': 'Place', name: 'Trabzon, Karadeniz' },
      license: 'https://creativecommons.org/licenses/by/4.0/',
      inLanguage: 'tr',
      dateCreated: '2024-01-20',
      associatedMedia: [
        { '@type': 'AudioObject', contentUrl: `${ctx.config.publicUrl}/uploads/public/${namedFile.id}` },
      ],
    });
    expect(jsonLdOf(html).text).toMatch(/^Evvel zaman içinde Keloğlan/);
    expect(leaks(response)).toEqual([]);
  });

  it('names no narrator who did not agree, and leaks nothing', async () => {
    const response = await get(`/arsiv/masal/${open.unnamed}-acikadsiz-masali`);
    expect(response.statusCode).toBe(200);
    expect(jsonLdOf(response.body).contributor).toBeUndefined();
    expect(leaks(response)).toEqual([]);
  });

  it('escapes a name that would end the script or open an element', async () => {
    const list = await search('');
    const hostilePath = list.rows.find((r) => r.taleId === open.hostile)?.path ?? '';
    const response = await get(hostilePath);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).not.toContain('<b>Kalın');
    expect(html).toContain('Kötü &lt;/script&gt;&lt;b&gt;Kalın&lt;/b&gt; &amp; &quot;tırnak&quot;');
    // One script element of JSON-LD, one of the app: each closes once.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(jsonLdOf(html).name).toBe(HOSTILE);
    expect(metaOf(html, 'property', 'og:title')).toBe(
      'Kötü &lt;/script&gt;&lt;b&gt;Kalın&lt;/b&gt; &amp; &quot;tırnak&quot;',
    );
  });

  it('moves a wrong or missing slug to the right one (301)', async () => {
    for (const wrong of [`${open.named}-eski-ad`, `${open.named}`, `${open.named}-`]) {
      const response = await get(`/arsiv/masal/${wrong}`);
      expect(response.statusCode, wrong).toBe(301);
      expect(response.headers.location).toBe(path());
    }
  });

  it('is a Turkish 404 page for every tale that is not published and for an address that is none', async () => {
    for (const address of [...hidden.map((id) => `${id}-x`), '999999-yok', 'abc', '0-sifir', '-1']) {
      const response = await get(`/arsiv/masal/${address}`);
      expect(response.statusCode, address).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<h1>Masal bulunamadı</h1>');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(leaks(response)).toEqual([]);
    }
  });

  it('is validated by an ETag that moves when the record changes: 304 to a current copy', async () => {
    const first = await get(path());
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"\d+-\d+-[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const current = await get(path(), { 'if-none-match': etag });
    expect(current.statusCode).toBe(304);
    expect(current.body).toBe('');
    await ctx.database.db
      .update(taleAbstracts)
      .set({ text: 'Açıkadlı yeni özeti.' })
      .where(eq(taleAbstracts.taleId, open.named));
    // Changed in the database, not through this instance: seen once the page's head is asked for again.
    await pause(PAGE_HEAD_TTL_MS + 50);
    const changed = await get(path(), { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(metaOf(changed.body, 'name', 'description')).toBe('Açıkadlı yeni özeti.');
  });

  it('/arsiv is the app with the reading room in its head', async () => {
    const response = await get('/arsiv');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Masal Arşivi · Masal Portalı</title>');
    expect(response.body).toContain(`<link rel="canonical" href="${ctx.config.publicUrl}/arsiv" />`);
    const again = await get('/arsiv', { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('a tale withdrawn after its page was sent', () => {
  const pageOf = async (taleId: number) => {
    const moved = await get(`/arsiv/masal/${taleId}`);
    expect(moved.statusCode).toBe(301);
    return String(moved.headers.location);
  };

  it('is not found at once when withdrawn through the workflow of this instance', async () => {
    const taleId = await tale(ACTION.published, 'Çekilecek');
    const address = await pageOf(taleId);
    const sent = await get(address);
    expect(sent.statusCode).toBe(200);
    const admin = await signedInUser(ctx, { roles: [ROLE.admin] });
    const withdrawn = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/tales/',
      payload: { taleId, actionId: ACTION.completed, note: 'Yayından kaldırıldı.' },
      headers: bearer(admin.token),
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    for (const headers of [{}, { 'if-none-match': String(sent.headers.etag) }] as Record<string, string>[])
      expect((await get(address, headers)).statusCode).toBe(404);
  });

  it('is not found within the page head TTL when withdrawn elsewhere (another instance, the database)', async () => {
    const taleId = await tale(ACTION.published, 'Başkaçekilen');
    const address = await pageOf(taleId);
    const sent = await get(address);
    expect(sent.statusCode).toBe(200);
    await ctx.database.db.update(tales).set({ actionId: ACTION.completed }).where(eq(tales.taleId, taleId));
    await pause(PAGE_HEAD_TTL_MS + 50);
    for (const headers of [{}, { 'if-none-match': String(sent.headers.etag) }] as Record<string, string>[]) {
      const response = await get(address, headers);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Başkaçekilen');
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('indexes the published tales in files of two, each address with its last change', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    const base = ctx.config.publicUrl;
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index.body.match(/<loc>/g)).toHaveLength(2);
    expect(index.body).toContain(`<loc>${base}/sitemap/2.xml</loc>`);
    const files = [await get('/sitemap/1.xml'), await get('/sitemap/2.xml')];
    const all = files.map((f) => f.body).join('');
    expect(all).toContain(`<loc>${base}/arsiv</loc>`);
    for (const id of [open.named, open.unnamed, open.hostile])
      expect(all).toContain(`${base}/arsiv/masal/${id}-`);
    expect(all).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    expect(all).not.toContain('<b>');
    for (const file of files) expect(leaks(file)).toEqual([]);
    expect((await get('/sitemap/3.xml')).statusCode).toBe(404);
    expect((await get('/sitemap/x.xml')).statusCode).toBe(404);
    const current = await get('/sitemap.xml', { 'if-none-match': String(index.headers.etag) });
    expect(current.statusCode).toBe(304);
  });

  it('robots.txt allows the reading room and open data, not the app or the API, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Allow: /arsiv\n');
    expect(response.body).toContain('Allow: /v1/open/\n');
    expect(response.body).toContain('Disallow: /v1/\n');
    expect(response.body).toContain('Disallow: /masal\n');
    expect(response.body).toContain(`Sitemap: ${ctx.config.publicUrl}/sitemap.xml\n`);
  });
});

describe('GET /uploads/public/{id}', () => {
  it('sends a file published with a published tale to anyone, whole or by Range', async () => {
    const whole = await get(`/uploads/public/${namedFile.id}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.headers['cache-control']).toBe('public, max-age=300');
    expect(whole.headers['content-disposition']).toMatch(/^inline;/);
    expect(Number(whole.headers['content-length'])).toBe(namedFile.size);
    const part = await get(`/uploads/public/${namedFile.id}`, { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${namedFile.size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 10))).toBe(true);
    const download = await get(`/uploads/public/${namedFile.id}?download=1`);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    const past = await get(`/uploads/public/${namedFile.id}`, { range: `bytes=${namedFile.size + 10}-` });
    expect(past.statusCode).toBe(416);
  });

  it('is 404 for an unpublished file, a file of a tale that is not published, and one that is none', async () => {
    for (const id of [hiddenFile.id, draftFile.id, 999_999]) {
      const response = await get(`/uploads/public/${id}`);
      expect(response.statusCode, String(id)).toBe(404);
      expect(leaks(response)).toEqual([]);
    }
  });
});

describe('rate limit', () => {
  it('lets a class of 40 behind one address read freely', async () => {
    for (let i = 0; i < 40 * 30; i++) {
      const response = await get('/robots.txt');
      if (response.statusCode !== 200) throw new Error(`request ${i}: ${response.statusCode}`);
    }
  });

  it('answers 429 with Retry-After past the limit, to that address only', async () => {
    const tight = await startTestApp({ readingRoomPerAddressPerMinute: 3 });
    try {
      const from = (remoteAddress: string) =>
        tight.app.inject({ method: 'GET', url: '/v1/readingRoom/counts', remoteAddress });
      for (let i = 0; i < 3; i++) expect((await from('203.0.113.7')).statusCode).toBe(200);
      const refused = await from('203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await from('203.0.113.8')).statusCode).toBe(200);
      // Without a published tale: one sitemap, the reading room alone.
      const sitemap = await tight.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(sitemap.body).toContain('<urlset');
      expect(sitemap.body.match(/<loc>/g)).toHaveLength(1);
    } finally {
      await tight.close();
    }
  });
});
