/**
 * A compiler fills the whole tale form, attaches an mp3 and a jpg, saves a draft, reloads, looks over the
 * check before sending (which lists what is still missing, each a link to its field), submits, reads the
 * confirmation page (the tale's number, what happens next), finds the tale in "Masallarım" as "Gönderildi",
 * opens the preview and plays the recording. The narrator's consent to be named is unticked until the compiler
 * ticks it, and is kept. Each screen and dialog on the way passes the automated WCAG
 * 2.1 A/AA checks of axe-core; the check and the confirmation are shot at 1280 and 390 px.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { image, mp3 } from '../packages/server/test/support/media-fixtures.ts';
import { completeTaleBody } from '../packages/server/test/support/tale-bodies.ts';
import { createTaleWithApi, signInNewWriterWithApi } from './support/api-session.ts';
import { animationsDone, expectAccessible } from './support/axe.ts';
import { DESKTOP, expectFits, PHONE, saveScreenshot, saveViewportShot } from './support/layout-checks.ts';
import { dismissBankTip, SLOW } from './support/screen.ts';
import { type E2e, openE2e, signInThroughForm } from './support/session.ts';
import { fillTaleDetails } from './support/tale-form.ts';
import { createActiveWriter } from './support/writer.ts';

const TALE_TEXT = 'Evvel zaman içinde kalbur saman içinde Keloğlan ile anası bir köyde yaşarmış.';
const mainText = (page: Page) => page.getByLabel('Ana Masal Metni');
const nameConsent = (page: Page) =>
  page.getByLabel('Kaynak kişi, adının yayımlanan masalda anılmasına izin verdi');

/** The confirmation page of /masal/taleSent/:taleId: number, name, what happens next, the ways on. */
async function expectConfirmation(page: Page, taleId: number, taleName: string): Promise<void> {
  const sent = page.getByTestId('tale-sent');
  await sent.getByRole('heading', { name: 'Masalınız gönderildi', level: 1 }).waitFor();
  const facts = await sent.locator('dl').innerText();
  expect(facts).toMatch(new RegExp(`Masal no\\s+${taleId}\\b`));
  expect(facts).toContain(taleName);
  expect(facts).toContain('Gönderildi');
  expect(await sent.getByRole('heading', { name: 'Bundan sonra ne olacak?' }).count()).toBe(1);
  expect(await sent.getByText('Portal yöneticisi masalınıza bir editör atar.').count()).toBe(1);
  expect(await sent.getByText(/size e-posta gönderilir/).count()).toBe(1);
  expect(await sent.getByRole('link', { name: 'Masalı görüntüle' }).getAttribute('href')).toBe(
    `/masal/taleSave?taleId=${taleId}`,
  );
  expect(await sent.getByRole('link', { name: 'Masallarım' }).count()).toBe(1);
}

let e2e: E2e;
beforeAll(async () => {
  e2e = await openE2e();
});
afterAll(async () => {
  await e2e?.close();
});

describe('tale submission', () => {
  it('goes from an empty form to a submitted tale whose recording plays in the preview', async () => {
    const writer = await createActiveWriter(e2e.server);
    const files = mkdtempSync(join(tmpdir(), 'masal-e2e-files-'));
    const audioPath = join(files, 'Keloğlan anlatımı.mp3');
    const imagePath = join(files, 'Anlatıcı Hatice Çelik.jpg');
    writeFileSync(audioPath, mp3(2));
    writeFileSync(imagePath, await image('jpeg', 320, 240));

    const { page, problems } = await e2e.newPage(DESKTOP);
    await signInThroughForm(page, writer.email, writer.password);
    // The bank-details tip of a new account is closed first: it pushes the page down when it appears.
    await dismissBankTip(page);
    await page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'Masal Gönder', exact: true })
      .click();
    await page.waitForURL(/\/masal\/taleSave/);

    await fillTaleDetails(page, 'Keloğlan ile Dev');
    expect(await page.getByLabel('Masal Türü', { exact: true }).inputValue()).toBe(
      'Editör tarafından girilecek',
    );
    // The narrator is named publicly only when the compiler ticks their consent, which the help under it says.
    expect(await nameConsent(page).isChecked()).toBe(false);
    const consentHelp = await nameConsent(page).getAttribute('aria-describedby');
    expect(await page.locator(`[id="${consentHelp}"]`).innerText()).toMatch(
      /İşaretlenmezse kaynak kişinin adı/,
    );
    await nameConsent(page).check();

    // Texts, with the live word count.
    await mainText(page).fill(TALE_TEXT);
    await expect.poll(() => page.getByText('Kelime sayısı: 12').count()).toBeGreaterThan(0);
    await page.getByLabel('Yayınlanacak Masal Metni').fill('Evvel zaman içinde Keloğlan yaşarmış.');
    await page.getByLabel('Bağlam Özellikleri').fill('Kış gecesi, ocak başında anlatıldı.');

    // Attaching saves the draft first, then uploads both files.
    await page.locator('input[type="file"]').setInputFiles([audioPath, imagePath]);
    await page.waitForURL(/taleId=\d+/);
    const taleId = Number(new URL(page.url()).searchParams.get('taleId'));
    await expect
      .poll(() => page.getByText('Keloğlan anlatımı.mp3').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Anlatıcı Hatice Çelik.jpg').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Taslak Olarak Kaydet' }).click();
    await expect.poll(() => page.getByText('Masal kaydedildi.').count()).toBeGreaterThan(0);
    await expectAccessible(page, 'tale form');

    // Everything is still there after a reload.
    await page.reload();
    await expect
      .poll(() => page.getByLabel('Masal Adı', { exact: true }).inputValue())
      .toBe('Keloğlan ile Dev');
    expect(await page.getByLabel('İl', { exact: true }).inputValue()).toBe('Trabzon');
    expect(await page.getByLabel('Kaynak Kişinin Adı Soyadı').inputValue()).toBe('Hatice Çelik');
    expect(await page.getByLabel('Doğum Yılı').inputValue()).toBe('1942');
    expect(await nameConsent(page).isChecked()).toBe(true);
    expect(await page.getByText('Keloğlan anlatımı.mp3').count()).toBeGreaterThan(0);

    // Gönder first shows what will be sent; a missing field is listed, and its link leads to the field.
    await mainText(page).fill('');
    await page.getByRole('button', { name: 'Gönder', exact: true }).click();
    const check = page.getByRole('dialog', { name: 'Göndermeden önce kontrol edin' });
    const missing = check.getByTestId('submit-check-problems');
    await missing.getByRole('button', { name: /Ana Masal Metni/ }).waitFor();
    expect(await check.getByRole('button', { name: 'Gönder', exact: true }).isDisabled()).toBe(true);
    expect(await check.getByText('Eksik alanlar tamamlanmadan masal gönderilemez.').count()).toBe(1);
    expect(await check.getByText('Keloğlan anlatımı.mp3').count()).toBeGreaterThan(0);
    await missing.getByRole('button', { name: /Ana Masal Metni/ }).click();
    await check.waitFor({ state: 'detached' });
    await expect.poll(() => mainText(page).evaluate((e) => e === document.activeElement)).toBe(true);
    // Back in the form, the same list stays above the buttons until the field is filled.
    expect(await page.getByTestId('submit-summary').count()).toBe(1);
    await mainText(page).fill(TALE_TEXT);

    await page.getByRole('button', { name: 'Gönder', exact: true }).click();
    await check.getByText('Bütün zorunlu alanlar dolu; masal gönderilmeye hazır.').waitFor();
    expect(await check.getByText(TALE_TEXT).count()).toBe(1);
    await check.getByRole('button', { name: 'Gönder', exact: true }).click();

    // The confirmation: on its own page, with the tale's number and what happens next.
    await page.waitForURL(`**/masal/taleSent/${taleId}`);
    await expectConfirmation(page, taleId, 'Keloğlan ile Dev');
    await page.getByRole('link', { name: 'Masallarım' }).last().click();
    await page.waitForURL(/\/masal\/taleList/);

    const row = page.getByRole('row').filter({ hasText: 'Keloğlan ile Dev' });
    await expect.poll(() => row.getByText('Gönderildi', { exact: false }).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'tale list');
    await row.getByRole('button', { name: 'Önizle' }).click();

    const preview = page.getByRole('dialog', { name: /^Önizleme/ });
    await expect.poll(() => preview.getByText('Keloğlan ile Dev').count()).toBeGreaterThan(0);
    for (const heading of [
      'Masal Bilgileri',
      'Derleyici Bilgileri',
      'Derleyici Açıklamaları',
      'Kaynak Bilgileri',
      'Masal Ek Dosyaları',
      'Ana Masal Metni',
      'Yayınlanacak Masal Metni',
      'Kaynakça',
      'Bağlam Özellikleri',
    ]) {
      expect(await preview.getByText(heading, { exact: true }).count(), heading).toBeGreaterThan(0);
    }
    expect(await preview.getByText('Editör tarafından girilecek').count()).toBeGreaterThan(0);
    expect(await preview.getByText('Telif hakkı talep ediyor', { exact: true }).count()).toBe(1);
    expect(await preview.getByText('Kaynak kişi adının anılmasına izin verdi', { exact: true }).count()).toBe(
      1,
    );
    await expectAccessible(page, 'preview dialog');

    await preview.getByRole('button', { name: /Dinle/ }).first().click();
    const player = page.getByRole('dialog', { name: /Masal Eki Önizleme/ });
    const audio = player.locator('audio');
    await expect.poll(() => audio.count()).toBe(1);
    await audio.evaluate((element: HTMLAudioElement) => element.play());
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), SLOW)
      .toBeGreaterThan(0);
    // Seeking asks the server for a byte range.
    const duration = await audio.evaluate((element: HTMLAudioElement) => element.duration);
    expect(duration).toBeGreaterThan(1);
    await expectAccessible(page, 'attachment preview dialog');
    await player.getByRole('button', { name: 'Kapat' }).click();
    await preview.getByRole('button', { name: 'Kapat' }).click();

    // The tale is no longer editable by its owner: the list offers no edit button.
    expect(await row.getByRole('button', { name: 'Düzenle' }).count()).toBe(0);
    expect(taleId).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it.each([
    PHONE,
    DESKTOP,
  ])('at $width px: the check lists what is missing, then the confirmation', async (viewport) => {
    const session = await signInNewWriterWithApi(e2e.server);
    const taleName = `${viewport.width} px ile Gönderilen Masal`;
    const taleId = await createTaleWithApi(
      e2e.server,
      session,
      completeTaleBody({ taleName, taleText: null }),
    );
    const { page, problems } = await e2e.openAs(session, viewport, `/masal/taleSave?taleId=${taleId}`);
    await dismissBankTip(page);
    await expect.poll(() => page.getByLabel('Masal Adı', { exact: true }).inputValue()).toBe(taleName);

    await page.getByRole('button', { name: 'Gönder', exact: true }).click();
    const check = page.getByRole('dialog', { name: 'Göndermeden önce kontrol edin' });
    await check
      .getByTestId('submit-check-problems')
      .getByRole('button', { name: /Ana Masal Metni/ })
      .waitFor();
    expect(await check.getByText(taleName).count()).toBeGreaterThan(0);
    await animationsDone(page);
    await saveViewportShot(page, `${viewport.name}-tale-check-missing`);
    await expectAccessible(page, 'check before sending, with what is missing');
    await check.getByRole('button', { name: 'Düzenlemeye dön' }).click();
    await check.waitFor({ state: 'detached' });
    // Back without choosing a field: the list of what is missing takes the focus.
    await expect
      .poll(() => page.getByTestId('submit-summary').evaluate((e) => e === document.activeElement))
      .toBe(true);
    await mainText(page).fill(TALE_TEXT);

    await page.getByRole('button', { name: 'Gönder', exact: true }).click();
    await check.getByText('Bütün zorunlu alanlar dolu; masal gönderilmeye hazır.').waitFor();
    await expectFits(page);
    await animationsDone(page);
    await saveViewportShot(page, `${viewport.name}-tale-check-ready`);
    await check.getByRole('button', { name: 'Gönder', exact: true }).click();

    await page.waitForURL(`**/masal/taleSent/${taleId}`);
    await expectConfirmation(page, taleId, taleName);
    await expectFits(page);
    await saveScreenshot(page, `${viewport.name}-tale-sent`);
    await expectAccessible(page, 'confirmation page');
    // The page is the server's answer, so a reload shows the same.
    await page.reload();
    await expectConfirmation(page, taleId, taleName);
    expect(problems).toEqual([]);
  });
});
