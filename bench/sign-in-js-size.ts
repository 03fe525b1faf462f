// The JavaScript the sign-in page really loads: open it in Chromium against the real server and add up, per
// script, its size and the bytes that actually crossed the network (the body as sent: brotli, as Chromium
// asks for it); then fetch the same scripts as a client that only speaks gzip, and add up its bytes.
// Budget: 200 KB transferred, to Chromium and to a gzip-only client; later screens must load lazily.
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from '../e2e/support/browser.ts';
import { budget } from './support/budget.ts';
import { type BenchServer, startServer } from './support/server.ts';

const BUDGET_KB = 200;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Script {
  path: string;
  size: number;
  sent: number;
  encoding: string;
}

/** The scripts the sign-in page loads in Chromium, as it received them. */
async function scriptsInChromium(server: BenchServer): Promise<Script[]> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const scripts: Promise<Script>[] = [];
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
    return await Promise.all(scripts);
  } finally {
    await browser.close();
  }
}

/** The body's bytes as sent to a client whose Accept-Encoding is gzip alone (no decoding on the way). */
function gzipBytes(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'none' }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'masal-bench-sign-in-js-'));
let server: BenchServer | undefined;
try {
  server = await startServer({ dataDir });
  const loaded = await scriptsInChromium(server);
  let gzipTotal = 0;
  for (const s of loaded) {
    const gzip = await gzipBytes(`${server.url}${s.path}`);
    gzipTotal += gzip.bytes;
    console.log(
      `${s.path}: ${kb(s.size)}; ${kb(s.sent)} to Chromium (${s.encoding}), ${kb(gzip.bytes)} to a gzip-only client (${gzip.encoding})`,
    );
  }
  const size = loaded.reduce((sum, s) => sum + s.size, 0);
  const sent = loaded.reduce((sum, s) => sum + s.sent, 0);
  console.log(`sign-in page JavaScript: ${loaded.length} files, ${kb(size)}`);
  budget('sign-in JavaScript to Chromium (brotli)', sent / 1024, BUDGET_KB, 'KB');
  budget('sign-in JavaScript to a gzip-only client', gzipTotal / 1024, BUDGET_KB, 'KB');
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
