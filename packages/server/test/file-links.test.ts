/**
 * Stored-file links probed from outside: a profile-image name that is no
 * storage key, or names no image, is a plain 404 logged at debug level; an attachment link is accepted
 * only in the exact spelling the server handed out.
 */
import { MSG, ROLE } from '@masal/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from './support/factories.ts';
import { mp3 } from './support/media-fixtures.ts';
import { multipartBody } from './support/multipart.ts';
import { createTale } from './support/tales.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

interface LogLine {
  level: number;
  msg?: string;
}

/** What the app logs while `act` runs (the test app logs every level). */
async function loggedDuring(act: () => Promise<unknown>): Promise<LogLine[]> {
  const before = ctx.logText().length;
  await act();
  return ctx
    .logText()
    .slice(before)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);
}

const DEBUG = 20;
const ERROR = 50;

let ctx: TestApp;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /uploads/images/{name} with a name that names no image', () => {
  it.each([
    ['36 dashes', '------------------------------------.jpg'],
    ['dashes and hex that are no UUID', '-0123456789abcdef-0123456789abcdef-.jpg'],
    ['a dot-dot', '..'],
    ['an encoded dot-dot', '%2e%2e'],
    ['an encoded path out of images/', '%2e%2e%2fsecret.key'],
    ['a name of the longest length routed', `${'0'.repeat(96)}.jpg`],
    ['a NUL byte', `${'0'.repeat(35)}%00.jpg`],
    ['a NUL byte alone', '%00'],
    ['an unknown, valid-looking name', '3f2c9a64-5b1e-4c1a-9d0e-7a6b5c4d3e2f.jpg'],
  ])('answers 404 NOT_FOUND for %s, and logs no error', async (_what, name) => {
    let response: LightMyRequestResponse | undefined;
    const log = await loggedDuring(async () => {
      response = await ctx.app.inject({ method: 'GET', url: `/uploads/images/${name}` });
    });
    expect(response?.statusCode).toBe(404);
    expect(response?.json()).toEqual({ status: false, code: 'NOT_FOUND', message: MSG.notFound });
    expect(log.filter((line) => line.level >= ERROR)).toEqual([]);
  });

  // The router refuses it before any route runs (Fastify's maxParamLength, 100 characters): still our 404.
  it('answers 404 NOT_FOUND for a name beyond the router parameter length, logging it at debug', async () => {
    let response: LightMyRequestResponse | undefined;
    const log = await loggedDuring(async () => {
      response = await ctx.app.inject({ method: 'GET', url: `/uploads/images/${'a'.repeat(3000)}.jpg` });
    });
    expect(response?.statusCode).toBe(404);
    expect(response?.json()).toEqual({ status: false, code: 'NOT_FOUND', message: MSG.notFound });
    expect(log.filter((line) => line.level >= ERROR)).toEqual([]);
    expect(log.some((line) => line.level === DEBUG && line.msg === 'path refused by the router')).toBe(true);
  });

  it('logs an unknown image name at debug level', async () => {
    const log = await loggedDuring(() =>
      ctx.app.inject({ method: 'GET', url: '/uploads/images/3f2c9a64-5b1e-4c1a-9d0e-7a6b5c4d3e2f.jpg' }),
    );
    expect(log.some((line) => line.level === DEBUG && line.msg === 'stored object missing')).toBe(true);
  });
});

describe('GET /uploads/attachments/{id} with a link spelled differently from the one handed out', () => {
  let filePath: URL;
  let token: string;

  beforeAll(async () => {
    const writer = await createUser(ctx, { roles: [ROLE.writer] });
    token = await signIn(ctx.app, writer.email, writer.password);
    const tale = await createTale(ctx, { userId: writer.userId });
    const body = multipartBody([{ fileName: 'ses.mp3', bytes: mp3() }]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/v1/upload/taleAttachment/${tale.taleId}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    filePath = new URL(response.json().uploadList[0].filePath, 'http://masal.test');
  });

  const get = (url: URL) => ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  const respelled = (field: string, value: string) => {
    const url = new URL(filePath);
    url.searchParams.set(field, value);
    return url;
  };

  it('accepts the link as handed out', async () => {
    expect((await get(filePath)).statusCode).toBe(200);
  });

  it('refuses every other spelling of the same user, expiry and signature with 403 LINK_EXPIRED', async () => {
    const u = filePath.searchParams.get('u') ?? '';
    const e = filePath.searchParams.get('e') ?? '';
    const s = filePath.searchParams.get('s') ?? '';
    const spellings = [
      respelled('u', `0${u}`),
      respelled('u', `0x${Number(u).toString(16)}`),
      respelled('u', `${u}.0`),
      respelled('e', `${e}.0`),
      respelled('e', `0${e}`),
      respelled('s', `${s}=`),
    ];
    for (const url of spellings) {
      const response = await get(url);
      expect(response.statusCode, url.search).toBe(403);
      expect(response.json()).toEqual({ status: false, code: 'LINK_EXPIRED', message: MSG.linkExpired });
    }
  });
});
