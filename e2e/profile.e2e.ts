/**
 * A compiler without bank details sees the tip, follows its link to /masal/profile,
 * enters IBAN (typed with spaces, shown grouped by four) and picks the bank from the list, and the tip is
 * gone at once and after a reload. Job, birth date and birth place (a province picked from the list) and a
 * title of their own ("Diğer") are kept and prefill the compiler section of a new tale. A picture is
 * cropped in the browser and uploaded; the header shows it at once. A new e-mail address is confirmed
 * through the link mailed to it. A wrong current password is shown on its field. Screenshots at 390 and
 * 1280 px go to e2e/screenshots/; neither width scrolls sideways; no accessibility violations.
 */
import { MSG } from '@masal/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { image } from '../packages/server/test/support/media-fixtures.ts';
import { linkOf, waitForMail } from '../packages/server/test/support/outbox.ts';
import { animationsDone, expectAccessible } from './support/axe.ts';
import { typeDate } from './support/date-field.ts';
import { DESKTOP, expectFits, PHONE, saveScreenshot, saveViewportShot } from './support/layout-checks.ts';
import { bankTip, reloadPastBankTipDelay, toast } from './support/screen.ts';
import { type E2e, openE2e } from './support/session.ts';
import { createActiveWriter, type Writer } from './support/writer.ts';

const IBAN = 'TR330006100519786457841326';
const IBAN_GROUPED = 'TR33 0006 1005 1978 6457 8413 26';
const ZIRAAT = 'Türkiye Cumhuriyeti Ziraat Bankası A.Ş.';

let e2e: E2e;
let writer: Writer;
beforeAll(async () => {
  e2e = await openE2e();
  writer = await createActiveWriter(e2e.server);
});
afterAll(async () => {
  await e2e?.close();
});

const details = (page: Page) => page.getByRole('form', { name: 'Kişisel ve banka bilgileri' });
const passwordForm = (page: Page) => page.getByRole('form', { name: 'Şifre değiştir' });
const cropDialog = (page: Page) => page.getByRole('dialog', { name: 'Profil resmini kırp' });
const headerAvatar = (page: Page) => page.getByRole('button', { name: 'Kullanıcı menüsü' }).locator('img');

async function openProfile(page: Page) {
  await page.goto('/masal/profile');
  await page.getByRole('heading', { name: 'Profil', level: 1 }).waitFor();
  await details(page).getByLabel('IBAN').waitFor();
}

/** Nothing of the field's text is hidden: no horizontal overflow, a wrapped text is all in view. */
async function expectWhole(page: Page, selector: string) {
  const cut = await page
    .locator(selector)
    .evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
  expect(cut, selector).toBe(false);
}

/** A wide PNG, so the square crop has something to cut. */
const landscapePng = () => image('png', 640, 400);

/** Picks the suggestion `option` of a free-text picker after typing `typed` (any case, any accents). */
async function pick(page: Page, label: string, typed: string, option: string) {
  const input = details(page).getByLabel(label);
  await input.fill('');
  await input.pressSequentially(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  expect(await input.inputValue()).toBe(option);
}

describe('profile', () => {
  it('fits a 390 px phone, and so does the crop dialog', async () => {
    const { page, problems } = await e2e.signedIn(PHONE, writer);
    await openProfile(page);
    // The whole IBAN and the longest bank names are readable on the phone.
    await details(page).getByLabel('IBAN').fill(IBAN_GROUPED);
    await pick(page, 'Banka adı', 'zıraat', ZIRAAT);
    await expectWhole(page, '#iban');
    await expectWhole(page, '#bankName');
    await typeDate(page, 'Doğum tarihi', '23041985');
    expect(await page.locator('#birthDate').inputValue()).toBe('23.04.1985');
    // The writer has no bank details saved yet: the tip comes after a second; shot open, not half-way.
    await bankTip(page).waitFor();
    await animationsDone(page);
    await expectFits(page);
    await saveScreenshot(page, 'phone-profile');

    await page.getByTestId('profile-image-input').setInputFiles({
      name: 'manzara.png',
      mimeType: 'image/png',
      buffer: await landscapePng(),
    });
    await cropDialog(page).waitFor();
    await cropDialog(page).getByRole('group', { name: 'Kırpma alanı' }).waitFor();
    // The image being cropped is named for those who cannot see it.
    expect(await cropDialog(page).locator('img').getAttribute('alt')).toBe('Kırpılacak profil resmi');
    await animationsDone(page);
    await expectFits(page);
    await expectAccessible(page);
    await saveViewportShot(page, 'phone-profile-crop');
    await cropDialog(page).getByRole('button', { name: 'Vazgeç' }).click();
    await cropDialog(page).waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  it('saves the bank details and the tip goes away', async () => {
    const { page, problems } = await e2e.signedIn(DESKTOP, writer);
    await bankTip(page).waitFor();
    await bankTip(page).getByRole('link', { name: 'Profil sayfasına git' }).click();
    await page.waitForURL(/\/masal\/profile$/);
    await page.getByRole('heading', { name: 'Profil', level: 1 }).waitFor();
    const iban = details(page).getByLabel('IBAN');
    await iban.waitFor();

    // A wrong IBAN is refused on its field before anything is sent.
    await iban.fill('TR34 0006 1005 1978 6457 8413 26');
    await pick(page, 'Banka adı', 'zıraat', ZIRAAT);
    await details(page).getByRole('button', { name: 'Kaydet' }).click();
    // A mistyped check digit is told as such, not as a length problem.
    await expect.poll(() => details(page).textContent()).toContain(MSG.ibanChecksum);
    expect(await details(page).textContent()).not.toContain(MSG.ibanInvalid);

    // Typed in lower case without spaces: grouped by four while typing.
    await iban.fill('');
    await iban.pressSequentially(IBAN.toLowerCase());
    expect(await iban.inputValue()).toBe(IBAN_GROUPED);
    // Pasted with other spacing: grouped on leaving the field.
    await iban.fill(IBAN.toLowerCase().replace(/(.{2})/g, '$1 '));
    await iban.blur();
    expect(await iban.inputValue()).toBe(IBAN_GROUPED);
    await details(page).getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Profil bilgileriniz güncellendi.');
    await expect.poll(() => bankTip(page).count()).toBe(0);
    await expect.poll(() => iban.inputValue()).toBe(IBAN_GROUPED);

    await reloadPastBankTipDelay(page, () =>
      expect.poll(() => details(page).getByLabel('IBAN').inputValue()).toBe(IBAN_GROUPED),
    );
    expect(await details(page).getByLabel('Banka adı').inputValue()).toBe(ZIRAAT);
    expect(await bankTip(page).count()).toBe(0);

    // A wrong current password: the server's message on that field.
    await passwordForm(page).locator('#currentPassword').fill('yanlis-sifre');
    await passwordForm(page).locator('#newPassword').fill('Yeni-Sifre-1');
    await passwordForm(page).locator('#newPasswordReply').fill('Yeni-Sifre-1');
    await passwordForm(page).getByRole('button', { name: 'Şifreyi değiştir' }).click();
    await expect.poll(() => passwordForm(page).textContent()).toContain(MSG.currentPasswordWrong);

    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-profile');
    expect(problems).toEqual([]);
  });

  it('keeps job, birth date, birth place and an own title; a new tale starts with them', async () => {
    const { page, problems } = await e2e.signedIn(DESKTOP, writer);
    await openProfile(page);
    const form = details(page);

    await form.getByLabel('Unvan', { exact: true }).selectOption('Diğer');
    await form.getByLabel('Unvanınız').fill('Halk bilimci');
    await form.getByLabel('Meslek').fill('Emekli öğretmen');
    // The Turkish date picker: typed day, month, year (GG.AA.YYYY), whatever the browser's own format.
    // A date in the future is refused on its field.
    await typeDate(page, 'Doğum tarihi', '01012999');
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => form.textContent()).toContain(MSG.dateInFuture);
    await typeDate(page, 'Doğum tarihi', '29021980');
    expect(await page.locator('#birthDate').inputValue()).toBe('29.02.1980');
    await pick(page, 'Doğum yeri', 'kirs', 'Kırşehir');
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Profil bilgileriniz güncellendi.');

    await page.reload();
    await page.getByRole('heading', { name: 'Profil', level: 1 }).waitFor();
    await expect.poll(() => details(page).getByLabel('Meslek').inputValue()).toBe('Emekli öğretmen');
    expect(await page.locator('#birthDate').inputValue()).toBe('29.02.1980');
    expect(await details(page).getByLabel('Doğum yeri').inputValue()).toBe('Kırşehir');
    // A title not in the list comes back as "Diğer" with its text.
    expect(await details(page).getByLabel('Unvan', { exact: true }).inputValue()).toBe('Diğer');
    expect(await details(page).getByLabel('Unvanınız').inputValue()).toBe('Halk bilimci');

    // The compiler section of a new tale is prefilled from the profile.
    await page.goto('/masal/taleSave');
    const job = page.locator('#tale-compilerJob');
    await expect.poll(() => job.inputValue(), { timeout: 15_000 }).toBe('Emekli öğretmen');
    // The tale form's dates are the same Turkish picker.
    expect(await page.locator('#tale-compilerBirthDate').inputValue()).toBe('29.02.1980');
    expect(await page.locator('#tale-compilerPlaceOfBirth').inputValue()).toBe('Kırşehir');
    expect(await page.locator('#tale-compilerNameSurname').inputValue()).toBe(
      `${writer.name} ${writer.surname}`,
    );
    expect(problems).toEqual([]);
  });

  it('crops and uploads a picture; the header shows it at once', async () => {
    const { page, problems } = await e2e.signedIn(DESKTOP, writer);
    await openProfile(page);

    await page.getByTestId('profile-image-input').setInputFiles({
      name: 'manzara.png',
      mimeType: 'image/png',
      buffer: await landscapePng(),
    });
    await cropDialog(page).waitFor();
    const area = cropDialog(page).getByRole('group', { name: 'Kırpma alanı' });
    await area.waitFor();
    // Keyboard only: move the image, then zoom with the slider's keys.
    await area.focus();
    await page.keyboard.press('ArrowRight');
    await cropDialog(page).getByRole('slider', { name: 'Yakınlaştırma' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expectAccessible(page);
    await saveViewportShot(page, 'desktop-profile-crop');

    await cropDialog(page).getByRole('button', { name: 'Resmi kaydet' }).click();
    await cropDialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => toast(page).textContent()).toContain(MSG.profileImageSaved);
    // The default picture has no <img> until it loads; the new one is a generated name under /uploads/images/.
    await expect
      .poll(() => headerAvatar(page).getAttribute('src'))
      .toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\.jpg$/);
    const src = (await headerAvatar(page).getAttribute('src')) as string;
    expect(await page.getByTestId('profile-image').locator('img').getAttribute('src')).toBe(src);
    const stored = await page.request.get(src);
    expect(stored.status()).toBe(200);
    // The server's square JPEG thumbnail (its size is checked in profile-image.test.ts).
    expect(stored.headers()['content-type']).toBe('image/jpeg');
    expect([...(await stored.body()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    // Kept after a reload: the stored user was replaced.
    await page.reload();
    await expect.poll(() => headerAvatar(page).getAttribute('src')).toBe(src);
    expect(problems).toEqual([]);
  });

  it('changes the e-mail address through the link mailed to the new one', async () => {
    const mover = await createActiveWriter(e2e.server);
    const { page, problems } = await e2e.signedIn(DESKTOP, mover);
    await openProfile(page);
    const newEmail = `yeni.${Date.now()}@example.com`;

    await page.getByRole('button', { name: 'E-postayı değiştir' }).click();
    const dialog = page.getByRole('dialog', { name: 'E-posta adresini değiştir' });
    await dialog.getByLabel('Yeni e-posta adresi').fill(newEmail);
    await dialog.getByLabel('Mevcut şifre').fill('yanlis-sifre');
    await dialog.getByRole('button', { name: 'Onay bağlantısı gönder' }).click();
    await expect.poll(() => dialog.textContent()).toContain(MSG.currentPasswordWrong);
    await dialog.getByLabel('Mevcut şifre').fill(mover.password);
    await dialog.getByRole('button', { name: 'Onay bağlantısı gönder' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId('pending-email').textContent())
      .toContain(`${newEmail} — onay bekliyor`);
    expect(await page.locator('#profile-email').inputValue()).toBe(mover.email);

    const mail = await waitForMail(e2e.server.dataDir, newEmail, { subjectIncludes: 'Yeni e-posta' });
    const link = new URL(linkOf(mail.text, 'ec'));
    await page.goto(`${link.pathname}${link.search}`);
    await expect
      .poll(() => page.getByRole('main').getByRole('status').textContent())
      .toContain(MSG.emailChanged);
    await expectAccessible(page);

    await openProfile(page);
    await expect.poll(() => page.locator('#profile-email').inputValue()).toBe(newEmail);
    expect(await page.getByTestId('pending-email').count()).toBe(0);
    // The link works once.
    await page.goto(`${link.pathname}${link.search}`);
    await expect
      .poll(() => page.getByRole('main').getByRole('status').textContent())
      .toContain(MSG.emailChangeInvalid);
    expect(problems).toEqual([]);
  });
});
