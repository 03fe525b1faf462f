/**
 * Uploads over a real socket, for what inject cannot do: a client that stops in the middle of the body. Tale
 * and announcement attachments must both leave no row and no file behind.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { sleep } from './http.ts';
import { isoMedia, mp3 } from './media-fixtures.ts';
import { multipartBody, uploadsOf } from './multipart.ts';
import type { TestApp } from './test-app.ts';

/** The app on a real ephemeral port (for raw HTTP clients); listens once per file. */
export async function listening(ctx: TestApp): Promise<number> {
  if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return (ctx.app.server.address() as AddressInfo).port;
}

export async function waitFor(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

/**
 * POSTs two files to `path` and aborts in the middle of the second; expects the uploads folder as it was
 * before once the server has discarded the interrupted upload. The caller checks its rows.
 */
export async function abortInSecondFile(ctx: TestApp, path: string, auth: Record<string, string>) {
  const before = await uploadsOf(ctx);
  const port = await listening(ctx);
  const body = multipartBody([
    { fileName: 'tam.mp3', bytes: mp3() },
    { fileName: 'yarim.mp4', bytes: isoMedia('isom', Buffer.alloc(2 * 1024 * 1024, 4)) },
  ]);
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path,
    headers: { ...body.headers, ...auth, 'content-length': body.payload.length },
  });
  request.on('error', () => undefined);
  // Half of the second file: the first is staged by then and the second is being written (a bucket shows
  // only the first: the second's upload holds less than one part).
  request.write(body.payload.subarray(0, body.payload.length - 1024 * 1024));
  const visible = ctx.config.s3 ? 1 : 2;
  await waitFor(async () => (await uploadsOf(ctx)).temp.length === visible, 'the second file being written');
  // Nothing is published before the rows are written.
  expect((await uploadsOf(ctx)).stored).toEqual(before.stored);
  request.destroy();
  await waitFor(async () => {
    const now = await uploadsOf(ctx);
    return now.temp.length === 0 && now.stored.length === before.stored.length;
  }, 'the server to discard the interrupted upload');
  expect(await uploadsOf(ctx)).toEqual(before);
}
