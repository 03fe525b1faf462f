/**
 * A compiler signs up, opens the activation link from the outbox (the e-mail already filled in),
 * activates, signs in with the TC Kimlik No, sees the writer menu and not another role's screens,
 * logs out, and a /masal URL then sends them to sign-in. A forgotten password is reset from the
 * mailed link on the same device, the address again filled in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validTcKimlikNo } from '../packages/server/test/support/factories.ts';
import { waitForMail } from '../packages/server/test/support/outbox.ts';
import { expectFits, PHONE, saveScreenshot } from './support/layout-checks.ts';
import { SLOW } from './support/screen.ts';
import { type E2e, openE2e, signInThroughForm } from './support/session.ts';
import { createActiveWriter } from './support/writer.ts';

let e2e: E2e;
beforeAll(async () => {
  e2e = await openE2e();
});
afterAll(async () => {
  await e2e?.close();
});

describe('a compiler registers, activates and signs in', () => {
  it('goes from sign-up to the writer menu and back out', async () => {
    const { page, problems } = await e2e.newPage();
    const email = `derleyici.${Date.now()}@example.com`;
    const identityNo = validTcKimlikNo();
    const password = 'masal-123';

    // The page's timers under the test's hand: that the outcome stays is checked past any delay, not waited for.
    await page.clock.install();
    await page.goto('/signUp');
    await page.locator('input[name="name"]').fill('Ayşe');
    await page.locator('input[name="surname"]').fill('Işık');
    await page.locator('input[name="identityNo"]').fill(identityNo);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('select[name="institutionId"]').selectOption({ label: 'Yok / Kurum dışı' });
    await page.locator('input[name="password"]').fill(password);
    await page.locator('input[name="passwordReply"]').fill(password);
    // Leaving the repeat clears the mismatch shown meanwhile under the first field, which moves what is below.
    await page.locator('input[name="passwordReply"]').press('Tab');
    await page.getByRole('checkbox', { name: 'Aydınlatma metnini okudum.' }).check();
    await page.getByRole('button', { name: 'Kayıt Ol' }).click();
    // The outcome stays on the page it ends on: what happens next, and to which address.
    const outcome = page.getByRole('status').filter({ hasText: 'Kaydınız alındı' });
    await expect.poll(() => outcome.count(), SLOW).toBe(1);
    expect(await outcome.textContent()).toContain(
      `${email} adresine gönderdiğimiz e-postadaki bağlantıyı açın`,
    );
    await page.clock.runFor(60_000);
    expect(await outcome.count()).toBe(1);
    // The address just used is ready in the sign-in form below.
    expect(await page.locator('input[name="email"]').inputValue()).toBe(email);
    await saveScreenshot(page, 'desktop-sign-up-outcome');
    const wide = page.viewportSize();
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
    await expectFits(page);
    // The address wraps inside the outcome rather than being cut off at its edge.
    const message = outcome.locator('.MuiAlert-message');
    expect(await message.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    await saveScreenshot(page, 'phone-sign-up-outcome');
    if (wide) await page.setViewportSize(wide);

    const mail = await waitForMail(e2e.server.dataDir, email);
    const link = mail.text.match(/https?:\/\/\S+\/activationUser\?ac=[\w-]+/)?.[0];
    expect(link?.startsWith(e2e.server.url)).toBe(true);

    // The link opens on the device of the sign-up: the address is already there.
    await page.goto(link ?? '');
    await expect.poll(() => page.title()).toBe('Hesap Etkinleştirme — Masal Portalı');
    const emailField = page.locator('input[name="email"]');
    expect(await emailField.inputValue()).toBe(email);

    // A typo is reported as such, not as an invalid link; the later success replaces that message.
    await emailField.fill(`x${email}`);
    await page.getByRole('button', { name: 'Hesabımı Etkinleştir' }).click();
    const mismatch = page.getByText(
      'Yazdığınız e-posta adresi, bağlantının gönderildiği adresle eşleşmiyor.',
    );
    await expect.poll(() => mismatch.count()).toBeGreaterThan(0);
    expect(await page.getByText('bağlantısı geçersiz').count()).toBe(0);
    await emailField.fill(email);
    const activated = page.waitForResponse((r) => r.url().endsWith('/v1/auth/activeUser'));
    await page.getByRole('button', { name: 'Hesabımı Etkinleştir' }).click();
    expect((await activated).status()).toBe(200);
    // At once (expect.poll gives up after 1 s), not after the older message's 6 s on screen.
    await expect.poll(() => page.getByText('Hesabınız etkinleştirildi').count()).toBeGreaterThan(0);
    expect(await mismatch.count()).toBe(0);
    // Redirected to the main page (sign-in) after 1 s.
    await page.waitForURL(`${e2e.server.url}/`);

    await signInThroughForm(page, identityNo, password);
    await expect.poll(() => page.title()).toBe('Ana Sayfa — Masal Portalı');
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    for (const item of ['Masal Gönder', 'Masallarım', 'Bekleyen İşlerim', 'Yayımlanan Masallar']) {
      await expect.poll(() => nav.getByRole('link', { name: item, exact: true }).count()).toBeGreaterThan(0);
    }
    expect(await nav.getByRole('link', { name: 'Kullanıcılar' }).count()).toBe(0);
    expect(await page.getByText('Ayşe Işık').count()).toBeGreaterThan(0);

    // Each screen names itself; a screen of another role shows /401 instead of failing later.
    await nav.getByRole('link', { name: 'Masallarım', exact: true }).click();
    await expect.poll(() => page.title()).toBe('Masallarım — Masal Portalı');
    await page.goto('/masal/users');
    await page.waitForURL(`${e2e.server.url}/401`);
    await expect.poll(() => page.getByText('Yetkisiz erişim').count()).toBeGreaterThan(0);
    await expect.poll(() => page.title()).toBe('Yetkisiz erişim — Masal Portalı');

    await page.goto('/masal/sample-page');
    await page.getByRole('button', { name: 'Kullanıcı menüsü' }).click();
    await page.getByRole('menuitem', { name: 'Çıkış' }).click();
    await page.waitForURL(`${e2e.server.url}/`);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /token/i.test(k)))).toEqual([]);

    await page.goto('/masal/taleList');
    await expect.poll(() => page.locator('input[name="password"]').count()).toBe(1);
    expect(page.url()).not.toContain('/masal/taleList');
    expect(problems).toEqual([]);
  });

  it('resets a forgotten password from the mailed link', async () => {
    const writer = await createActiveWriter(e2e.server);
    const { page, problems } = await e2e.newPage();
    await page.goto('/forgotMyPassword');
    await expect.poll(() => page.title()).toBe('Şifremi Unuttum — Masal Portalı');
    await page.locator('input[name="email"]').fill(writer.email);
    await page.getByRole('button', { name: 'Bağlantı Gönder' }).click();
    const mail = await waitForMail(e2e.server.dataDir, writer.email, { subjectIncludes: 'Şifre' });
    const link = mail.text.match(/https?:\/\/\S+\/resetPassword\?rc=[\w-]+/)?.[0];

    await page.goto(link ?? '');
    expect(await page.locator('input[name="email"]').inputValue()).toBe(writer.email);
    await page.locator('input[name="password"]').fill('yeni-sifre-1');
    await page.locator('input[name="passwordReply"]').fill('yeni-sifre-1');
    await page.getByRole('button', { name: 'Şifremi Yenile' }).click();
    await page.waitForURL(`${e2e.server.url}/`);
    await signInThroughForm(page, writer.email, 'yeni-sifre-1');
    expect(problems).toEqual([]);
  });
});
