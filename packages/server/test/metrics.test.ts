/** GET /metrics: Prometheus text, from loopback or with METRICS_TOKEN only. */
import { ROLE } from '@masal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './support/factories.ts';
import { image } from './support/media-fixtures.ts';
import { multipartBody } from './support/multipart.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const TOKEN = 'olcum-anahtari-'.padEnd(32, 'x');

/** The value of one sample line, e.g. `name{label="x"} 3`; undefined when there is none. */
function sample(text: string, line: RegExp): number | undefined {
  const found = text.split('\n').find((l) => line.test(l));
  return found === undefined ? undefined : Number(found.split(' ').at(-1));
}

describe('GET /metrics', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await startTestApp({}, { config: { metricsToken: TOKEN } });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const metrics = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    ctx.app.inject({ method: 'GET', url: '/metrics', ...options });

  it('refuses a caller elsewhere, or one a proxy forwarded, without the token (401)', async () => {
    expect((await metrics({ remoteAddress: '203.0.113.7' })).statusCode).toBe(401);
    expect((await metrics({ headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode).toBe(401);
    const wrong = await metrics({
      remoteAddress: '203.0.113.7',
      headers: { authorization: 'Bearer yanlis' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('NOT_ALLOWED');
  });

  it('answers a caller on this machine, and anyone with the token', async () => {
    const local = await metrics();
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const remote = await metrics({
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(remote.statusCode).toBe(200);
  });

  it('counts requests and durations by route pattern and status, never by URL', async () => {
    for (let i = 0; i < 3; i++) await ctx.app.inject({ method: 'GET', url: '/v1/institution/' });
    await ctx.app.inject({ method: 'GET', url: '/v1/tales/987654321' });
    const text = (await metrics()).body;
    expect(
      sample(text, /^masal_http_requests_total\{method="GET",route="\/v1\/institution",status="200"\}/),
    ).toBe(3);
    expect(text).toMatch(/masal_http_requests_total\{method="GET",route="\/v1\/tales\/:id",status="403"\} 1/);
    // Only in a label: a gauge's value (a heap size) may hold these digits by chance.
    expect(text).not.toMatch(/="[^"]*987654321/);
    expect(
      sample(text, /^masal_http_request_duration_seconds_count\{method="GET",route="\/v1\/institution"/),
    ).toBe(3);
  });

  it('gives the mail queue depth, uploaded bytes, the statistics cache, and the pool on PostgreSQL', async () => {
    const writer = await signedInUser(ctx, { roles: [ROLE.writer] });
    const bytes = await image('png');
    const body = multipartBody([{ fileName: 'ben.png', bytes }]);
    const upload = await ctx.app.inject({
      method: 'POST',
      url: `/v1/upload/userProfileImage/${writer.userId}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${writer.token}` },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    await ctx.app.inject({
      method: 'GET',
      url: '/v1/statistics/map',
      headers: { authorization: `Bearer ${writer.token}` },
    });

    const text = (await metrics()).body;
    // What was stored: the image as the server re-encodes it.
    expect(sample(text, /^masal_upload_bytes_total /)).toBeGreaterThan(0);
    expect(sample(text, /^masal_mail_jobs_pending /)).toBeGreaterThanOrEqual(0);
    expect(sample(text, /^masal_statistics_cache_answers\{result="miss"\}/)).toBeGreaterThanOrEqual(1);
    expect(text).toContain('process_resident_memory_bytes');
    if (ctx.database.kind === 'postgres')
      expect(sample(text, /^masal_db_pool_connections\{state="max"\}/)).toBe(ctx.config.databasePoolMax);
    else expect(text).not.toMatch(/^masal_db_pool_connections\{/m);
  });
});
