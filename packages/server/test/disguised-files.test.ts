/**
 * Old Word and PowerPoint files (issue 9, point 14): an OLE compound file is a .doc only when its directory
 * holds a `WordDocument` stream, a .ppt only with a `PowerPoint Document` stream. An OLE header in front
 * of HTML, or a compound file of another application, is refused with 415 and leaves nothing behind.
 */
import { MSG, ROLE } from '@masal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taleAttachments } from '../src/db/schema/index.ts';
import { createUser, signIn } from './support/factories.ts';
import {
  compoundDocument,
  compoundFile,
  html,
  powerPointStreams,
  wordStreams,
} from './support/media-fixtures.ts';
import { type FilePart, multipartBody, uploadsOnDisk } from './support/multipart.ts';
import { createTale } from './support/tales.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let ctx: TestApp;
let writerId: number;
let token: string;

beforeAll(async () => {
  ctx = await startTestApp();
  const writer = await createUser(ctx, { roles: [ROLE.writer] });
  writerId = writer.userId;
  token = await signIn(ctx.app, writer.email, writer.password);
});
afterAll(async () => {
  await ctx?.close();
});

async function upload(parts: readonly FilePart[]) {
  const tale = await createTale(ctx, { userId: writerId });
  const body = multipartBody(parts);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/v1/upload/taleAttachment/${tale.taleId}`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  const rows = await ctx.database.db
    .select()
    .from(taleAttachments)
    .where(eq(taleAttachments.taleId, tale.taleId));
  return { response, rows };
}

/** An OLE header, then a page that would run script if a browser rendered it. */
const oleThenHtml = () => Buffer.concat([compoundFile(), html(), Buffer.alloc(2048, 0x20)]);

describe('old Word and PowerPoint files', () => {
  it.each([
    ['a .doc', 'masal.doc', wordStreams(), 'application/msword'],
    ['a .ppt', 'sunum.ppt', powerPointStreams(), 'application/vnd.ms-powerpoint'],
    // The directory beyond the first 256 KB that decide the other types.
    ['a .doc larger than the head', 'uzun masal.DOC', wordStreams(600 * 1024), 'application/msword'],
  ])('accepts %s whose directory holds its stream', async (_what, fileName, streams, mimeType) => {
    const { response, rows } = await upload([{ fileName, bytes: compoundDocument(streams) }]);
    expect(response.statusCode).toBe(200);
    expect(rows.map((r) => [r.fileName, r.mimeType])).toEqual([[fileName, mimeType]]);
  });

  it.each([
    ['an OLE header and HTML named .doc', 'masal.doc', oleThenHtml()],
    ['an OLE header and HTML named .ppt', 'sunum.ppt', oleThenHtml()],
    ['a bare OLE header named .doc', 'bos.doc', compoundFile()],
    ['a PowerPoint file named .doc', 'masal.doc', compoundDocument(powerPointStreams())],
    ['a Word file named .ppt', 'sunum.ppt', compoundDocument(wordStreams())],
    [
      'a compound file with WordDocument only inside a storage',
      'masal.doc',
      compoundDocument({ 'Gömülü/WordDocument': Buffer.alloc(4096) }),
    ],
    [
      'a compound file whose WordDocument is a storage',
      'masal.doc',
      compoundDocument({ 'WordDocument/veri': Buffer.alloc(4096) }),
    ],
    ['a compound file cut short', 'masal.doc', compoundDocument(wordStreams(64 * 1024)).subarray(0, 4096)],
  ])('refuses %s with 415 and stores nothing', async (_what, fileName, bytes) => {
    const before = await uploadsOnDisk(ctx.dataDir);
    const { response, rows } = await upload([{ fileName, bytes }]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      status: false,
      code: 'UNSUPPORTED_TYPE',
      message: MSG.unsupportedType,
    });
    expect(rows).toEqual([]);
    expect(await uploadsOnDisk(ctx.dataDir)).toEqual(before);
  });

  it('refuses the whole request when one of its files is a disguised .doc', async () => {
    const before = await uploadsOnDisk(ctx.dataDir);
    const { response, rows } = await upload([
      { fileName: 'masal.doc', bytes: compoundDocument(wordStreams()) },
      { fileName: 'sahte.doc', bytes: oleThenHtml() },
    ]);
    expect(response.statusCode).toBe(415);
    expect(rows).toEqual([]);
    expect(await uploadsOnDisk(ctx.dataDir)).toEqual(before);
  });
});
