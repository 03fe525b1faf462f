/**
 * The portal on a phone without a network: it installs (the manifest linked and valid, the service worker
 * registered and controlling the page), the tale form opens offline from the worker's copy of the app, a save
 * keeps the tale on the device and a file chosen then waits there too — "Cihazda bekleyen: 1 masal, 1 dosya." —
 * and when the network returns both are sent by themselves. A copy saved offline of a tale that was meanwhile
 * saved elsewhere is refused by the version check: nothing is overwritten, and the banner names the tale. Signing
 * out takes the tales kept for reading offline off the device.
 */
import type { TaleFull } from '@masal/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp3 } from '../packages/server/test/support/media-fixtures.ts';
import { completeTaleBody } from '../packages/server/test/support/tale-bodies.ts';
import { type ApiSession, createTaleWithApi, signInWithApi } from './support/api-session.ts';
import { DESKTOP, expectFits, PHONE, saveViewportShot } from './support/layout-checks.ts';
import { dismissBankTip, SLOW } from './support/screen.ts';
import { type E2e, openE2e } from './support/session.ts';
import { createActiveWriter } from './support/writer.ts';

let e2e: E2e;
let session: ApiSession;
beforeAll(async () => {
  e2e = await openE2e(undefined, { serviceWorkers: 'allow' });
  const writer = await createActiveWriter(e2e.server);
  session = await signInWithApi(e2e.server, writer.email, writer.password);
});
afterAll(async () => {
  await e2e?.close();
});

/** The worker has installed (the whole app in its cache) and controls the page. */
async function workerInCharge(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, SLOW);
}

/** Answers in the worker's cache of the signed-in person's own tales. */
const ownTalesKept = (page: Page) =>
  page.evaluate(async () => (await (await caches.open('masal-own-tales')).keys()).length);

const banner = (page: Page) => page.getByTestId('device-waiting');
const mainText = (page: Page) => page.getByLabel('Ana Masal Metni');
const save = (page: Page) => page.getByRole('button', { name: 'Taslak Olarak Kaydet' }).click();

describe('the portal without a network', () => {
  it('installs: its manifest is linked and valid, its worker registered and in charge', async () => {
    const { context, page, problems } = await e2e.openAs(session, DESKTOP, '/masal/sample-page');
    await workerInCharge(page);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await fetch(new URL(href ?? '', e2e.server.url))).json()) as {
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Masal Portalı',
      short_name: 'Masal',
      lang: 'tr',
      start_url: '/',
      display: 'standalone',
    });
    for (const icon of manifest.icons) {
      const png = Buffer.from(await (await fetch(new URL(icon.src, e2e.server.url))).arrayBuffer());
      // The PNG's own width and height (its IHDR) are what the manifest says.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // A test browser's context is a private window, which Chromium never installs into; nothing else may be missing.
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('opens the form offline, keeps the tale and its file on the device, and sends both when online', async () => {
    const { context, page, problems } = await e2e.openAs(session, PHONE, '/masal/sample-page');
    await dismissBankTip(page);
    await workerInCharge(page);

    await context.setOffline(true);
    await page.goto('/masal/taleSave');
    await page.getByLabel('Masal Adı', { exact: true }).fill('Çevrimdışı Yazılan Masal');
    await mainText(page).fill('Köyde bağlantı yoktu; masal telefona yazıldı.');
    await save(page);
    await page.getByText('Bağlantı kurulamadı; değişiklikleriniz bu cihazda saklandı.').waitFor();
    await banner(page).getByText('Cihazda bekleyen: 1 masal.').waitFor();
    await banner(page).getByText('Bağlantı gelince kendiliğinden gönderilecek.').waitFor();

    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'Anlatı.mp3', mimeType: 'audio/mpeg', buffer: mp3(2) });
    await banner(page).getByText('Cihazda bekleyen: 1 masal, 1 dosya.').waitFor();
    const row = page.getByTestId('upload-row');
    await row.getByText('Bu cihazda bekliyor; bağlantı gelince yüklenecek.').waitFor();
    await expectFits(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveViewportShot(page, 'phone-offline-waiting-banner');
    await row.scrollIntoViewIfNeeded();
    await saveViewportShot(page, 'phone-offline-file-on-device');
    await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
    await expectFits(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveViewportShot(page, 'desktop-offline-waiting-banner');

    await context.setOffline(false);
    await page.waitForURL(/taleId=\d+/, SLOW);
    const taleId = Number(new URL(page.url()).searchParams.get('taleId'));
    await row.waitFor({ state: 'detached', ...SLOW });
    await banner(page).waitFor({ state: 'detached', ...SLOW });
    await page.getByTestId('attachment-row').getByText('Anlatı.mp3').waitFor();
    const tale = await e2e.api<TaleFull>(session, 'GET', `/tales/full/${taleId}`);
    expect(tale.taleText).toBe('Köyde bağlantı yoktu; masal telefona yazıldı.');
    expect(tale.uploadList.map((a) => a.fileName)).toEqual(['Anlatı.mp3']);
    expect(problems).toEqual([]);
  });

  it('a copy saved offline never overwrites a newer save: it stays on the device, named in the banner', async () => {
    const body = completeTaleBody({ taleName: 'İki Yerde Değişen Masal' });
    const taleId = await createTaleWithApi(e2e.server, session, body);
    const { context, page, problems } = await e2e.openAs(session, DESKTOP, '/masal/sample-page');
    await dismissBankTip(page);
    await workerInCharge(page);
    // Opened once online with the worker in charge: the tale is kept for reading offline.
    await page.goto(`/masal/taleSave?taleId=${taleId}`);
    await expect.poll(() => mainText(page).inputValue()).toBe(body.taleText);

    await context.setOffline(true);
    await page.reload();
    await mainText(page).fill('Telefonda, bağlantısız değiştirilen metin.');
    await save(page);
    await banner(page).getByText('Cihazda bekleyen: 1 masal.').waitFor();
    await page.goto('/masal/sample-page');
    await banner(page).getByText('Cihazda bekleyen: 1 masal.').waitFor();

    // Meanwhile the same tale is saved from another device.
    const server = await e2e.api<TaleFull>(session, 'GET', `/tales/full/${taleId}`);
    await e2e.api(session, 'PUT', '/tales/full', {
      ...body,
      taleId,
      version: server.version,
      taleText: 'Bilgisayardan kaydedilen daha yeni metin.',
    });

    await context.setOffline(false);
    await banner(page).getByRole('link', { name: 'İki Yerde Değişen Masal' }).waitFor(SLOW);
    const after = await e2e.api<TaleFull>(session, 'GET', `/tales/full/${taleId}`);
    expect(after.taleText).toBe('Bilgisayardan kaydedilen daha yeni metin.');
    await saveViewportShot(page, 'desktop-offline-copy-refused');

    // Opened, the form shows the newer save and offers the device's copy back.
    await banner(page).getByRole('link', { name: 'İki Yerde Değişen Masal' }).click();
    await page.getByTestId('draft-restore').waitFor();
    expect(await mainText(page).inputValue()).toBe('Bilgisayardan kaydedilen daha yeni metin.');

    // The compiler's own tales were kept for reading offline; signing out takes them off the device.
    expect(await ownTalesKept(page)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Kullanıcı menüsü' }).click();
    await page.getByRole('menuitem', { name: 'Çıkış' }).click();
    await page.getByRole('button', { name: 'Giriş Yap' }).waitFor();
    await expect.poll(() => ownTalesKept(page)).toBe(0);
    expect(problems).toEqual([]);
  });
});
