/** The tale form (/masal/taleSave) filled in as a compiler would, for the specs that send a tale through it. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { typeDate } from './date-field.ts';

/** The tale's, the compiler's and the source person's sections; the texts are left to the spec. */
export async function fillTaleDetails(page: Page, taleName: string): Promise<void> {
  // Masal Bilgileri
  await page.getByLabel('Masal Adı', { exact: true }).fill(taleName);
  await page.getByLabel('Telif hakkı talep ediyorum').check();
  await page.getByLabel('Bölge', { exact: true }).selectOption('Karadeniz');
  await page.getByLabel('İl', { exact: true }).selectOption('Trabzon');
  await page.getByRole('radio', { name: 'Tez / Basılı Yayın' }).check();
  await page.getByLabel('Kaynakça').fill('Yılmaz, A. (2020). Doğu Karadeniz Masalları. Trabzon.');

  // Derleyici Bilgileri: the name comes from the account.
  await expect.poll(() => page.getByLabel('Derleyicinin Adı Soyadı').inputValue()).toBe('Ayşe Yılmaz');
  await page.getByLabel('Mesleği', { exact: true }).fill('Öğretmen');
  await page.getByLabel('Derlendiği Yer').fill('Maçka, Trabzon');
  await page.getByLabel('Öğrenim Durumu', { exact: true }).selectOption('Lisans');
  await typeDate(page, 'Doğum Tarihi', '12041985');
  await page.getByLabel('Doğum Yeri', { exact: true }).fill('Trabzon');
  await page.getByLabel('Derleyici Açıklamaları').fill('Anlatıcı masalı dedesinden dinlemiş.');

  // Kaynak Bilgileri
  await page.getByRole('radio', { name: 'Kişi', exact: true }).check();
  await page.getByLabel('Kaynak Kişinin Adı Soyadı').fill('Hatice Çelik');
  await typeDate(page, 'Derleme Tarihi', '20012024');
  await page.getByLabel('Kimden Öğrendiği').fill('Dedesi');
  await page.getByLabel('Kaynak Kişinin Mesleği').fill('Çiftçi');
  await page.getByLabel('Kaynak Kişinin Öğrenim Durumu').selectOption('İlkokul');
  await page.getByLabel('Doğum Yılı').fill('1942');
  await page.getByLabel('Kaynak Kişinin Doğum Yeri').fill('Maçka');
}
