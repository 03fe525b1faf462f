/**
 * A compiler fills the whole tale form, attaches an mp3 and a jpg, saves a draft, reloads, submits,
 * finds the tale in "Masallarım" as "Gönderildi", opens the preview and plays the recording. Each screen
 * and dialog on the way passes the automated WCAG 2.1 A/AA checks of axe-core.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { image, mp3 } from '../packages/server/test/support/media-fixtures.ts';
import { expectAccessible } from './support/axe.ts';
import { dismissBankTip } from './support/screen.ts';
import { type E2e, openE2e, signInThroughForm } from './support/session.ts';
import { fillTaleDetails } from './support/tale-form.ts';
import { createActiveWriter } from './support/writer.ts';

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

    const { page, problems } = await e2e.newPage();
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

    // Texts, with the live word count.
    await page
      .getByLabel('Ana Masal Metni')
      .fill('Evvel zaman içinde kalbur saman içinde Keloğlan ile anası bir köyde yaşarmış.');
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
    expect(await page.getByText('Keloğlan anlatımı.mp3').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Gönder', exact: true }).click();
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
    await expectAccessible(page, 'preview dialog');

    await preview.getByRole('button', { name: /Dinle/ }).first().click();
    const player = page.getByRole('dialog', { name: /Masal Eki Önizleme/ });
    const audio = player.locator('audio');
    await expect.poll(() => audio.count()).toBe(1);
    await audio.evaluate((element: HTMLAudioElement) => element.play());
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 10_000 })
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
});
