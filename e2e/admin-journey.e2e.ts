/**
 * The admin's journey in the browser alone: the admin creates an institution and a user with roles 1 and 2;
 * the invitation mail's link lets the person set a password and sign in with the writer's and the editor's
 * menu; they fill IBAN and bank name from the tip's link, and after a reload the tip stays away; the admin
 * reads all of it in the audit log.
 */

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validTcKimlikNo } from '../packages/server/test/support/factories.ts';
import { waitForMail } from '../packages/server/test/support/outbox.ts';
import { expectAccessible } from './support/axe.ts';
import { bankTip, dialog, reloadPastBankTipDelay, SLOW, toast } from './support/screen.ts';
import { type E2e, openE2e, signInThroughForm } from './support/session.ts';

let e2e: E2e;
beforeAll(async () => {
  e2e = await openE2e();
});
afterAll(async () => {
  await e2e?.close();
});

const INSTITUTION = 'Anadolu Masal Araştırmaları Derneği';
const IBAN = 'TR330006100519786457841326';
const BANK = 'Türkiye Cumhuriyeti Ziraat Bankası A.Ş.';

async function createInstitution(page: Page) {
  await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Kurumlar' }).click();
  await page.getByRole('heading', { name: 'Kurumlar', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Yeni kurum' }).click();
  await dialog(page).getByLabel('Kurum adı').fill(INSTITUTION);
  await dialog(page).getByLabel('Kurum adı').press('Enter');
  await expect.poll(() => toast(page).textContent()).toContain('Kurum eklendi.');
}

async function createUser(page: Page, email: string) {
  await page
    .getByRole('navigation', { name: 'Ana menü' })
    .getByRole('link', { name: 'Kullanıcılar' })
    .click();
  await page.getByRole('heading', { name: 'Kullanıcılar', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Yeni kullanıcı' }).click();
  const form = dialog(page);
  await form.getByLabel('Ad', { exact: false }).first().fill('Nazlı');
  await form.getByLabel('Soyad').fill('Işıkçı');
  await form.getByLabel('E-posta').fill(email);
  await form.getByLabel('TC Kimlik No').fill(validTcKimlikNo());
  await form.getByLabel('Kurum / Üniversite').selectOption({ label: INSTITUTION });
  await form.getByLabel('Derleyici').check();
  await form.getByLabel('Editör', { exact: true }).check();
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await form.waitFor({ state: 'hidden' });
  // Queued behind the institution's toast, which stays its 6 s.
  await expect.poll(() => toast(page).textContent(), SLOW).toContain('Kullanıcı oluşturuldu');
}

/** The invitation's link: the person sets a password there, then signs in. */
async function acceptInvitation(page: Page, email: string, password: string) {
  const mail = await waitForMail(e2e.server.dataDir, email, { subjectIncludes: 'Hesabınız açıldı' });
  const link = mail.text.match(/https?:\/\/\S+\/invitation\?ic=[\w-]+/)?.[0];
  expect(link).toBeDefined();
  await page.goto(link ?? '');
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="passwordReply"]').fill(password);
  await page.getByRole('button', { name: 'Şifremi belirle' }).click();
  await page.waitForURL(`${e2e.server.url}/`);
  await signInThroughForm(page, email, password);
}

async function fillBankDetails(page: Page) {
  await bankTip(page).getByRole('link', { name: 'Profil sayfasına git' }).click();
  await page.getByRole('heading', { name: 'Profil', level: 1 }).waitFor();
  const details = page.getByRole('form', { name: 'Kişisel ve banka bilgileri' });
  await details.getByLabel('IBAN').fill(IBAN);
  const bank = details.getByLabel('Banka adı');
  await bank.pressSequentially('ziraat');
  await page.getByRole('option', { name: BANK, exact: true }).click();
  await details.getByRole('button', { name: 'Kaydet' }).click();
  await expect.poll(() => toast(page).textContent()).toContain('Profil bilgileriniz güncellendi.');
  await reloadPastBankTipDelay(page, () =>
    expect.poll(() => details.getByLabel('IBAN').inputValue()).not.toBe(''),
  );
  expect(await bankTip(page).count()).toBe(0);
}

describe('admin journey', () => {
  it('institution and user by the admin → invitation → both menus → bank details → audit log', async () => {
    const admin = await e2e.newPage();
    await signInThroughForm(admin.page, e2e.server.admin.email, e2e.server.admin.password);
    await createInstitution(admin.page);
    const email = `nazli.${Date.now()}@example.com`;
    await createUser(admin.page, email);

    const person = await e2e.newPage();
    await acceptInvitation(person.page, email, 'davet-sifre-1');
    const menu = person.page.getByRole('navigation', { name: 'Ana menü' });
    await expect
      .poll(() => menu.getByRole('link').allInnerTexts())
      .toEqual(
        expect.arrayContaining(['Masal Gönder', 'Bekleyen İşlerim', 'Grup Masalları', 'Detaylı Arama']),
      );
    await bankTip(person.page).waitFor();
    await fillBankDetails(person.page);

    // The admin reads the trail: the institution, the account and the person's own profile change.
    await admin.page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'Denetim Kaydı' })
      .click();
    const grid = admin.page.getByRole('grid', { name: 'Denetim Kaydı' });
    const row = (action: string, subject: string) =>
      grid.getByRole('row').filter({ hasText: action }).filter({ hasText: subject });
    await expect.poll(() => row('Kurum ekleme', INSTITUTION).count()).toBe(1);
    await expect.poll(() => row('Kullanıcı oluşturma', 'Nazlı Işıkçı').count()).toBe(1);
    const profileRow = row('Profil güncelleme', 'Nazlı Işıkçı');
    await expect.poll(() => profileRow.count()).toBe(1);
    // Made by the person, the IBAN masked in the diff.
    const profileText = (await profileRow.textContent()) ?? '';
    expect(profileText).toContain(BANK);
    expect(profileText.replace(/\s/g, '')).not.toContain(IBAN);
    await expectAccessible(admin.page);
    expect(admin.problems).toEqual([]);
    expect(person.problems).toEqual([]);
  });
});
