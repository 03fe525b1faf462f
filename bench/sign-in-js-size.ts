// The JavaScript the sign-in page really loads: open it in Chromium against the real server, gzip every
// script response. Budget: 200 KB gzipped (issue #2); later screens must load lazily.
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';

const server = await startServer();
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  const scripts = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.body());
  });
  await page.goto(server.url, { waitUntil: 'networkidle' });
  let raw = 0;
  let gzip = 0;
  for (const [url, body] of scripts) {
    const zipped = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzip += zipped;
    console.log(
      `${new URL(url).pathname}: ${(body.length / 1024).toFixed(1)} KB, ${(zipped / 1024).toFixed(1)} KB gzip`,
    );
  }
  console.log(
    `sign-in page JavaScript: ${scripts.size} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip (budget 200 KB)`,
  );
} finally {
  await browser.close();
  await server.stop();
}
