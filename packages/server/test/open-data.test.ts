/**
 * The open archive (decisions.md): GET /v1/open/tales, /v1/open/tales.jsonl and /v1/open/tales.csv, without a
 * session. A tale in every status, and tales that were published and left (withdrawn to 6, forced to 7): only
 * the published ones appear, under any parameter, with their public record — address, type, place, compiler,
 * the narrator only by consent, the published files, the licence and the citation — and nothing of anyone's
 * TC Kimlik No, IBAN, e-mail, birth date, education or job.
 */
import {
  ACTION,
  type Attachment,
  DEFAULT_OPEN_DATA_LICENSE,
  OPEN_DATA_LICENSES,
  type PublishedTale,
  ROLE,
} from '@masal/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourcePersons, talePublications, tales } from '../src/db/schema/index.ts';
import { parseCsv } from './support/csv.ts';
import { type CreatedUser, signedInUser } from './support/factories.ts';
import {
  archiveTale,
  LEFT_WORDS,
  NEVER_SHOWN_WORDS,
  neverShownTales,
  PERSONAL_DETAILS,
  publishedWithFiles,
} from './support/open-archive.ts';
import { completeTaleBody } from './support/tale-bodies.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { bearer, setStatus } from './support/workflow-fixtures.ts';

type User = CreatedUser & { token: string };

let ctx: TestApp;
let compiler: User;
let editor: User;

/** Published: one whose narrator agreed to be named (a file published, one not), one whose narrator did not. */
const open = { named: 0, unnamed: 0 };
let namedFile: Attachment;
/** Every tale that must not appear, by the status it is in. */
const hidden: number[] = [];

const tale = (actionId: number, name: string, consent = false) =>
  archiveTale(ctx, { userId: compiler.userId, editorId: editor.userId, actionId, name, consent });

beforeAll(async () => {
  ctx = await startTestApp();
  compiler = await signedInUser(ctx, { roles: [ROLE.writer] });
  editor = await signedInUser(ctx, { roles: [ROLE.editor] });

  const owner = { ...compiler, editorId: editor.userId };
  ({ taleId: open.named, namedFile } = await publishedWithFiles(ctx, owner));
  open.unnamed = await tale(ACTION.published, 'Açıkadsız');
  const neverShown = await neverShownTales(ctx, owner);
  hidden.push(...neverShown.never, neverShown.withdrawn, neverShown.forced);
});
afterAll(() => ctx?.close());

const get = (url: string, token?: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

/** What an answer must never carry: the hidden tales' words, the personal fields, anyone's e-mail. */
function leaks(response: LightMyRequestResponse): string[] {
  const text = response.body.toLocaleLowerCase('tr');
  return [
    ...NEVER_SHOWN_WORDS,
    ...LEFT_WORDS,
    ...PERSONAL_DETAILS,
    'Gizlidosya',
    compiler.email,
    editor.email,
    '@',
  ]
    .filter((word) => text.includes(word.toLocaleLowerCase('tr')))
    .concat(
      hidden.filter((id) => new RegExp(`"taleId":${id}\\b`).test(response.body)).map((id) => `taleId ${id}`),
    );
}

const rowsOf = (response: LightMyRequestResponse) => (response.json() as { rows: PublishedTale[] }).rows;

describe('GET /v1/open/tales', () => {
  it('answers everyone without a session: the published tales only, in id order', async () => {
    const response = await get('/v1/open/tales');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { rows: PublishedTale[]; total: number };
    expect(body.rows.map((r) => r.taleId)).toEqual([open.named, open.unnamed]);
    expect(body.total).toBe(2);
    expect(leaks(response)).toEqual([]);
  });

  it('answers a signed-in caller, staff included, the same published tales', async () => {
    const admin = await signedInUser(ctx, { roles: [ROLE.admin] });
    for (const token of [compiler.token, editor.token, admin.token]) {
      const response = await get('/v1/open/tales', token);
      expect(rowsOf(response).map((r) => r.taleId)).toEqual([open.named, open.unnamed]);
      expect(leaks(response)).toEqual([]);
    }
  });

  it("carries the tale's public record: address, type, place, compiler, files, licence and citation", async () => {
    const [named] = rowsOf(await get('/v1/open/tales?pageSize=1'));
    expect(named).toMatchObject({
      taleId: open.named,
      url: `${ctx.config.publicUrl}/arsiv/masal/${open.named}-acikadli-masali`,
      taleName: 'Açıkadlı Masalı',
      abstract: 'Açıkadlı özeti.',
      area: 'Karadeniz',
      city: 'Trabzon',
      complationDate: '2024-01-20',
      compilerNameSurname: 'Ayşe Yılmaz',
      narratorNameSurname: 'Açıkadlı Anlatıcı',
      license: { name: DEFAULT_OPEN_DATA_LICENSE, url: OPEN_DATA_LICENSES[DEFAULT_OPEN_DATA_LICENSE] },
    });
    expect(named?.text).toMatch(/^Evvel zaman içinde Keloğlan/);
    expect(named?.groupName).toEqual(expect.any(String));
    expect(named?.attachments).toEqual([
      {
        id: namedFile.id,
        type: namedFile.type,
        fileName: 'Açık kayıt.mp3',
        mimeType: namedFile.mimeType,
        size: namedFile.size,
      },
    ]);
    expect(named?.citation).toBe(
      `Ayşe Yılmaz (derleyen). “Açıkadlı Masalı”. Trabzon, Karadeniz, 2024. Masal Portalı, ${named?.url}. Lisans: CC BY 4.0.`,
    );
    expect(Date.parse(named?.publishedAt ?? '')).not.toBeNaN();
  });

  it('names the narrator only where they agreed to be named', async () => {
    const rows = rowsOf(await get('/v1/open/tales'));
    expect(rows.find((r) => r.taleId === open.unnamed)?.narratorNameSurname).toBeNull();
    expect(JSON.stringify(rows)).not.toContain('Açıkadsız Anlatıcı');
  });

  it('pages, and filters by the Istanbul day of publication', async () => {
    const second = await get('/v1/open/tales?page=1&pageSize=1');
    expect(second.json()).toMatchObject({ total: 2, rows: [{ taleId: open.unnamed }] });
    // One of them published "yesterday": only the other is today's.
    const yesterday = new Date(Date.now() - 86_400_000);
    await ctx.database.db
      .update(talePublications)
      .set({ publishedAt: yesterday })
      .where(eq(talePublications.taleId, open.unnamed));
    const day = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
    const today = day(new Date());
    expect(rowsOf(await get(`/v1/open/tales?from=${today}`)).map((r) => r.taleId)).toEqual([open.named]);
    expect(rowsOf(await get(`/v1/open/tales?until=${day(yesterday)}`)).map((r) => r.taleId)).toEqual([
      open.unnamed,
    ]);
    expect(rowsOf(await get('/v1/open/tales?from=2000-01-01&until=2000-01-02'))).toEqual([]);
  });

  it('refuses a bad page, size or day with 400', async () => {
    for (const query of [
      'page=-1',
      'pageSize=0',
      'pageSize=101',
      'from=2024-02-30',
      'from=2025-01-02&until=2025-01-01',
    ]) {
      const response = await get(`/v1/open/tales?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
    }
  });
});

describe('the whole archive', () => {
  it('GET /v1/open/tales.jsonl: one published tale a line, streamed', async () => {
    const response = await get('/v1/open/tales.jsonl');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment');
    const lines = response.body.trimEnd().split('\n');
    const records = lines.map((line) => JSON.parse(line) as PublishedTale);
    expect(records.map((r) => r.taleId)).toEqual([open.named, open.unnamed]);
    expect(records).toEqual(rowsOf(await get('/v1/open/tales')));
    expect(leaks(response)).toEqual([]);
  });

  it('GET /v1/open/tales.csv: UTF-8 with a BOM for spreadsheets, a header row and one row a tale', async () => {
    const response = await get('/v1/open/tales.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('MasalAcikVeri.csv');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(response.body.slice(1).trimEnd());
    expect(header?.slice(0, 3)).toEqual(['Masal No', 'Adres', 'Masal Adı']);
    expect(rows.map((r) => Number(r[0]))).toEqual([open.named, open.unnamed]);
    expect(rows[0]).toContain('Açık kayıt.mp3');
    expect(rows[0]).toContain('Açıkadlı Anlatıcı');
    expect(leaks(response)).toEqual([]);
  });

  it('keeps a formula in a name a text in the CSV', async () => {
    await ctx.database.db
      .update(tales)
      .set({ taleName: '=HYPERLINK("http://x")' })
      .where(eq(tales.taleId, open.unnamed));
    try {
      const response = await get('/v1/open/tales.csv');
      expect(response.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    } finally {
      await ctx.database.db
        .update(tales)
        .set({ taleName: 'Açıkadsız Masalı' })
        .where(eq(tales.taleId, open.unnamed));
    }
  });
});

describe('nothing but published tales, under any parameter', () => {
  it('every open route, with every query a caller could try, as anyone', async () => {
    const admin = await signedInUser(ctx, { roles: [ROLE.admin] });
    const queries = [
      '',
      '?page=0&pageSize=100',
      '?from=2000-01-01',
      '?until=2999-12-31',
      ...hidden.map((id) => `?taleId=${id}&actionId=7&status=all&scope=all`),
      '?actionId=1&includeDrafts=true&published=false',
    ];
    for (const path of ['/v1/open/tales', '/v1/open/tales.jsonl', '/v1/open/tales.csv']) {
      for (const query of queries) {
        for (const token of [undefined, compiler.token, admin.token]) {
          const response = await get(`${path}${query}`, token);
          expect(response.statusCode, `${path}${query}`).toBe(200);
          expect(leaks(response), `${path}${query}`).toEqual([]);
        }
      }
    }
  });

  it('a tale withdrawn and published again is back, with its new publication date', async () => {
    await setStatus(ctx, open.unnamed, ACTION.completed);
    expect(rowsOf(await get('/v1/open/tales')).map((r) => r.taleId)).toEqual([open.named]);
    await setStatus(ctx, open.unnamed, ACTION.published);
    const again = rowsOf(await get('/v1/open/tales')).find((r) => r.taleId === open.unnamed);
    expect(Date.now() - Date.parse(again?.publishedAt ?? '')).toBeLessThan(3_600_000);
  });
});

describe("the narrator's consent on the tale form", () => {
  const person = completeTaleBody().sourcePerson;

  it('is saved and read back; a form that does not send it leaves the narrator not named', async () => {
    const post = (body: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/tales/full',
        payload: body,
        headers: bearer(compiler.token),
      });
    const withConsent = await post(completeTaleBody({ sourcePerson: { ...person, nameConsent: true } }));
    expect(withConsent.statusCode, withConsent.body).toBe(200);
    expect(withConsent.json().sourcePerson.nameConsent).toBe(true);
    const read = await get(`/v1/tales/full/${withConsent.json().taleId}`, compiler.token);
    expect(read.json().sourcePerson.nameConsent).toBe(true);

    const without = await post(completeTaleBody());
    expect(without.json().sourcePerson.nameConsent).toBe(false);
    const update = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/tales/full',
      headers: bearer(compiler.token),
      payload: {
        ...completeTaleBody({ sourcePerson: { ...person, nameConsent: true } }),
        taleId: without.json().taleId,
        version: without.json().version,
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().sourcePerson.nameConsent).toBe(true);
  });

  it('a consent given or taken back on a published tale changes its record at once', async () => {
    const [row] = await ctx.database.db
      .select({ sourcePersonId: tales.sourcePersonId })
      .from(tales)
      .where(eq(tales.taleId, open.named));
    await ctx.database.db
      .update(sourcePersons)
      .set({ nameConsent: false })
      .where(eq(sourcePersons.sourcePersonId, row?.sourcePersonId ?? 0));
    const record = rowsOf(await get('/v1/open/tales')).find((r) => r.taleId === open.named);
    expect(record?.narratorNameSurname).toBeNull();
    await ctx.database.db
      .update(sourcePersons)
      .set({ nameConsent: true })
      .where(eq(sourcePersons.sourcePersonId, row?.sourcePersonId ?? 0));
  });
});
