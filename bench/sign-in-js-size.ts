// The JavaScript the sign-in page really loads: open it in Chromium against the real server and add up, per
// script, its size and the bytes that actually crossed the network (the body as sent, compressed or not).
// Budget: 200 KB transferred; later screens must load lazily.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startServer } from './support/server.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const dataDir = mkdtempSync(join(tmpdir(), 'masal-bench-sign-in-js-'));
const server = await startServer({ dataDir });
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  const scripts: Promise<{ path: string; size: number; sent: number; encoding: string }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const response = await request.response();
        const [body, sizes] = await Promise.all([response?.body(), request.sizes()]);
        return {
          path: new URL(request.url()).pathname,
          size: body?.length ?? 0,
          sent: sizes.responseBodySize,
          encoding: (await response?.headerValue('content-encoding')) ?? 'none',
        };
      })(),
    );
  });
  await page.goto(server.url, { waitUntil: 'networkidle' });
  const loaded = await Promise.all(scripts);
  for (const s of loaded) console.log(`${s.path}: ${kb(s.size)}, ${kb(s.sent)} transferred (${s.encoding})`);
  const size = loaded.reduce((sum, s) => sum + s.size, 0);
  const sent = loaded.reduce((sum, s) => sum + s.sent, 0);
  console.log(
    `sign-in page JavaScript: ${loaded.length} files, ${kb(size)}, ${kb(sent)} transferred (budget 200 KB)`,
  );
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
