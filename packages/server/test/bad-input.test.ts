/**
 * A NUL character in any string is refused with 400 and a Turkish message (the
 * shared schemas), and an id beyond the `integer` column's range names no record: 404 in the path, 400 in
 * a body. Before, both reached the database and answered 500.
 */
import { ID_MAX, MSG } from '@masal/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CreatedUser,
  noInstitutionId,
  signedInUser,
  signInRequest,
  signUpBody,
} from './support/factories.ts';
import { multipartBody } from './support/multipart.ts';
import { createTale } from './support/tales.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const TOO_BIG = ID_MAX + 1;

let ctx: TestApp;
let writer: CreatedUser;
let token: string;
let taleId: number;

beforeAll(async () => {
  ctx = await startTestApp();
  ({ token, ...writer } = await signedInUser(ctx));
  ({ taleId } = await createTale(ctx, { userId: writer.userId }));
});
afterAll(() => ctx.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

function expectAnswer(response: LightMyRequestResponse, status: number, code: string, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body).toMatchObject({ status: false, code });
  if (message) expect(body.message).toBe(message);
}

describe('a NUL character', () => {
  const refused = (response: LightMyRequestResponse) =>
    expectAnswer(response, 400, 'VALIDATION', MSG.nulCharacter);

  it('in a tale field is refused with 400 and a Turkish message', async () => {
    refused(await call('POST', '/v1/tales/full', { taleName: 'a\u0000b' }));
    refused(await call('POST', '/v1/tales/full', { taleName: 'Masal', taleText: 'bir\u0000varmış' }));
    refused(
      await call('POST', '/v1/tales/full', { taleName: 'Masal', sourcePerson: { nameSurname: 'A\u0000' } }),
    );
    refused(await call('PUT', '/v1/tales/full', { taleId, version: 1, taleName: 'x\u0000' }));
    refused(await call('PUT', '/v1/tales/', { taleId, actionId: 2, note: '\u0000' }));
  });

  it('in a query string is refused with 400', async () => {
    refused(await call('GET', '/v1/tales/?q=%00'));
    refused(await call('GET', '/v1/tales/?q=ke%00l'));
    refused(await call('GET', '/v1/tales/?actionIds=1%00'));
  });

  it('in sign-in, forgot-password and sign-up fields is refused with 400', async () => {
    refused(await signInRequest(ctx.app, '19090909018\u0000', 'Masal-123'));
    refused(await signInRequest(ctx.app, writer.email, 'Masal-123\u0000'));
    refused(
      await ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/forgotMyPassword',
        payload: { email: `${writer.email}\u0000` },
      }),
    );
    const institutionId = await noInstitutionId(ctx);
    for (const field of ['name', 'surname', 'titleName', 'email', 'password']) {
      const body = signUpBody(institutionId, { [field]: 'Ayşe\u0000Yılmaz' });
      body.passwordReply = body.password;
      refused(await ctx.app.inject({ method: 'POST', url: '/v1/auth/signUp', payload: body }));
    }
  });
});

describe('an id beyond the integer range', () => {
  it('in the path answers 404, as does an id of 0', async () => {
    const paths: ['GET' | 'POST' | 'DELETE', string][] = [
      ['GET', `/v1/tales/${TOO_BIG}`],
      ['GET', `/v1/tales/full/${TOO_BIG}`],
      ['GET', `/v1/tales/userId/${TOO_BIG}`],
      ['DELETE', `/v1/tales/${TOO_BIG}`],
      ['GET', `/v1/sourcePersons/${TOO_BIG}`],
      ['GET', `/v1/utils/fileUploadByTaleId/${TOO_BIG}`],
      ['GET', `/v1/utils/fileUploadByTaleAttachmentId/${TOO_BIG}`],
      ['GET', `/uploads/attachments/${TOO_BIG}?u=1&e=1&s=x`],
      ['GET', '/v1/tales/0'],
      ['GET', '/v1/tales/99999999999999999999'],
    ];
    for (const [method, url] of paths) expectAnswer(await call(method, url), 404, 'NOT_FOUND', MSG.notFound);
    // The largest id the column holds is a lookup like any other.
    expectAnswer(await call('GET', `/v1/tales/${ID_MAX}`), 404, 'NOT_FOUND');
  });

  it('in the path of an upload answers 404', async () => {
    for (const url of [`/v1/upload/taleAttachment/${TOO_BIG}`, `/v1/upload/userProfileImage/${TOO_BIG}`]) {
      const { payload, headers } = multipartBody([{ fileName: 'a.pdf', bytes: Buffer.from('%PDF-1.4\n') }]);
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
      expectAnswer(response, 404, 'NOT_FOUND');
    }
  });

  it('in a body answers 400', async () => {
    const invalid = (response: LightMyRequestResponse) => expectAnswer(response, 400, 'VALIDATION');
    invalid(await call('PUT', '/v1/tales/', { taleId: TOO_BIG, actionId: 2 }));
    invalid(await call('PUT', '/v1/tales/', { taleId, actionId: 3, editorId: TOO_BIG }));
    invalid(await call('PUT', '/v1/tales/full', { taleId: TOO_BIG, version: 1, taleName: 'Masal' }));
    invalid(await call('PUT', '/v1/tales/full', { taleId, version: TOO_BIG, taleName: 'Masal' }));
    invalid(await call('POST', '/v1/upload/deleteTaleAttachment', { id: TOO_BIG }));
    invalid(await call('GET', `/v1/tales/?page=${TOO_BIG}`));
    const body = signUpBody(await noInstitutionId(ctx), { institutionId: TOO_BIG });
    const signUp = await ctx.app.inject({ method: 'POST', url: '/v1/auth/signUp', payload: body });
    expectAnswer(signUp, 400, 'VALIDATION', MSG.institutionRequired);
  });
});

// Refused by the router before any route runs: Fastify's own body, outside our error model, until answered here.
describe('a path the router cannot take apart', () => {
  it.each([
    ['a parameter longer than the router takes', `/v1/tales/${'9'.repeat(101)}`],
    ['a parameter cut in the middle of an escape', '/v1/tales/%E0%A4%A'],
    ['a parameter that is not UTF-8', '/v1/tales/%FF'],
  ])('answers 404 NOT_FOUND for %s', async (_what, url) => {
    const response = await call('GET', url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, code: 'NOT_FOUND', message: MSG.notFound });
  });
});
