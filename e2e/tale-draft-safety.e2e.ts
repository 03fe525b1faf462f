/**
 * Nothing a compiler types is lost: unsaved text comes back after a reload, a save without a
 * connection keeps the work on the device (and the next save's outcome replaces that warning), and
 * when the same tale was saved elsewhere meanwhile, the form says so instead of overwriting it.
 * The state shown is the state that is true: during an upload, and between Gönder and the confirmation.
 */
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp3 } from '../packages/server/test/support/media-fixtures.ts';
import { completeTaleBody } from '../packages/server/test/support/tale-bodies.ts';
import { createTaleWithApi, signInWithApi } from './support/api-session.ts';
import { DESKTOP, expectFits, measureFit, PHONE, saveViewportShot } from './support/layout-checks.ts';
import { dismissBankTip } from './support/screen.ts';
import { type E2e, openE2e, signInThroughForm } from './support/session.ts';
import { createActiveWriter, type Writer } from './support/writer.ts';

let e2e: E2e;
let writer: Writer;
beforeAll(async () => {
  e2e = await openE2e();
  writer = await createActiveWriter(e2e.server);
});
afterAll(async () => {
  await e2e?.close();
});

async function signedInPage() {
  const opened = await e2e.newPage();
  await signInThroughForm(opened.page, writer.email, writer.password);
  await dismissBankTip(opened.page);
  return opened;
}

/** Requests to `url` wait until the returned function is called. */
async function hold(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const mainText = (page: Page) => page.getByLabel('Ana Masal Metni');
const save = (page: Page) => page.getByRole('button', { name: 'Taslak Olarak Kaydet' }).click();

describe('the tale form keeps the compiler’s work', () => {
  it('offers unsaved text back after a reload', async () => {
    const { page, problems } = await signedInPage();
    await page.goto('/masal/taleSave');
    await page.getByLabel('Masal Adı', { exact: true }).fill('Kaybolmayan Masal');
    await save(page);
    await page.waitForURL(/taleId=\d+/);

    await mainText(page).fill('Kaydetmeden önce sayfa kapandı.');
    // The action bar says the work is kept on this device once the local copy is written.
    await page.getByText('Kaydedilmemiş değişiklikler var; bu cihazda saklanıyor.').waitFor();
    await page.reload();
    const offer = page.getByTestId('draft-restore');
    await offer.waitFor();
    expect(await mainText(page).inputValue()).toBe('');
    await offer.getByRole('button', { name: 'Geri yükle' }).click();
    expect(await mainText(page).inputValue()).toBe('Kaydetmeden önce sayfa kapandı.');
    expect(problems).toEqual([]);
  });

  it('a save after the connection is back replaces the offline warning', async () => {
    const { context, page, problems } = await signedInPage();
    await page.goto('/masal/taleSave');
    await page.getByLabel('Masal Adı', { exact: true }).fill('Çevrimdışı Masal');
    await context.setOffline(true);
    await save(page);
    const offline = page.getByText('Bağlantı kurulamadı; değişiklikleriniz bu cihazda saklandı.');
    await offline.waitFor();

    await context.setOffline(false);
    await save(page);
    await page.getByText('Bütün değişiklikler kaydedildi.').waitFor();
    // At once (expect.poll gives up after 1 s), not after the warning's 6 s on screen.
    await expect.poll(() => page.getByText('Masal kaydedildi.').count()).toBe(1);
    expect(await offline.count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('does not overwrite a newer save from another device', async () => {
    const phone = await signedInPage();
    await phone.page.goto('/masal/taleSave');
    await phone.page.getByLabel('Masal Adı', { exact: true }).fill('İki Cihazlı Masal');
    await save(phone.page);
    await phone.page.waitForURL(/taleId=\d+/);
    const url = phone.page.url();

    const desktop = await signedInPage();
    await desktop.page.goto(url);
    await expect
      .poll(() => desktop.page.getByLabel('Masal Adı', { exact: true }).inputValue())
      .toBe('İki Cihazlı Masal');

    await mainText(phone.page).fill('Telefondan yazılan metin.');
    await save(phone.page);
    await expect.poll(() => phone.page.getByText('Masal kaydedildi.').count()).toBeGreaterThan(0);

    await mainText(desktop.page).fill('Bilgisayardan yazılan metin.');
    await save(desktop.page);
    const dialog = desktop.page.getByRole('dialog', { name: 'Masal başka bir yerde değiştirildi' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Güncel sürümü yükle' }).click();
    await expect.poll(() => mainText(desktop.page).inputValue()).toBe('Telefondan yazılan metin.');

    // The desktop's own text is still on the device, offered back.
    const offer = desktop.page.getByTestId('draft-restore');
    await offer.waitFor();
    await offer.getByRole('button', { name: 'Geri yükle' }).click();
    expect(await mainText(desktop.page).inputValue()).toBe('Bilgisayardan yazılan metin.');
    expect([...phone.problems, ...desktop.problems]).toEqual([]);
  });

  it('shows an upload and a submit as they are: the file on its way, Gönder waiting, then sending and sent', async () => {
    const session = await signInWithApi(e2e.server, writer.email, writer.password);
    const taleName = 'Dosyası Yüklenen Masal';
    const taleId = await createTaleWithApi(e2e.server, session, completeTaleBody({ taleName }));
    const { page, problems } = await e2e.openAs(session, DESKTOP, `/masal/taleSave?taleId=${taleId}`);
    await dismissBankTip(page);
    await page.getByText('Ek dosya yok.').waitFor();
    await page.getByText('Bütün değişiklikler kaydedildi.').waitFor();
    const submit = page.getByRole('button', { name: 'Gönder', exact: true });

    // A slow upload: the server's answer is held back.
    const uploaded = await hold(page, '**/v1/upload/tus');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'Uzun kayıt.mp3', mimeType: 'audio/mpeg', buffer: mp3(2) });
    const row = page.getByTestId('upload-row');
    await row.getByText('Uzun kayıt.mp3').waitFor();
    expect(await row.getByRole('progressbar', { name: 'Uzun kayıt.mp3 yükleniyor' }).count()).toBe(1);
    expect(await page.getByText('Ek dosya yok.').count()).toBe(0);
    expect(await page.getByText('Bütün değişiklikler kaydedildi.').count()).toBe(0);
    expect(await page.getByText(/^Dosya yükleniyor;/).count()).toBe(1);
    expect(await submit.isDisabled()).toBe(true);
    const reasonId = await submit.getAttribute('aria-describedby');
    expect(await page.locator(`#${reasonId}`).textContent()).toBe(
      'Dosya yüklemesi bitmeden masal gönderilemez.',
    );
    // The file's row and the action bar (kept at the bottom of the screen) in one view.
    await row.scrollIntoViewIfNeeded();
    await saveViewportShot(page, 'desktop-tale-upload-in-progress');
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
    // The action bar lays itself out again after the resize: wait for it, then check.
    await expect.poll(async () => (await measureFit(page)).outside).toEqual([]);
    await expectFits(page);
    await row.scrollIntoViewIfNeeded();
    await saveViewportShot(page, 'phone-tale-upload-in-progress');
    await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });

    uploaded();
    await row.waitFor({ state: 'detached' });
    await page.getByTestId('attachment-row').getByText('Uzun kayıt.mp3').waitFor();
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await page.getByText('Bütün değişiklikler kaydedildi.').waitFor();

    // Gönder: while the transition and then the confirmation page load, nothing looks like an editable draft.
    const moved = await hold(page, '**/v1/tales/');
    const confirmationLoaded = await hold(page, '**/assets/tale-sent-page-*.js');
    await submit.click();
    await page
      .getByRole('dialog', { name: 'Göndermeden önce kontrol edin' })
      .getByRole('button', { name: 'Gönder', exact: true })
      .click();
    await page.getByText('Masal gönderiliyor…').waitFor();
    const bar = page.locator('.MuiPaper-root').filter({ hasText: 'Masal gönderiliyor…' }).last();
    for (const button of await bar.getByRole('button').all()) expect(await button.isDisabled()).toBe(true);
    await saveViewportShot(page, 'desktop-tale-sending');

    moved();
    await page.getByText('Masal gönderildi; onay sayfası açılıyor…').waitFor();
    const form = page.getByRole('form');
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveViewportShot(page, 'desktop-tale-sent-opening');
    expect(await form.getByText('Taslak', { exact: true }).count()).toBe(0);
    await form.getByText('Gönderildi — editör bekliyor', { exact: true }).waitFor();
    const sentBar = page.locator('.MuiPaper-root').filter({ hasText: 'onay sayfası açılıyor' }).last();
    for (const button of await sentBar.getByRole('button').all())
      expect(await button.isDisabled()).toBe(true);

    confirmationLoaded();
    await page.waitForURL(`**/masal/taleSent/${taleId}`);
    await page.getByRole('heading', { name: 'Masalınız gönderildi', level: 1 }).waitFor();
    expect(problems).toEqual([]);
  });
});
