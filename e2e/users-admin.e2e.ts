/**
 * The admin's /masal/users — creates a user with roles 1 and 2; the invitation mail's link lets
 * the person set a password and sign in with both the writer's and the editor's menu; the admin reveals
 * the TC Kimlik No, changes roles and deactivates. Screenshots at 390 and 1280 px; neither width scrolls
 * sideways; axe finds nothing.
 */
import { TITLE_NONE, TITLES } from '@masal/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validTcKimlikNo } from '../packages/server/test/support/factories.ts';
import { waitForMail } from '../packages/server/test/support/outbox.ts';
import { animationsDone, expectAccessible } from './support/axe.ts';
import { typeDate } from './support/date-field.ts';
import {
  DESKTOP,
  expectFits,
  PHONE,
  saveScreenshot,
  saveViewportShot,
  type Viewport,
} from './support/layout-checks.ts';
import { dialog, toast } from './support/screen.ts';
import { type E2e, openE2e, signInThroughForm } from './support/session.ts';

/** decisions.md's role order: the advisory board's two roles together, the admin last. */
const ROLE_ORDER = [
  'Derleyici',
  'Editör',
  'Dil Editörü',
  'Alan Editörü',
  'Danışma Kurulu Üyesi',
  'Danışma Kurulu Başkanı',
  'Yayın Editörü',
  'Editör Yardımcısı',
  'Yönetici',
];
/** The submit button is wholly inside the viewport: not cut off, and tappable without scrolling past it. */
async function expectInView(page: Page, name: string) {
  const box = await dialog(page).getByRole('button', { name, exact: true }).boundingBox();
  const viewport = page.viewportSize();
  expect(box).not.toBeNull();
  expect(
    box && viewport ? box.y + box.height <= viewport.height && box.x + box.width <= viewport.width : false,
  ).toBe(true);
}

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
  it('creates a user who sets a password from the invitation and gets both menus', async () => {
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
    // The hints speak about the new person, not to the admin as if they were signing up.
    expect(await form.textContent()).toContain('Kişi bir kuruma bağlı değilse');
    expect(await form.textContent()).not.toContain('Bir kuruma bağlı değilseniz');
    // Roles in decisions.md's order; "Unvan" is the same list as sign-up, with "Diğer" for a typed one.
    expect(
      await form
        .getByRole('group', { name: 'Roller' })
        .getByRole('checkbox')
        .evaluateAll((boxes) => boxes.map((b) => b.closest('label')?.textContent ?? '')),
    ).toEqual(ROLE_ORDER);
    const title = form.getByLabel('Unvan', { exact: true });
    expect(await title.locator('option').allTextContents()).toEqual([TITLE_NONE, ...TITLES]);
    await title.selectOption('Diğer');
    await form.getByLabel('Kişinin unvanı').fill('Halk bilimci');
    await expectInView(page, 'Kaydet');
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

    // The invitation: its own welcome page says who invited whom with which roles and asks only for a
    // password; afterwards the sign-in page says the password is set.
    const mail = await waitForMail(e2e.server.dataDir, email, { subjectIncludes: 'Hesabınız açıldı' });
    const link = mail.text.match(/https?:\/\/\S+\/invitation\?ic=[\w-]+/)?.[0];
    expect(link).toBeDefined();
    const person = await e2e.newPage();
    await person.page.goto(link ?? '');
    await person.page.getByRole('heading', { name: "Masal'a hoş geldiniz", level: 1 }).waitFor();
    const welcome = person.page.getByRole('form', { name: "Masal'a hoş geldiniz" });
    await expect.poll(() => welcome.textContent()).toContain('Sayın Gülşen Çağlayan');
    expect(await welcome.textContent()).toContain('rolüyle bir hesap açtı');
    expect(await welcome.textContent()).toContain('Derleyici, Editör');
    expect(await welcome.textContent()).toContain(email);
    expect(await person.page.locator('input[name="email"]').count()).toBe(0);
    expect(await person.page.title()).not.toContain('Şifre Yenileme');
    await welcome.locator('input[name="password"]').fill('davet-sifre-1');
    await welcome.locator('input[name="passwordReply"]').fill('davet-sifre-1');
    await expectAccessible(person.page);
    await saveScreenshot(person.page, 'desktop-invitation');
    const wide = person.page.viewportSize();
    await person.page.setViewportSize({ width: PHONE.width, height: PHONE.height });
    await expectFits(person.page);
    await saveScreenshot(person.page, 'phone-invitation');
    if (wide) await person.page.setViewportSize(wide);
    await welcome.getByRole('button', { name: 'Şifremi belirle' }).click();
    await person.page.waitForURL(`${e2e.server.url}/`);
    await expect
      .poll(() => person.page.getByRole('status').filter({ hasText: 'Şifreniz belirlendi' }).count())
      .toBe(1);
    await saveScreenshot(person.page, 'desktop-invitation-done');
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

  it('fits a 390 px phone, dialog included', async () => {
    const { page, problems } = await openScreen(PHONE);
    await expectFits(page);
    await saveScreenshot(page, 'phone-users');
    await page.getByRole('button', { name: 'Yeni kullanıcı' }).click();
    await dialog(page).getByLabel('Soyad').waitFor();
    await animationsDone(page);
    await expectFits(page);
    // "Kaydet" stays on screen while the fields scroll.
    await expectInView(page, 'Kaydet');
    await saveViewportShot(page, 'phone-users-create');
    await page.keyboard.press('Escape');
    await grid(page).getByText(e2e.server.admin.email).click();
    await dialog(page).getByRole('button', { name: 'Göster' }).waitFor();
    await animationsDone(page);
    await expectFits(page);
    await saveScreenshot(page, 'phone-users-detail');
    await page.keyboard.press('Escape');

    // A filter's day is typed in the Turkish order (GG.AA.YYYY) and sent as the API's YYYY-MM-DD.
    await page.goto('/masal/auditLog');
    // Clicked where it lands (the year on a narrow field): typeDate selects all sections, so typing starts at the day.
    await typeDate(page, 'Başlangıç tarihi', '02012026');
    await animationsDone(page);
    await saveViewportShot(page, 'phone-audit-date-filter');
    await expect.poll(() => page.locator('#audit-from').inputValue()).toBe('02.01.2026');
    await expect.poll(() => page.url()).toContain('from=2026-01-02');
    await expectFits(page);
    expect(problems).toEqual([]);
  });
});
