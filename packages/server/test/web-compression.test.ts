/** Built assets go out precompressed: the .br/.gz the build wrote, chosen by Accept-Encoding. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.ts';

describe('serving the built web app compressed', () => {
  let ctx: TestApp;
  let webDist: string;
  const SCRIPT = Buffer.from(`${'export const masal = "Bir varmış, bir yokmuş";\n'.repeat(400)}`);
  const ASSET = '/assets/index-abc123.js';

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'masal-web-dist-'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Masal</title>');
    await mkdir(join(webDist, 'assets'));
    const file = join(webDist, ASSET);
    await writeFile(file, SCRIPT);
    await writeFile(`${file}.br`, brotliCompressSync(SCRIPT));
    await writeFile(`${file}.gz`, gzipSync(SCRIPT));
    ctx = await startTestApp({}, { webDist });
  });
  afterAll(async () => {
    await ctx?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const get = (acceptEncoding: string) =>
    ctx.app.inject({ method: 'GET', url: ASSET, headers: { 'accept-encoding': acceptEncoding } });

  it('sends brotli when the browser takes it, smaller and the same script', async () => {
    const response = await get('gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(response.rawPayload).equals(SCRIPT)).toBe(true);
  });

  it('sends gzip to a browser without brotli', async () => {
    const response = await get('gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).equals(SCRIPT)).toBe(true);
  });

  it('sends the file as it is when no encoding is accepted', async () => {
    const response = await get('identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(SCRIPT)).toBe(true);
  });
});
