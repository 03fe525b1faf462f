/**
 * A compiler signs up, opens the activation link from the outbox, activates, signs in with the
 * TC Kimlik No, sees the writer menu, logs out, and a /masal URL then sends them to sign-in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validTcKimlikNo } from '../packages/server/test/support/factories.ts';
import { waitForMail } from '../packages/server/test/support/outbox.ts';
import { type E2e, openE2e, signInThroughForm } from './support/session.ts';

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

    await page.goto('/signUp');
    await page.locator('input[name="name"]').fill('Ayşe');
    await page.locator('input[name="surname"]').fill('Işık');
    await page.locator('input[name="identityNo"]').fill(identityNo);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('select[name="institutionId"]').selectOption({ label: 'Yok / Kurum dışı' });
    await page.locator('input[name="password"]').fill(password);
    await page.locator('input[name="passwordReply"]').fill(password);
    await page.getByRole('button', { name: 'Kayıt Ol' }).click();
    await expect
      .poll(() => page.getByText('Kaydınız alındı').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);

    const mail = await waitForMail(e2e.server.dataDir, email);
    const link = mail.text.match(/https?:\/\/\S+\/activationUser\?ac=[\w-]+/)?.[0];
    expect(link?.startsWith(e2e.server.url)).toBe(true);

    await page.goto(link ?? '');
    await page.locator('input[name="email"]').fill(email);
    await page.getByRole('button', { name: 'Hesabımı Etkinleştir' }).click();
    await expect
      .poll(() => page.getByText('Hesabınız etkinleştirildi').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    // Redirected to the main page (sign-in) after 1 s.
    await page.waitForURL(`${e2e.server.url}/`, { timeout: 5_000 });

    await signInThroughForm(page, identityNo, password);
    const nav = page.getByRole('navigation');
    for (const item of ['Masal Gönder', 'Masallarım', 'Bekleyen İşlerim', 'Yayımlanan Masallar']) {
      await expect.poll(() => nav.getByRole('link', { name: item, exact: true }).count()).toBeGreaterThan(0);
    }
    expect(await nav.getByRole('link', { name: 'Kullanıcılar' }).count()).toBe(0);
    expect(await page.getByText('Ayşe Işık').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Kullanıcı menüsü' }).click();
    await page.getByRole('menuitem', { name: 'Çıkış' }).click();
    await page.waitForURL(`${e2e.server.url}/`);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /token/i.test(k)))).toEqual([]);

    await page.goto('/masal/taleList');
    await expect.poll(() => page.locator('input[name="password"]').count()).toBe(1);
    expect(page.url()).not.toContain('/masal/taleList');
    expect(problems).toEqual([]);
  });
});
