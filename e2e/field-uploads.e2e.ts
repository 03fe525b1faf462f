/**
 * In the field: an attachment sent with tus (/v1/upload/tus) survives a dropped connection. Cut offline at about
 * half, its row says "Bağlantı koptu; yeniden deneniyor…" and it carries on from the server's offset once the
 * network is back; the stored file is byte for byte the one chosen (its SHA-256 over the signed download). It
 * pauses and resumes on request; after the page is closed, choosing the same file again resumes it rather than
 * starting over; a file whose bytes are not of an allowed type is refused with the reason on its row.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Attachment } from '@masal/shared';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp3 } from '../packages/server/test/support/media-fixtures.ts';
import { type ApiSession, createTaleWithApi, signInWithApi } from './support/api-session.ts';
import { DESKTOP, expectFits, PHONE, saveViewportShot } from './support/layout-checks.ts';
import { dismissBankTip, SLOW } from './support/screen.ts';
import { type E2e, openE2e } from './support/session.ts';
import { createActiveWriter } from './support/writer.ts';

/** The web app's tus requests are 8 MiB: a file of two and a bit is cut at the start of its second request. */
const CHUNK = 8 * 1024 * 1024;

let e2e: E2e;
let session: ApiSession;
let dir: string;
beforeAll(async () => {
  e2e = await openE2e();
  const writer = await createActiveWriter(e2e.server);
  session = await signInWithApi(e2e.server, writer.email, writer.password);
  dir = mkdtempSync(join(tmpdir(), 'masal-field-'));
});
afterAll(async () => {
  await e2e?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/**
 * A recording of `bytes` (MP3 frames whose bodies differ, so a misplaced byte changes the hash), written to
 * disk: a file chosen from disk keeps its date, which the upload's fingerprint includes, as a phone's would.
 */
function recording(name: string, bytes: number): { path: string; sha256: string } {
  const data = mp3(Math.ceil(bytes / 417) * 0.0262).subarray(0, bytes);
  for (let i = 0; i < data.length; i++) if (i % 417 >= 4) data[i] = (i * 7919) % 251;
  const path = join(dir, name);
  writeFileSync(path, data);
  return { path, sha256: createHash('sha256').update(data).digest('hex') };
}

async function openTale(taleName: string, viewport = DESKTOP) {
  const taleId = await createTaleWithApi(e2e.server, session, { taleName });
  const opened = await e2e.openAs(session, viewport, `/masal/taleSave?taleId=${taleId}`);
  await dismissBankTip(opened.page);
  await opened.page.getByText('Ek dosya yok.').waitFor();
  return { ...opened, taleId };
}

/** The stored file's SHA-256, read through its signed download. */
async function storedSha256(taleId: number, fileName: string): Promise<string> {
  const list = await e2e.api<Attachment[]>(session, 'GET', `/utils/fileUploadByTaleId/${taleId}`);
  const stored = list.find((a) => a.fileName === fileName);
  if (!stored) throw new Error(`${fileName} is not among the tale's files`);
  const response = await fetch(`${e2e.server.url}${stored.filePath}`);
  return createHash('sha256')
    .update(Buffer.from(await response.arrayBuffer()))
    .digest('hex');
}

/** The tus PATCH requests of the page, by their Upload-Offset; `onPatch` decides each one's fate. */
async function watchPatches(page: Page, onPatch: (route: Route, offset: number) => Promise<void>) {
  const offsets: number[] = [];
  await page.route('**/v1/upload/tus/**', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    const offset = Number(await route.request().headerValue('upload-offset'));
    offsets.push(offset);
    await onPatch(route, offset);
  });
  return offsets;
}

/** Cuts the connection as the request at `offset` starts: the browser goes offline and the request fails. */
function cutAt(context: BrowserContext, offset: number) {
  let cut = false;
  return async (route: Route, at: number) => {
    if (cut || at !== offset) return route.continue();
    cut = true;
    await context.setOffline(true);
    await route.abort('internetdisconnected');
  };
}

const row = (page: Page) => page.getByTestId('upload-row');
const choose = (page: Page, path: string) => page.locator('input[type="file"]').setInputFiles(path);

describe('attachments sent from the field', () => {
  it('an upload cut offline at about half waits, then resumes when online with the right bytes', async () => {
    const { context, page, problems, taleId } = await openTale('Köyde Kaydedilen Masal');
    const file = recording('Köy kaydı.mp3', 2 * CHUNK + 512 * 1024);
    const offsets = await watchPatches(page, cutAt(context, CHUNK));

    await choose(page, file.path);
    await row(page).getByText('Bağlantı koptu; yeniden deneniyor…').waitFor(SLOW);
    // About half: the first request's 8 MiB of 16.5 are on the server.
    const shown = Number(await row(page).getByRole('progressbar').getAttribute('aria-valuenow'));
    expect(shown).toBeGreaterThanOrEqual(45);
    expect(shown).toBeLessThanOrEqual(55);
    await row(page).scrollIntoViewIfNeeded();
    await saveViewportShot(page, 'desktop-field-upload-retrying');
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
    await expectFits(page);
    await row(page).scrollIntoViewIfNeeded();
    await saveViewportShot(page, 'phone-field-upload-retrying');

    await context.setOffline(false);
    await row(page).waitFor({ state: 'detached', ...SLOW });
    await page.getByTestId('attachment-row').getByText('Köy kaydı.mp3').waitFor();
    // Carried on from the server's offset: no byte was sent twice from the start.
    expect(offsets.filter((o) => o === 0)).toHaveLength(1);
    expect(offsets.filter((o) => o === CHUNK).length).toBeGreaterThanOrEqual(2);
    expect(await storedSha256(taleId, 'Köy kaydı.mp3')).toBe(file.sha256);
    expect(problems).toEqual([]);
  });

  it('pauses and resumes on request, showing the percentage, speed and time left while it runs', async () => {
    const { context, page, problems, taleId } = await openTale('Duraklatılan Masal');
    const file = recording('Uzun anlatı.mp3', 2 * CHUNK + 4096);
    // A phone's pace (3 MB/s up), so the speed is measured while the first request runs.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 3 * 1024 * 1024,
    });

    await choose(page, file.path);
    await row(page)
      .getByText(/^%\d+ · .+\/sn · .+ kaldı$/)
      .waitFor(SLOW);
    await row(page).scrollIntoViewIfNeeded();
    await saveViewportShot(page, 'desktop-field-upload-running');
    await row(page).getByRole('button', { name: 'Duraklat' }).click();
    await row(page)
      .getByText(/^Duraklatıldı; %\d+$/)
      .waitFor();
    await saveViewportShot(page, 'desktop-field-upload-paused');
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
    await expectFits(page);
    await row(page).scrollIntoViewIfNeeded();
    await saveViewportShot(page, 'phone-field-upload-paused');

    await row(page).getByRole('button', { name: 'Sürdür' }).click();
    await row(page).waitFor({ state: 'detached', ...SLOW });
    expect(await storedSha256(taleId, 'Uzun anlatı.mp3')).toBe(file.sha256);
    expect(problems).toEqual([]);
  });

  it('after the page is closed, the form names the unfinished upload, and the same file chosen again resumes it', async () => {
    const first = await openTale('Yarım Kalan Masal');
    const file = recording('Yarım kayıt.mp3', 2 * CHUNK + 1024);
    await watchPatches(first.page, cutAt(first.context, CHUNK));
    await choose(first.page, file.path);
    await row(first.page).getByText('Bağlantı koptu; yeniden deneniyor…').waitFor(SLOW);
    await first.page.close();
    await first.context.setOffline(false);

    // The same browser (its storage), a new page: the upload's address was kept on the device.
    const page = await first.context.newPage();
    await page.goto(`/masal/taleSave?taleId=${first.taleId}`);
    const created: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/v1/upload/tus') && r.method() === 'POST') created.push(r.url());
    });
    const offsets = await watchPatches(page, (route) => route.continue());
    // The form says what was left unfinished on this device, how far it got, and how to carry on.
    const left = row(page).filter({ hasText: 'Yarım kayıt.mp3' });
    await left
      .getByText(/^%\d+ · yarım kaldı; kaldığı yerden sürdürmek için aynı dosyayı yeniden seçiniz\.$/)
      .waitFor();
    expect(Number(await left.getByRole('progressbar').getAttribute('aria-valuenow'))).toBe(
      Math.round((CHUNK / (2 * CHUNK + 1024)) * 100),
    );
    await left.scrollIntoViewIfNeeded();
    await saveViewportShot(page, 'desktop-field-upload-unfinished');
    await choose(page, file.path);
    await row(page).waitFor({ state: 'detached', ...SLOW });
    expect(created).toEqual([]);
    expect(offsets[0]).toBe(CHUNK);
    expect(await storedSha256(first.taleId, 'Yarım kayıt.mp3')).toBe(file.sha256);
  });

  it('a file whose bytes are not of an allowed type is refused, the reason on its row', async () => {
    const { page, problems } = await openTale('Yanlış Dosyalı Masal');
    const path = join(dir, 'kayıt.mp3');
    writeFileSync(path, Buffer.from('Bu bir ses kaydı değil, düz metin.\n'.repeat(100)));
    await choose(page, path);
    await row(page).getByText('Bu dosya türü desteklenmiyor.').waitFor(SLOW);
    await row(page).getByRole('button', { name: 'Kapat' }).click();
    await row(page).waitFor({ state: 'detached' });
    expect(await page.getByTestId('attachment-row').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
