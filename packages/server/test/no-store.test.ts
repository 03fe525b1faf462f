/**
 * API answers are never cached: the sign-in's token and IBAN, the account, the profile and
 * a user's record answer `Cache-Control: no-store`; a file keeps the caching its route chose.
 */
import { ROLE } from '@masal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedUser, signedInUser, signInRequest } from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let ctx: TestApp;
let writer: CreatedUser & { token: string };
let admin: CreatedUser & { token: string };

beforeAll(async () => {
  ctx = await startTestApp();
  writer = await signedInUser(ctx, { roles: [ROLE.writer] });
  admin = await signedInUser(ctx, { roles: [ROLE.admin] });
});
afterAll(async () => {
  await ctx?.close();
});

const get = (token: string, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('Cache-Control', () => {
  it('is no-store on the sign-in answer, refused or not', async () => {
    const signedIn = await signInRequest(ctx.app, writer.email, writer.password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const refused = await signInRequest(ctx.app, writer.email, 'Yanlis-Sifre-1');
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on the account, the profile and a user record', async () => {
    for (const response of [
      await get(writer.token, '/v1/auth/me'),
      await get(writer.token, '/v1/profile/'),
      await get(admin.token, `/v1/users/${writer.userId}`),
    ]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('stays what a file route chose', async () => {
    const image = await ctx.app.inject({ method: 'GET', url: '/uploads/images/user.jpg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
  });
});
