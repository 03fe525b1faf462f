/**
 * The first admin signs in and sees exactly the admin's menu; a writer's screen shows /401; an
 * unknown page shows the not-found page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2e, openE2e, signInThroughForm } from './support/session.ts';

let e2e: E2e;
beforeAll(async () => {
  e2e = await openE2e();
});
afterAll(async () => {
  await e2e?.close();
});

/**
 * Seed §2 for role 6, with the editorial desk's screens an admin decides or writes on:
 * administration (with the detailed search and payments), the editor assistant's group (admins see it too), everyone's.
 */
const ADMIN_MENU = [
  'Kullanıcılar',
  'Kurumlar',
  'Masal Listesi',
  'Editörler',
  'Masal Yönetimi',
  'Detaylı Arama',
  'Grup Masalları',
  'Yazılı Yayın Talebi',
  'Duyurular ve Eğitim',
  'İstatistikler',
  'Ödeme Yönetimi',
  'Denetim Kaydı',
  'Düzenlenecek Tamamlanan Masallar',
  'Özel İçerikli Masallar',
  'Ana Sayfa',
  'Yayımlanan Masallar',
];

describe('admin', () => {
  it('sees the admin menu and not the writer menu', async () => {
    const { page, problems } = await e2e.newPage();
    await signInThroughForm(page, e2e.server.admin.email, e2e.server.admin.password);
    const links = page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link');
    await expect.poll(() => links.allInnerTexts()).toEqual(ADMIN_MENU);

    // Admins do not send tales (roles.ts, writeTales): the form is not theirs to open.
    await page.goto('/masal/taleSave');
    await page.waitForURL(`${e2e.server.url}/401`);
    await expect.poll(() => page.getByText('Yetkisiz erişim').count()).toBeGreaterThan(0);

    await page.goto('/masal/olmayan-sayfa');
    await expect.poll(() => page.getByText('Sayfa bulunamadı').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
