/**
 * Behind a reverse proxy: with TRUST_PROXY the proxy's X-Forwarded-* headers count, so
 * HTTPS requests get HSTS and each client its own address for rate limiting; without it, the same headers
 * are anyone's to send and change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const HSTS = 'max-age=31536000; includeSubDomains';
const PER_IP = 3;
/** The proxy's own address, as the server sees every request that came through it. */
const PROXY = '127.0.0.1';

async function hstsOf(ctx: TestApp, headers: Record<string, string>, url = '/v1/health') {
  const response = await ctx.app.inject({ method: 'GET', url, headers, remoteAddress: PROXY });
  return response.headers['strict-transport-security'];
}

const forgotFrom = (ctx: TestApp, forwardedFor: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/forgotMyPassword',
    payload: { email: uniqueEmail('vekil') },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress: PROXY,
  });

describe('with TRUST_PROXY', () => {
  let ctx: TestApp;
  let httpsOrigin: TestApp;
  beforeAll(async () => {
    ctx = await startTestApp({ signInPerIpPerWindow: PER_IP }, { config: { trustProxy: true } });
    httpsOrigin = await startTestApp(
      {},
      { config: { trustProxy: true, publicUrl: 'https://masal.example.org' } },
    );
  });
  afterAll(async () => {
    await ctx?.close();
    await httpsOrigin?.close();
  });

  it('sends HSTS when the proxy says the request came over HTTPS, on every answer', async () => {
    expect(await hstsOf(ctx, { 'x-forwarded-proto': 'https' })).toBe(HSTS);
    expect(await hstsOf(ctx, { 'x-forwarded-proto': 'https' }, '/v1/hic-yok')).toBe(HSTS);
  });

  it('sends no HSTS over plain HTTP', async () => {
    expect(await hstsOf(ctx, {})).toBeUndefined();
    expect(await hstsOf(ctx, { 'x-forwarded-proto': 'http' })).toBeUndefined();
  });

  it('with an https PUBLIC_URL, sends HSTS unless the proxy says the request was plain HTTP', async () => {
    expect(await hstsOf(httpsOrigin, {})).toBe(HSTS);
    expect(await hstsOf(httpsOrigin, { 'x-forwarded-proto': 'https' })).toBe(HSTS);
    expect(await hstsOf(httpsOrigin, { 'x-forwarded-proto': 'http' })).toBeUndefined();
  });

  it('limits each forwarded client address on its own', async () => {
    for (let i = 0; i < PER_IP + 2; i++) {
      expect((await forgotFrom(ctx, `203.0.113.${10 + i}`)).statusCode, `client ${i}`).toBe(200);
    }
    for (let i = 0; i < PER_IP; i++) expect((await forgotFrom(ctx, '203.0.113.99')).statusCode).toBe(200);
    expect((await forgotFrom(ctx, '203.0.113.99')).statusCode).toBe(429);
  });
});

describe('without TRUST_PROXY', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await startTestApp(
      { signInPerIpPerWindow: PER_IP },
      { config: { publicUrl: 'https://masal.example.org' } },
    );
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('sends no HSTS, whatever X-Forwarded-Proto or an https PUBLIC_URL say', async () => {
    expect(await hstsOf(ctx, {})).toBeUndefined();
    expect(await hstsOf(ctx, { 'x-forwarded-proto': 'https' })).toBeUndefined();
  });

  it('ignores X-Forwarded-For: every request counts for the address it came from', async () => {
    for (let i = 0; i < PER_IP; i++) {
      expect((await forgotFrom(ctx, `198.51.100.${10 + i}`)).statusCode, `request ${i}`).toBe(200);
    }
    expect((await forgotFrom(ctx, '198.51.100.99')).statusCode).toBe(429);
  });
});
