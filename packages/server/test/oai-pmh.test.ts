/**
 * OAI-PMH 2.0 at /oai for harvesters, without a session: the six verbs, oai_dc, sets by region and by tale type
 * group, from/until in UTC, resumption tokens, the protocol's error codes, and deleted records (a tale that
 * left publication answers status="deleted", persistently). Every answer is checked with xmllint against the
 * envelope's schema (test/support/oai-pmh/, written after the protocol's, which cannot be downloaded here).
 * A tale in every status: only the published ones are records with metadata; a never-published one is no
 * record at all, under any verb or parameter.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ACTION, ROLE } from '@masal/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taleGroups, talePublications, taleSubgroups, tales } from '../src/db/schema/index.ts';
import { OAI_PAGE_SIZE } from '../src/modules/open-data/oai/oai.service.ts';
import { type CreatedUser, signedInUser } from './support/factories.ts';
import {
  archiveTale,
  LEFT_WORDS,
  NEVER_SHOWN_WORDS,
  neverShownTales,
  PERSONAL_DETAILS,
} from './support/open-archive.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { aTaleGroup, bearer, putTransition } from './support/workflow-fixtures.ts';

type User = CreatedUser & { token: string };

const SCHEMA = fileURLToPath(new URL('./support/oai-pmh/OAI-PMH.xsd', import.meta.url));
const PUBLIC_URL = 'https://masal.example.gov.tr';
const BASE_URL = `${PUBLIC_URL}/oai`;
const HOST = 'masal.example.gov.tr';

let ctx: TestApp;
let compiler: User;
let publisher: User;

const PERSONAL = [...PERSONAL_DETAILS, '@example.com'];
const tale = { named: 0, unnamed: 0, withdrawn: 0, forced: 0 };
/** Tales never published, one in each status but 9. */
const never: number[] = [];
let group: { groupId: number; name: string; atu: string | null; ttv: string | null };

const id = (taleId: number) => `oai:${HOST}:${taleId}`;

const aTale = (actionId: number, name: string, consent: boolean) =>
  archiveTale(ctx, { userId: compiler.userId, actionId, name, consent });

beforeAll(async () => {
  ctx = await startTestApp(
    {},
    { config: { publicUrl: PUBLIC_URL, mailFrom: `Masal Portalı <arsiv@${HOST}>` } },
  );
  compiler = await signedInUser(ctx, { roles: [ROLE.writer] });
  publisher = await signedInUser(ctx, { roles: [ROLE.publishingEditor] });
  // The type a fixture tale gets; its ATU and TTV are the subgroup's, else the group's.
  const { groupId, subGroupId } = await aTaleGroup(ctx);
  const [row] = await ctx.database.db
    .select({
      groupId: taleGroups.groupId,
      name: taleGroups.name,
      atu: sql<string | null>`coalesce(${taleSubgroups.atu}, ${taleGroups.atu})`,
      ttv: sql<string | null>`coalesce(${taleSubgroups.ttv}, ${taleGroups.ttv})`,
    })
    .from(taleSubgroups)
    .innerJoin(taleGroups, eq(taleGroups.groupId, taleSubgroups.groupId))
    .where(and(eq(taleGroups.groupId, groupId), eq(taleSubgroups.subGroupId, subGroupId)));
  if (!row) throw new Error('no tale group');
  group = row;

  tale.named = await aTale(ACTION.published, 'Açıkadlı', true);
  tale.unnamed = await aTale(ACTION.published, 'Açıkadsız', false);
  const neverShown = await neverShownTales(ctx, compiler);
  never.push(...neverShown.never);
  ({ withdrawn: tale.withdrawn, forced: tale.forced } = neverShown);
});
afterAll(() => ctx?.close());

/** xmllint's verdict on an answer: well-formed and valid against the envelope's schema (empty when it is). */
function xmlProblems(xml: string): string {
  const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', SCHEMA, '-'], {
    input: xml,
    encoding: 'utf8',
  });
  return run.status === 0 ? '' : run.stderr;
}

/** One OAI-PMH call (GET with the query, or POST with it as a form body), checked as the protocol's answer. */
async function oai(query: string, method: 'GET' | 'POST' = 'GET', token?: string): Promise<string> {
  const response: LightMyRequestResponse =
    method === 'GET'
      ? await ctx.app.inject({ method, url: `/oai?${query}`, headers: bearer(token) })
      : await ctx.app.inject({
          method,
          url: '/oai',
          payload: query,
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(token) },
        });
  expect(response.statusCode, query).toBe(200);
  expect(response.headers['content-type']).toBe('text/xml; charset=utf-8');
  expect(xmlProblems(response.body), `${query}\n${response.body.slice(0, 2000)}`).toBe('');
  return response.body;
}

const errorsOf = (xml: string) => [...xml.matchAll(/<error code="(\w+)"/g)].map((m) => m[1]);
/** The headers' identifiers, with " deleted" after a deleted one's. */
const headersOf = (xml: string) =>
  [...xml.matchAll(/<header( status="deleted")?><identifier>([^<]+)<\/identifier>/g)].map(
    (m) => `${m[2]}${m[1] ? ' deleted' : ''}`,
  );
const texts = (xml: string, element: string) =>
  [...xml.matchAll(new RegExp(`<${element}>([^<]*)</${element}>`, 'g'))].map((m) => m[1]);
/** The request element as echoed. */
const requestOf = (xml: string) => /<request([^>]*)>([^<]*)<\/request>/.exec(xml);
/** The resumption token element: its attributes and its text. */
function tokenOf(xml: string) {
  const match = /<resumptionToken([^>]*?)(?:\/>|>([^<]*)<\/resumptionToken>)/.exec(xml);
  if (!match) return undefined;
  const attributes = Object.fromEntries(
    [...(match[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
  return { attributes, value: match[2] ?? '' };
}

describe('the six verbs', () => {
  it('Identify: the repository, its base URL, persistent deleted records, seconds in UTC', async () => {
    const xml = await oai('verb=Identify');
    expect(requestOf(xml)?.[1]).toBe(' verb="Identify"');
    expect(requestOf(xml)?.[2]).toBe(BASE_URL);
    expect(texts(xml, 'repositoryName')).toEqual(['Masal Portalı']);
    expect(texts(xml, 'baseURL')).toEqual([BASE_URL]);
    expect(texts(xml, 'protocolVersion')).toEqual(['2.0']);
    // The portal's own address (MAIL_FROM's), never the admin's sign-in address.
    expect(texts(xml, 'adminEmail')).toEqual([`arsiv@${HOST}`]);
    expect(texts(xml, 'deletedRecord')).toEqual(['persistent']);
    expect(texts(xml, 'granularity')).toEqual(['YYYY-MM-DDThh:mm:ssZ']);
    expect(texts(xml, 'earliestDatestamp')[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(texts(xml, 'repositoryIdentifier')).toEqual([HOST]);
    expect(texts(xml, 'sampleIdentifier')).toEqual([id(1)]);
    expect(texts(xml, 'responseDate')[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it("Identify: OAI_ADMIN_EMAIL when it is set, in place of MAIL_FROM's address", async () => {
    const other = await startTestApp(
      {},
      {
        config: {
          publicUrl: PUBLIC_URL,
          mailFrom: `Masal Portalı <arsiv@${HOST}>`,
          oaiAdminEmail: 'kutuphane@example.gov.tr',
        },
        // A second instance of the same portal: on PostgreSQL its own database would re-create the worker's.
        sameDatabaseAs: ctx,
      },
    );
    try {
      const response = await other.app.inject({ method: 'GET', url: '/oai?verb=Identify' });
      expect(response.statusCode).toBe(200);
      expect(xmlProblems(response.body)).toBe('');
      expect(texts(response.body, 'adminEmail')).toEqual(['kutuphane@example.gov.tr']);
    } finally {
      await other.close();
    }
  });

  it('ListMetadataFormats: oai_dc, for the repository and for a record; a tale never published is no record', async () => {
    const xml = await oai('verb=ListMetadataFormats');
    expect(texts(xml, 'metadataPrefix')).toEqual(['oai_dc']);
    expect(texts(xml, 'metadataNamespace')).toEqual(['http://www.openarchives.org/OAI/2.0/oai_dc/']);
    expect(errorsOf(await oai(`verb=ListMetadataFormats&identifier=${id(tale.named)}`))).toEqual([]);
    expect(errorsOf(await oai(`verb=ListMetadataFormats&identifier=${id(tale.withdrawn)}`))).toEqual([]);
    for (const taleId of never)
      expect(errorsOf(await oai(`verb=ListMetadataFormats&identifier=${id(taleId)}`))).toEqual([
        'idDoesNotExist',
      ]);
    expect(errorsOf(await oai('verb=ListMetadataFormats&identifier=oai:elsewhere.org:1'))).toEqual([
      'idDoesNotExist',
    ]);
  });

  it('ListSets: the regions and the tale type groups, each under its parent', async () => {
    const xml = await oai('verb=ListSets');
    const specs = texts(xml, 'setSpec');
    expect(specs).toContain('region');
    expect(specs).toContain('region:karadeniz');
    expect(specs).toContain('region:dogu-anadolu');
    expect(specs).toContain('type');
    expect(specs).toContain(`type:${group.groupId}`);
    expect(specs.filter((s) => s?.startsWith('region:'))).toHaveLength(7);
    expect(texts(xml, 'setName')).toContain(`Masal türü: ${group.name}`);
    expect(errorsOf(await oai('verb=ListSets&resumptionToken=abc'))).toEqual(['badResumptionToken']);
  });

  it('ListRecords: published tales with their Dublin Core, withdrawn ones as deleted headers, nothing else', async () => {
    const xml = await oai('verb=ListRecords&metadataPrefix=oai_dc');
    expect(headersOf(xml)).toEqual([
      id(tale.named),
      id(tale.unnamed),
      `${id(tale.withdrawn)} deleted`,
      `${id(tale.forced)} deleted`,
    ]);
    expect(texts(xml, 'dc:title')).toEqual(['Açıkadlı Masalı', 'Açıkadsız Masalı']);
    expect(texts(xml, 'dc:creator')).toEqual(['Ayşe Yılmaz', 'Ayşe Yılmaz']);
    // The narrator only where they agreed to be named.
    expect(texts(xml, 'dc:contributor')).toEqual(['Açıkadlı Anlatıcı']);
    expect(texts(xml, 'dc:language')).toEqual(['tr', 'tr']);
    expect(texts(xml, 'dc:coverage')).toEqual(['Trabzon', 'Karadeniz', 'Trabzon', 'Karadeniz']);
    expect(texts(xml, 'dc:description')).toEqual(['Açıkadlı özeti.', 'Açıkadsız özeti.']);
    expect(texts(xml, 'dc:date')).toEqual(['2024-01-20', '2024-01-20']);
    expect(texts(xml, 'dc:rights')[0]).toBe('CC BY 4.0 https://creativecommons.org/licenses/by/4.0/');
    expect(texts(xml, 'dc:identifier')).toEqual([
      `${PUBLIC_URL}/arsiv/masal/${tale.named}-acikadli-masali`,
      `${PUBLIC_URL}/arsiv/masal/${tale.unnamed}-acikadsiz-masali`,
    ]);
    const subjects = texts(xml, 'dc:subject');
    expect(subjects).toContain(group.name);
    if (group.atu) expect(subjects).toContain(`ATU ${group.atu}`);
    if (group.ttv) expect(subjects).toContain(`TTV ${group.ttv}`);
    // A published record names its sets; a deleted one is its header alone.
    expect(xml).toContain(`<setSpec>region:karadeniz</setSpec><setSpec>type:${group.groupId}</setSpec>`);
    expect(xml).toMatch(
      /<header status="deleted"><identifier>[^<]+<\/identifier><datestamp>[^<]+<\/datestamp><\/header><\/record>/,
    );
    // The whole list in one answer: no token.
    expect(tokenOf(xml)).toBeUndefined();
  });

  it('ListIdentifiers: the same headers', async () => {
    const xml = await oai('verb=ListIdentifiers&metadataPrefix=oai_dc');
    expect(headersOf(xml)).toEqual(headersOf(await oai('verb=ListRecords&metadataPrefix=oai_dc')));
    expect(xml).not.toContain('<metadata>');
  });

  it('GetRecord: a published record, a deleted one, and none for a tale never published', async () => {
    const named = await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${id(tale.named)}`);
    expect(headersOf(named)).toEqual([id(tale.named)]);
    expect(texts(named, 'dc:title')).toEqual(['Açıkadlı Masalı']);
    expect(requestOf(named)?.[1]).toContain(`identifier="${id(tale.named)}"`);
    const withdrawn = await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${id(tale.withdrawn)}`);
    expect(headersOf(withdrawn)).toEqual([`${id(tale.withdrawn)} deleted`]);
    expect(withdrawn).not.toContain('<metadata>');
    for (const taleId of never)
      expect(errorsOf(await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${id(taleId)}`))).toEqual([
        'idDoesNotExist',
      ]);
    expect(errorsOf(await oai(`verb=GetRecord&metadataPrefix=marc21&identifier=${id(tale.named)}`))).toEqual([
      'cannotDisseminateFormat',
    ]);
    expect(errorsOf(await oai('verb=GetRecord&metadataPrefix=marc21&identifier=oai:x:1'))).toEqual([
      'cannotDisseminateFormat',
      'idDoesNotExist',
    ]);
  });

  it('answers a POST with a form body as it answers the GET', async () => {
    const query = `verb=GetRecord&metadataPrefix=oai_dc&identifier=${encodeURIComponent(id(tale.named))}`;
    const strip = (xml: string) => xml.replace(/<responseDate>[^<]+<\/responseDate>/, '');
    expect(strip(await oai(query, 'POST'))).toBe(strip(await oai(query)));
    expect(errorsOf(await oai('verb=Identify&verb=Identify', 'POST'))).toEqual(['badVerb']);
  });
});

describe('the protocol errors', () => {
  it.each([
    ['', 'badVerb'],
    ['verb=Nothing', 'badVerb'],
    ['verb=Identify&verb=Identify', 'badVerb'],
    ['verb=Identify&metadataPrefix=oai_dc', 'badArgument'],
    ['verb=ListRecords', 'badArgument'],
    ['verb=ListIdentifiers&metadataPrefix=oai_dc&metadataPrefix=oai_dc', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&resumptionToken=abc', 'badArgument'],
    ['verb=GetRecord&metadataPrefix=oai_dc', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2024-13-01', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2024-01-01T00:00:00', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2024-01-01&until=2024-02-01T00:00:00Z', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2024-02-01&until=2024-01-01', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&set=a%20b', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=a%20b', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=marc21', 'cannotDisseminateFormat'],
    ['verb=ListIdentifiers&resumptionToken=nonsense', 'badResumptionToken'],
    ['verb=ListRecords&metadataPrefix=oai_dc&set=region:nowhere', 'noRecordsMatch'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2999-01-01', 'noRecordsMatch'],
    ['verb=ListIdentifiers&metadataPrefix=oai_dc&until=2000-01-01', 'noRecordsMatch'],
  ])('%s: %s', async (query, code) => {
    const xml = await oai(query);
    expect(errorsOf(xml)).toContain(code);
    // badVerb and badArgument echo the base URL alone (§3.6).
    if (code === 'badVerb' || code === 'badArgument') expect(requestOf(xml)?.[1]).toBe('');
    else expect(requestOf(xml)?.[1]).toContain('verb=');
  });
});

describe('selective harvesting', () => {
  it('by set: a region, a type group, their parents', async () => {
    const listed = async (set: string) =>
      headersOf(await oai(`verb=ListIdentifiers&metadataPrefix=oai_dc&set=${set}`));
    expect(await listed('region:karadeniz')).toContain(id(tale.named));
    expect(await listed('region')).toContain(id(tale.unnamed));
    expect(await listed(`type:${group.groupId}`)).toContain(id(tale.named));
    expect(await listed('type')).toContain(id(tale.named));
    expect(errorsOf(await oai('verb=ListIdentifiers&metadataPrefix=oai_dc&set=region:ege'))).toEqual([
      'noRecordsMatch',
    ]);
  });

  it('by datestamp, from and until inclusive, in days or seconds', async () => {
    const yesterday = new Date(Date.now() - 86_400_000);
    await ctx.database.db
      .update(talePublications)
      .set({ datestamp: yesterday })
      .where(eq(talePublications.taleId, tale.withdrawn));
    const day = yesterday.toISOString().slice(0, 10);
    const second = yesterday.toISOString().replace(/\.\d{3}Z$/, 'Z');
    const listed = async (range: string) =>
      headersOf(await oai(`verb=ListIdentifiers&metadataPrefix=oai_dc&${range}`));
    expect(await listed(`from=${day}&until=${day}`)).toEqual([`${id(tale.withdrawn)} deleted`]);
    expect(await listed(`from=${second}&until=${second}`)).toEqual([`${id(tale.withdrawn)} deleted`]);
    expect(await listed(`from=${new Date().toISOString().slice(0, 10)}`)).not.toContain(
      `${id(tale.withdrawn)} deleted`,
    );
    const stamp = texts(
      await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${id(tale.withdrawn)}`),
      'datestamp',
    );
    expect(stamp).toEqual([second]);
  });
});

describe('deleted records', () => {
  it('a tale unpublished after being harvested answers deleted, and comes back when published again', async () => {
    const get = () => oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${id(tale.unnamed)}`);
    const before = await get();
    expect(headersOf(before)).toEqual([id(tale.unnamed)]);
    const unpublish = await putTransition(ctx, publisher.token, {
      taleId: tale.unnamed,
      actionId: ACTION.completed,
      note: 'Düzeltme için yayından kaldırıldı.',
    });
    expect(unpublish.statusCode, unpublish.body).toBe(200);
    const deleted = await get();
    expect(headersOf(deleted)).toEqual([`${id(tale.unnamed)} deleted`]);
    expect(deleted).not.toContain('Açıkadsız');
    expect((texts(deleted, 'datestamp')[0] ?? '') >= (texts(before, 'datestamp')[0] ?? '')).toBe(true);
    const republish = await putTransition(ctx, publisher.token, {
      taleId: tale.unnamed,
      actionId: ACTION.published,
    });
    expect(republish.statusCode, republish.body).toBe(200);
    expect(headersOf(await get())).toEqual([id(tale.unnamed)]);
  });
});

describe('nothing but published tales, under any parameter', () => {
  it('every verb with every argument a harvester could try, as anyone: no trace of a tale never published', async () => {
    const admin = await signedInUser(ctx, { roles: [ROLE.admin] });
    const ids = [...never, tale.withdrawn, tale.forced, 0, 999_999];
    const queries = [
      'verb=Identify',
      'verb=ListSets',
      'verb=ListMetadataFormats',
      ...['ListIdentifiers', 'ListRecords'].flatMap((verb) =>
        [
          '',
          '&set=region',
          '&set=region:karadeniz',
          `&set=type:${group.groupId}`,
          '&from=2000-01-01',
          '&until=2999-12-31',
        ].map((extra) => `verb=${verb}&metadataPrefix=oai_dc${extra}`),
      ),
      ...ids.flatMap((taleId) => [
        `verb=GetRecord&metadataPrefix=oai_dc&identifier=${id(taleId)}`,
        `verb=ListMetadataFormats&identifier=${id(taleId)}`,
      ]),
    ];
    for (const query of queries)
      for (const token of [undefined, compiler.token, admin.token])
        for (const method of ['GET', 'POST'] as const) {
          const xml = await oai(query, method, token);
          const lower = xml.toLocaleLowerCase('tr');
          const found = [...NEVER_SHOWN_WORDS, ...LEFT_WORDS, ...PERSONAL, compiler.email]
            .filter((word) => lower.includes(word.toLocaleLowerCase('tr')))
            .concat(
              never.filter((taleId) => xml.includes(`<identifier>${id(taleId)}</identifier>`)).map(String),
            );
          expect(found, query).toEqual([]);
        }
  });
});

describe('resumption tokens', () => {
  it(`lists more than ${OAI_PAGE_SIZE} records a page at a time, with completeListSize, cursor and expiry`, async () => {
    const many = OAI_PAGE_SIZE + 5;
    const inserted = await ctx.database.db
      .insert(tales)
      .values(
        Array.from({ length: many }, (_, n) => ({
          userId: compiler.userId,
          taleName: `Toplu ${n}`,
          taleNameKey: `toplu ${n}`,
          actionId: ACTION.published,
          area: 'Ege',
          city: 'İzmir',
        })),
      )
      .returning({ taleId: tales.taleId });
    try {
      const total = many + 4;
      const first = await oai('verb=ListIdentifiers&metadataPrefix=oai_dc');
      expect(headersOf(first)).toHaveLength(OAI_PAGE_SIZE);
      const token = tokenOf(first);
      expect(token?.attributes).toMatchObject({ completeListSize: String(total), cursor: '0' });
      const expires = Date.parse(token?.attributes.expirationDate ?? '');
      expect(expires - Date.now()).toBeGreaterThan(23 * 3_600_000);
      expect(token?.value).toMatch(/^[A-Za-z0-9_-]+$/);

      const rest = await oai(`verb=ListIdentifiers&resumptionToken=${token?.value}`);
      expect(headersOf(rest)).toHaveLength(total - OAI_PAGE_SIZE);
      // The last part: an empty token, the list's size and where it started.
      expect(tokenOf(rest)).toEqual({
        attributes: { completeListSize: String(total), cursor: String(OAI_PAGE_SIZE) },
        value: '',
      });
      const all = [...headersOf(first), ...headersOf(rest)];
      expect(new Set(all).size).toBe(total);

      // ListRecords pages the same way; a token is refused by another verb's arguments, when changed or expired.
      const records = await oai('verb=ListRecords&metadataPrefix=oai_dc&set=region:ege');
      expect(tokenOf(records)?.attributes.completeListSize).toBe(String(many));
      const tampered = `${token?.value.slice(0, -2)}x`;
      expect(errorsOf(await oai(`verb=ListIdentifiers&resumptionToken=${tampered}`))).toEqual([
        'badResumptionToken',
      ]);
      const decoded = JSON.parse(Buffer.from(token?.value ?? '', 'base64url').toString()) as Record<
        string,
        number
      >;
      const expired = Buffer.from(JSON.stringify({ ...decoded, x: Date.now() - 1000 })).toString('base64url');
      expect(errorsOf(await oai(`verb=ListIdentifiers&resumptionToken=${expired}`))).toEqual([
        'badResumptionToken',
      ]);
    } finally {
      const taleIds = inserted.map((r) => r.taleId);
      await ctx.database.db
        .update(tales)
        .set({ actionId: ACTION.completed })
        .where(inArray(tales.taleId, taleIds));
    }
  });
});
