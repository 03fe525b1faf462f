/**
 * Issue 11: the admin's /masal/users — creates a user with roles 1 and 2; the invitation mail's link lets
 * the person set a password and sign in with both the writer's and the editor's menu; the admin reveals
 * the TC Kimlik No, changes roles and deactivates. Screenshots at 390 and 1280 px; neither width scrolls
 * sideways; axe finds nothing.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validTcKimlikNo } from '../packages/server/test/support/factories.ts';
import { waitForMail } from '../packages/server/test/support/outbox.ts';
import { animationsDone, expectAccessible } from './support/axe.ts';
import { DESKTOP, expectFits, PHONE, saveScreenshot, type Viewport } from './support/layout-checks.ts';
import { dialog, toast } from './support/screen.ts';
import { type E2e, openE2e, signInThroughForm } from './support/session.ts';

let e2e: E2e;
beforeAll(async () => {
  e2e = await openE2e();
});
afterAll(async () => {
  await e2e?.close();
});

const grid = (page: Page) => page.getByRole('grid', { name: 'Kullanıcılar' });

async function openScreen(viewport: Viewport) {
  const opened = await e2e.adminScreen(viewport, '/masal/users', 'Kullanıcılar');
  await grid(opened.page).getByText(e2e.server.admin.email).waitFor();
  return opened;
}

/** Types a search and waits until the grid shows its one matching row (header row + 1). */
async function searchFor(page: Page, text: string) {
  await page.getByLabel('Kullanıcı ara').fill(text);
  await expect.poll(() => grid(page).getByRole('row').count()).toBe(2);
}

describe('users admin', () => {
  it('creates a user who sets a password from the invitation and gets both menus', {
    timeout: 120_000,
  }, async () => {
    const { page, problems } = await openScreen(DESKTOP);
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-users');

    const email = `editor.${Date.now()}@example.com`;
    const identityNo = validTcKimlikNo();
    await page.getByRole('button', { name: 'Yeni kullanıcı' }).click();
    const form = dialog(page);
    await form.getByLabel('Ad', { exact: false }).first().fill('Gülşen');
    await form.getByLabel('Soyad').fill('Çağlayan');
    await form.getByLabel('E-posta').fill(email);
    await form.getByLabel('TC Kimlik No').fill(identityNo);
    await form.getByLabel('Kurum / Üniversite').selectOption({ label: 'Öğretmen' });
    await form.getByLabel('Derleyici').check();
    await form.getByLabel('Editör', { exact: true }).check();
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-users-create');
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await form.waitFor({ state: 'hidden' });
    await expect.poll(() => toast(page).textContent()).toContain('Kullanıcı oluşturuldu');

    // Found by a folded name; the detail shows the TC Kimlik No masked until "Göster".
    await searchFor(page, 'gulsen cag');
    await grid(page).getByText(email).click();
    const detail = dialog(page);
    await expect.poll(() => detail.textContent()).toContain('Aktivasyon bekliyor');
    expect(await detail.textContent()).not.toContain(identityNo);
    await detail.getByRole('button', { name: 'Göster' }).click();
    await expect.poll(() => detail.textContent()).toContain(identityNo);
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-users-detail');
    await detail.getByRole('button', { name: 'Kapat' }).click();

    // The invitation: set a password, sign in, see the writer's and the editor's menu.
    const mail = await waitForMail(e2e.server.dataDir, email, { subjectIncludes: 'Hesabınız açıldı' });
    const link = mail.text.match(/https?:\/\/\S+\/resetPassword\?rc=[\w-]+/)?.[0];
    const person = await e2e.newPage();
    await person.page.goto(link ?? '');
    await person.page.locator('input[name="email"]').fill(email);
    await person.page.locator('input[name="password"]').fill('davet-sifre-1');
    await person.page.locator('input[name="passwordReply"]').fill('davet-sifre-1');
    await person.page.getByRole('button', { name: 'Şifremi Yenile' }).click();
    await person.page.waitForURL(`${e2e.server.url}/`, { timeout: 5_000 });
    await signInThroughForm(person.page, email, 'davet-sifre-1');
    const links = person.page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link');
    await expect
      .poll(() => links.allInnerTexts())
      .toEqual(expect.arrayContaining(['Masal Gönder', 'Bekleyen İşlerim']));
    expect(await links.allInnerTexts()).toEqual(expect.arrayContaining(['Grup Masalları', 'Detaylı Arama']));

    // Deactivated: the person's open session ends on its next request.
    await grid(page).getByText(email).click();
    await dialog(page).getByRole('button', { name: 'Pasif yap' }).click();
    await expect.poll(() => dialog(page).textContent()).toContain('Pasif');
    await person.page.reload();
    await expect.poll(() => person.page.locator('input[name="password"]').count()).toBe(1);

    // The admin cannot deactivate themselves: the server's message in the dialog.
    await dialog(page).getByRole('button', { name: 'Kapat' }).click();
    await searchFor(page, e2e.server.admin.email);
    await grid(page).getByText(e2e.server.admin.email).click();
    await dialog(page).getByRole('button', { name: 'Pasif yap' }).click();
    await expect
      .poll(() => dialog(page).getByRole('alert').textContent())
      .toBe('Kendi hesabınızı pasif yapamazsınız.');
    expect(problems).toEqual([]);
    expect(person.problems).toEqual([]);
  });

  it('fits a 390 px phone, dialog included', { timeout: 60_000 }, async () => {
    const { page, problems } = await openScreen(PHONE);
    await expectFits(page);
    await saveScreenshot(page, 'phone-users');
    await page.getByRole('button', { name: 'Yeni kullanıcı' }).click();
    await dialog(page).getByLabel('Soyad').waitFor();
    await animationsDone(page);
    await expectFits(page);
    await saveScreenshot(page, 'phone-users-create');
    await page.keyboard.press('Escape');
    await grid(page).getByText(e2e.server.admin.email).click();
    await dialog(page).getByRole('button', { name: 'Göster' }).waitFor();
    await animationsDone(page);
    await expectFits(page);
    await saveScreenshot(page, 'phone-users-detail');
    expect(problems).toEqual([]);
  });
});
