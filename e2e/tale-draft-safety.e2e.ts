/**
 * Nothing a compiler types is lost: unsaved text comes back after a reload, a save without a
 * connection keeps the work on the device (and the next save's outcome replaces that warning), and
 * when the same tale was saved elsewhere meanwhile, the form says so instead of overwriting it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
