/**
 * Tale rules the server keeps itself, whatever the client sends: hidden fields are
 * stored empty, changing attachments of a tale in the workflow answers as changing its text, and the
 * body limit of a tale fits its longest texts.
 */
import { ACTION, type Attachment, MSG, ROLE, TEXT_MAX } from '@masal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, tales } from '../src/db/schema/index.ts';
import { createUser, signIn } from './support/factories.ts';
import { messagesFor } from './support/http.ts';
import { mp3 } from './support/media-fixtures.ts';
import { multipartBody } from './support/multipart.ts';
import { completeTaleBody } from './support/tale-bodies.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let ctx: TestApp;
let token: string;

beforeAll(async () => {
  ctx = await startTestApp();
  const writer = await createUser(ctx, { roles: [ROLE.writer] });
  token = await signIn(ctx.app, writer.email, writer.password);
});
afterAll(async () => {
  await ctx?.close();
});

const headers = () => ({ authorization: `Bearer ${token}` });
const save = (method: 'POST' | 'PUT', payload: object) =>
  ctx.app.inject({ method, url: '/v1/tales/full', payload, headers: headers() });

describe('hidden fields are stored empty', () => {
  it('the bibliography of a tale that is not from print', async () => {
    const created = await save(
      'POST',
      completeTaleBody({ taleSource: 1, taleSourceText: 'Bir kitap, 1970.' }),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().taleSourceText).toBeNull();

    const printed = { ...completeTaleBody({ taleSource: 2, taleSourceText: 'Bir kitap, 1970.' }) };
    const kept = await save('PUT', { ...printed, taleId: created.json().taleId, version: 1 });
    expect(kept.json().taleSourceText).toBe('Bir kitap, 1970.');

    const cleared = await save('PUT', {
      ...printed,
      taleSource: 1,
      taleId: created.json().taleId,
      version: kept.json().version,
    });
    expect(cleared.json().taleSourceText).toBeNull();
  });

  it("the person's own fields when the source is a material; its name and date stay", async () => {
    const created = await save('POST', completeTaleBody({ sourceType: 1 }));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().sourcePerson).toMatchObject({
      nameSurname: 'Hatice Çelik',
      complationDate: '2024-01-20',
      learnedFrom: null,
      job: null,
      educationLevel: null,
      birthDate: null,
      placeOfBirth: null,
    });

    const person = await save('PUT', { ...completeTaleBody(), taleId: created.json().taleId, version: 1 });
    expect(person.json().sourcePerson).toMatchObject({ job: 'Çiftçi', placeOfBirth: 'Maçka' });
  });
});

describe("changing a submitted tale's attachments answers as changing its text", () => {
  const notEditable = { status: false, code: 'WRONG_STATE', message: MSG.taleNotEditable };

  it('upload and deleteTaleAttachment by its owner: 409, nothing changes', async () => {
    const created = await save('POST', completeTaleBody());
    const { taleId } = created.json();
    const upload = () => {
      const body = multipartBody([{ fileName: 'masal.mp3', bytes: mp3() }]);
      return ctx.app.inject({
        method: 'POST',
        url: `/v1/upload/taleAttachment/${taleId}`,
        payload: body.payload,
        headers: { ...body.headers, ...headers() },
      });
    };
    const first = await upload();
    expect(first.statusCode, first.body).toBe(200);
    const attachment = first.json().uploadList[0] as Attachment;
    await ctx.database.db.update(tales).set({ actionId: ACTION.submitted }).where(eq(tales.taleId, taleId));

    const text = await save('PUT', { ...completeTaleBody(), taleId, version: created.json().version });
    expect(text.statusCode).toBe(409);
    expect(text.json()).toEqual(notEditable);

    const added = await upload();
    expect(added.statusCode).toBe(409);
    expect(added.json()).toEqual(notEditable);

    const removed = await ctx.app.inject({
      method: 'POST',
      url: '/v1/upload/deleteTaleAttachment',
      payload: { id: attachment.id },
      headers: headers(),
    });
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toEqual(notEditable);

    const rows = await ctx.database.db.select().from(attachments).where(eq(attachments.taleId, taleId));
    expect(rows.map((r) => r.id)).toEqual([attachment.id]);
  });
});

describe('the body limit of a tale agrees with its text limits', () => {
  // '€' takes 3 bytes in UTF-8, the most a character of the form's texts can take in JSON.
  const longest = (n: number) => '€'.repeat(n);

  it('accepts both texts at their longest, beyond the 1 MiB default body limit', async () => {
    const body = completeTaleBody({
      taleText: longest(TEXT_MAX),
      taleTextEnd: longest(TEXT_MAX),
      contextProperties: longest(20_000),
      compilerExplanation: longest(20_000),
    });
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(1024 * 1024);
    const response = await save('POST', body);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json().taleText).toHaveLength(TEXT_MAX);
  });

  it('a text over TEXT_MAX is refused on its field', async () => {
    const response = await save('POST', completeTaleBody({ taleText: 'a'.repeat(TEXT_MAX + 1) }));
    expect(response.statusCode).toBe(400);
    expect(messagesFor(response, 'taleText')).toEqual([MSG.textTooLong]);
  });

  it('a body over the limit is 413 with a message about the text, not about a file', async () => {
    const response = await save('POST', completeTaleBody({ taleText: longest(4 * TEXT_MAX) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: false, code: 'TOO_LARGE', message: MSG.requestTooLarge });
  });
});
