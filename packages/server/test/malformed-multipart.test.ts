/**
 * A malformed multipart body (no boundary, cut short, another boundary, broken part
 * headers) or another content type on both upload routes answers 400 VALIDATION with a Turkish message of
 * the catalogue, never 5xx, and stores nothing.
 */
import { MSG } from '@masal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, users } from '../src/db/schema/index.ts';
import { type CreatedUser, signedInUser } from './support/factories.ts';
import { image, isoMedia } from './support/media-fixtures.ts';
import { multipartBody, uploadsOf } from './support/multipart.ts';
import { createTale } from './support/tales.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let ctx: TestApp;
let writer: CreatedUser;
let token: string;
let taleId: number;

beforeAll(async () => {
  ctx = await startTestApp();
  ({ token, ...writer } = await signedInUser(ctx));
  taleId = (await createTale(ctx, { userId: writer.userId })).taleId;
});
afterAll(async () => {
  await ctx?.close();
});

interface Malformed {
  payload: Buffer | string;
  contentType: string;
}

/** Bodies a broken or hostile client sends, each around a real file so a lax parser would store it. */
async function malformedBodies(): Promise<Record<string, Malformed>> {
  const file = Buffer.concat([await image('png', 640, 480), isoMedia('isom', Buffer.alloc(1024 * 1024, 7))]);
  const good = multipartBody([{ fileName: 'resim.png', bytes: file }]);
  const other = multipartBody([{ fileName: 'resim.png', bytes: file }]);
  const contentType = good.headers['content-type'];
  return {
    'no boundary': { payload: good.payload, contentType: 'multipart/form-data' },
    'an empty boundary': { payload: good.payload, contentType: 'multipart/form-data; boundary=' },
    'a body cut in the middle of the file': {
      payload: good.payload.subarray(0, good.payload.length - 512 * 1024),
      contentType,
    },
    'a body cut in the part headers': {
      payload: good.payload.subarray(0, good.payload.indexOf('filename=')),
      contentType,
    },
    'a boundary that is not in the body': { payload: other.payload, contentType },
    'a part without headers': {
      payload: `--${good.boundary}\r\nbozuk başlık\r\n\r\n${'x'.repeat(100)}\r\n--${good.boundary}--\r\n`,
      contentType,
    },
    'an empty body': { payload: '', contentType },
    'the file as raw bytes': { payload: file, contentType: 'application/octet-stream' },
    'a form instead of multipart': {
      payload: 'file=resim.png',
      contentType: 'application/x-www-form-urlencoded',
    },
    'an unknown content type': { payload: file, contentType: 'image/png' },
  };
}

const catalogue = new Set<string>(Object.values(MSG));

async function expectRefusedWithNothingStored(url: string, body: Malformed, what: string) {
  const before = await uploadsOf(ctx);
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
  });
  expect.soft(response.statusCode, `${what}: ${response.body}`).toBe(400);
  const answer = response.json();
  expect.soft(answer.status, what).toBe(false);
  expect.soft(answer.code, what).toBe('VALIDATION');
  expect.soft(catalogue.has(answer.message), `${what}: ${answer.message}`).toBe(true);
  expect.soft(await uploadsOf(ctx), what).toEqual(before);
}

describe('malformed multipart', () => {
  it('on the tale attachment upload: 400 VALIDATION, no file and no row', async () => {
    for (const [what, body] of Object.entries(await malformedBodies())) {
      await expectRefusedWithNothingStored(`/v1/upload/taleAttachment/${taleId}`, body, what);
    }
    expect(await ctx.database.db.select().from(attachments).where(eq(attachments.taleId, taleId))).toEqual(
      [],
    );
  });

  it('on the profile image upload: 400 VALIDATION, no file and the default image kept', async () => {
    for (const [what, body] of Object.entries(await malformedBodies())) {
      await expectRefusedWithNothingStored(`/v1/upload/userProfileImage/${writer.userId}`, body, what);
    }
    const [row] = await ctx.database.db
      .select({ path: users.profileImagePath })
      .from(users)
      .where(eq(users.userId, writer.userId));
    expect(row?.path).toBeNull();
  });

  it('still takes a well-formed upload afterwards', async () => {
    const body = multipartBody([{ fileName: 'ben.png', bytes: await image('png') }]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/v1/upload/userProfileImage/${writer.userId}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
