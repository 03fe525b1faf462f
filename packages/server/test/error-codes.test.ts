/**
 * Every error answer carries a machine-readable `code` beside its Turkish `message` (the shared error
 * schema), and /v1/docs declares the statuses each route can answer.
 */
import { ACTION, type ErrorCode, errorAnswerSchema, MSG, ROLE } from '@masal/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedUser, createUser, signIn } from './support/factories.ts';
import { completeTaleBody } from './support/tale-bodies.ts';
import { createTale } from './support/tales.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let ctx: TestApp;
let writer: CreatedUser;
let writerToken: string;
let otherToken: string;

beforeAll(async () => {
  ctx = await startTestApp();
  writer = await createUser(ctx, { roles: [ROLE.writer] });
  writerToken = await signIn(ctx.app, writer.email, writer.password);
  const other = await createUser(ctx, { roles: [ROLE.writer] });
  otherToken = await signIn(ctx.app, other.email, other.password);
});
afterAll(async () => {
  await ctx?.close();
});

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
}

/** The answer has the status, is a valid error answer and carries the code. */
function expectError(response: LightMyRequestResponse, status: number, code: ErrorCode) {
  expect(response.statusCode, response.body).toBe(status);
  const body = errorAnswerSchema.parse(response.json());
  expect(body.code).toBe(code);
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

describe('error answers', () => {
  it('400 VALIDATION, with the fields, for a refused body, query or malformed JSON', async () => {
    const body = expectError(
      await call('POST', '/v1/tales/full', writerToken, { taleName: '' }),
      400,
      'VALIDATION',
    );
    expect(body.errors).toContainEqual({ field: 'taleName', message: MSG.taleNameRequired });
    expectError(await call('GET', '/v1/tales/?pageSize=1000', writerToken), 400, 'VALIDATION');
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expectError(malformed, 400, 'VALIDATION');
  });

  it('403 SESSION_REQUIRED without a session; 403 LINK_EXPIRED for a forged file path', async () => {
    expectError(await call('GET', '/v1/tales/'), 403, 'SESSION_REQUIRED');
    expectError(await call('GET', '/v1/auth/me', 'not-a-token'), 403, 'SESSION_REQUIRED');
    expectError(await call('GET', '/uploads/attachments/1?u=1&e=1&s=forged'), 403, 'LINK_EXPIRED');
  });

  it("401 NOT_ALLOWED on someone else's tale", async () => {
    const tale = await createTale(ctx, { userId: writer.userId });
    expectError(await call('GET', `/v1/tales/${tale.taleId}`, otherToken), 401, 'NOT_ALLOWED');
    expectError(
      await call('GET', `/v1/utils/fileUploadByTaleId/${tale.taleId}`, otherToken),
      401,
      'NOT_ALLOWED',
    );
  });

  it('404 NOT_FOUND for a missing record and an unknown API path', async () => {
    expectError(await call('GET', '/v1/tales/999999', writerToken), 404, 'NOT_FOUND');
    expectError(await call('GET', '/v1/no-such-call', writerToken), 404, 'NOT_FOUND');
  });

  it('409: STALE_VERSION for an old version, WRONG_STATE for a submitted tale', async () => {
    const created = await call('POST', '/v1/tales/full', writerToken, completeTaleBody());
    const tale = created.json();
    const body = { ...completeTaleBody(), taleId: tale.taleId, version: tale.version };
    expect((await call('PUT', '/v1/tales/full', writerToken, body)).statusCode).toBe(200);
    const stale = await call('PUT', '/v1/tales/full', writerToken, body);
    expectError(stale, 409, 'STALE_VERSION');
    expect(stale.json()).toMatchObject({ tale: { taleId: tale.taleId, version: tale.version + 1 } });

    const submitted = await createTale(ctx, { userId: writer.userId, actionId: ACTION.submitted });
    const edit = { ...completeTaleBody(), taleId: submitted.taleId, version: 1 };
    expectError(await call('PUT', '/v1/tales/full', writerToken, edit), 409, 'WRONG_STATE');
    const transition = { taleId: submitted.taleId, actionId: ACTION.submitted };
    expectError(await call('PUT', '/v1/tales/', writerToken, transition), 409, 'WRONG_STATE');
  });

  it('415 UNSUPPORTED_TYPE for a body of another type', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expectError(response, 415, 'UNSUPPORTED_TYPE');
  });
});

describe('/v1/docs', () => {
  type Responses = Record<string, { description?: string; content?: unknown }>;
  let paths: Record<string, Record<string, { responses: Responses }>>;

  beforeAll(async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/docs/json' });
    expect(response.statusCode).toBe(200);
    paths = response.json().paths;
  });

  const statusesOf = (path: string, method: string) =>
    Object.keys(paths[path]?.[method]?.responses ?? {}).sort();

  it.each([
    ['/v1/tales/full', 'post', ['200', '400', '401', '403', '413', '415']],
    ['/v1/tales/full', 'put', ['200', '400', '401', '403', '404', '409', '413', '415']],
    ['/v1/tales/', 'put', ['200', '400', '401', '403', '404', '409', '413', '415']],
    ['/v1/tales/{id}', 'delete', ['200', '400', '401', '403', '404', '409', '413', '415']],
    ['/v1/upload/taleAttachment/{id}', 'post', ['200', '400', '401', '403', '404', '409', '413', '415']],
    ['/v1/upload/deleteTaleAttachment', 'post', ['200', '400', '401', '403', '404', '409', '413', '415']],
    ['/v1/auth/login', 'post', ['200', '400', '413', '415', '429']],
    ['/v1/auth/signUp', 'post', ['201', '400', '413', '415', '429']],
    ['/v1/auth/forgotMyPassword', 'post', ['200', '400', '413', '415', '429']],
    ['/v1/tales/full/{id}', 'get', ['200', '400', '401', '403', '404']],
  ])('%s %s declares %j', (path, method, statuses) => {
    expect(statusesOf(path, method)).toEqual(statuses);
  });

  it('documents the code of every error answer, with what the status means', () => {
    const response = paths['/v1/tales/full']?.put?.responses['409'];
    expect(response?.description).toContain('STALE_VERSION');
    const schema = JSON.stringify(response?.content);
    expect(schema).toContain('"code"');
    expect(schema).toContain('WRONG_STATE');
    expect(paths['/v1/auth/login']?.post?.responses['429']?.description).toContain('TOO_MANY_REQUESTS');
  });
});
