/**
 * /masal/announcement: an editor writes an announcement with a link (through the rich text
 * editor's toolbar) and an attachment; another editor sees it unread, with a count on the menu item and on the
 * home page, opens it, plays nothing but reads the link and the file, and the count drops. Screenshots at 390
 * and 1280 px; nothing scrolls sideways; axe finds nothing.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp3 } from '../packages/server/test/support/media-fixtures.ts';
import { type ApiSession, signInAdminWithApi } from './support/api-session.ts';
import { expectAccessible } from './support/axe.ts';
import { createStaffSessions } from './support/editor-account.ts';
import { DESKTOP, expectFits, PHONE, saveScreenshot } from './support/layout-checks.ts';
import { dialog } from './support/screen.ts';
import { type E2e, openE2e } from './support/session.ts';

const TITLE = 'Derleme görüşmelerinde ses kaydı eğitimi';
const LINK = 'https://kultur.gov.tr/derleme-rehberi';

let e2e: E2e;
let admin: ApiSession;
let writer: ApiSession;
let reader: ApiSession;

beforeAll(async () => {
  e2e = await openE2e();
  admin = await signInAdminWithApi(e2e.server);
  [writer, reader] = await createStaffSessions(e2e.server, admin, [
    { key: 'yazan', name: 'Elif', surname: 'Yazar', roleIds: [2] },
    { key: 'okuyan', name: 'Emre', surname: 'Okur', roleIds: [3] },
  ]);
});
afterAll(async () => {
  await e2e?.close();
});

const bodyEditor = (page: Page) => page.getByRole('textbox', { name: 'Metin' });
const badge = (page: Page) =>
  page.getByRole('navigation', { name: 'Ana menü' }).getByTestId('announcement-badge').first();
const unreadCount = (session: ApiSession) =>
  e2e.api<{ count: number }>(session, 'GET', '/announcement/unreadCount').then((a) => a.count);

describe('announcements', () => {
  it('an editor writes one with a link and an attachment; another editor reads it and the badge drops', async () => {
    const { page, problems } = await e2e.openAs(writer, DESKTOP, '/masal/announcement');
    await page.getByRole('heading', { name: 'Duyurular ve Eğitim', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Yeni duyuru' }).click();
    await bodyEditor(page).waitFor();
    await dialog(page).getByRole('combobox', { name: 'Tür' }).click();
    await page.getByRole('option', { name: 'Eğitim materyali' }).click();
    await dialog(page).getByRole('textbox', { name: 'Başlık' }).fill(TITLE);

    await bodyEditor(page).click();
    await page.keyboard.type('Kayıtlar en az 44,1 kHz olmalı. Ayrıntılar: Rehber');
    // Select "Rehber" and make it a link through the toolbar's link menu.
    for (let i = 0; i < 'Rehber'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    await dialog(page).getByRole('button', { name: 'Bağlantı' }).click();
    await page.getByRole('textbox', { name: 'Adres' }).fill(LINK);
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-announcement-link');
    await page.getByRole('textbox', { name: 'Adres' }).press('Enter');
    expect(await bodyEditor(page).locator(`a[href="${LINK}"]`).textContent()).toBe('Rehber');

    await page.getByTestId('announcement-file-input').last().setInputFiles({
      name: 'Ses kaydı örneği.mp3',
      mimeType: 'audio/mpeg',
      buffer: mp3(),
    });
    await dialog(page).getByText('Ses kaydı örneği.mp3').waitFor();
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-announcement-editor');
    await dialog(page).getByRole('button', { name: 'Kaydet', exact: true }).click();

    // Saved, it opens for reading: the sanitised body, with the link opening in a new tab, and the file.
    await dialog(page).getByRole('heading', { name: TITLE }).waitFor();
    const link = dialog(page).getByTestId('announcement-body').getByRole('link', { name: 'Rehber' });
    expect(await dialog(page).getByTestId('announcement-body').textContent()).toBe(
      'Kayıtlar en az 44,1 kHz olmalı. Ayrıntılar: Rehber',
    );
    expect(await link.getAttribute('href')).toBe(LINK);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    await dialog(page).getByText('Ses kaydı örneği.mp3').waitFor();
    expect(problems).toEqual([]);

    // Another editor: unread on the menu, on the home page and in the list.
    const before = await unreadCount(reader);
    expect(before).toBeGreaterThanOrEqual(1);
    const other = await e2e.openAs(reader, DESKTOP, '/masal/sample-page');
    await expect.poll(() => badge(other.page).textContent()).toBe(`${before}${before} okunmamış`);
    await other.page.getByTestId('latest-announcements').getByRole('link', { name: TITLE }).waitFor();
    await expectAccessible(other.page);
    await saveScreenshot(other.page, 'desktop-announcement-home');

    await other.page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: /Duyurular ve Eğitim/ })
      .first()
      .click();
    const item = other.page.getByTestId('announcement-item').filter({ hasText: TITLE });
    await item.getByTestId('announcement-unread').waitFor();
    expect(await item.getAttribute('data-unread')).toBe('true');
    await expectFits(other.page);
    await expectAccessible(other.page);
    await saveScreenshot(other.page, 'desktop-announcement-list');

    await item.getByRole('button').click();
    await dialog(other.page).getByRole('heading', { name: TITLE }).waitFor();
    await dialog(other.page).getByRole('link', { name: 'Rehber' }).waitFor();
    await dialog(other.page).getByRole('button', { name: 'Dinle' }).waitFor();
    // Readers who are not its author or an admin neither edit nor attach.
    expect(await dialog(other.page).getByRole('button', { name: 'Düzenle' }).count()).toBe(0);
    expect(await dialog(other.page).getByRole('button', { name: 'Dosya ekle' }).count()).toBe(0);
    await expect.poll(() => unreadCount(reader)).toBe(before - 1);
    await expectAccessible(other.page);
    await saveScreenshot(other.page, 'desktop-announcement-read');
    await dialog(other.page).getByRole('button', { name: 'Kapat' }).click();

    if (before === 1) await expect.poll(() => badge(other.page).count()).toBe(0);
    else
      await expect.poll(() => badge(other.page).textContent()).toBe(`${before - 1}${before - 1} okunmamış`);
    await expect.poll(() => item.getAttribute('data-unread')).toBe('false');
    expect(await item.getByTestId('announcement-unread').count()).toBe(0);
    expect(other.problems).toEqual([]);
  });

  it('fits a 390 px phone: the list, the editor with its toolbar, and an announcement', async () => {
    const { page, problems } = await e2e.openAs(writer, PHONE, '/masal/announcement');
    const item = page.getByTestId('announcement-item').filter({ hasText: TITLE });
    await item.waitFor();
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'phone-announcement-list');

    await page.getByRole('button', { name: 'Yeni duyuru' }).click();
    await bodyEditor(page).waitFor();
    await dialog(page).getByRole('textbox', { name: 'Başlık' }).fill('Telefondan yazılan duyuru');
    await bodyEditor(page).click();
    await page.keyboard.type('Kısa bir not.');
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'phone-announcement-editor');
    await dialog(page).getByRole('button', { name: 'Vazgeç' }).click();

    await item.getByRole('button').click();
    await dialog(page).getByRole('heading', { name: TITLE }).waitFor();
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'phone-announcement-read');
    expect(problems).toEqual([]);
  });
});
