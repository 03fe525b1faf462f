/**
 * The sign-in and sign-up forms show the seed's messages for bad input, before and after the server;
 * a newer sign-in outcome replaces the older message. On a phone, sign-up errors go as soon as
 * they stop being true and nothing moves under a finger; the server's message stays at the form until the
 * person changes it again, then clears after seed §4's delay (sign-in 100 ms, sign-up 3000 ms).
 */

import { MSG } from '@masal/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validTcKimlikNo } from '../packages/server/test/support/factories.ts';
import { pauseClock } from './support/clock.ts';
import { DESKTOP, expectFits, PHONE, saveScreenshot, saveViewportShot } from './support/layout-checks.ts';
import { type E2e, openE2e } from './support/session.ts';
import { createActiveWriter } from './support/writer.ts';

let e2e: E2e;
beforeAll(async () => {
  e2e = await openE2e();
});
afterAll(async () => {
  await e2e?.close();
});

describe('sign-in form', () => {
  it('shows the required-field messages of seed §5', async () => {
    const { page, problems } = await e2e.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect
      .poll(() => page.getByText('E-Posta Adresi veya TC Kimlik No alanı zorunludur.').count())
      .toBeGreaterThan(0);
    expect(await page.getByText('Şifre alanı zorunludur. En az 6 karakter.').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it("shows the server's message for wrong credentials", async () => {
    const { page } = await e2e.newPage();
    await page.goto('/');
    await page.locator('input[name="email"]').fill('kimse@example.com');
    await page.locator('input[name="password"]').fill('yanlis-sifre');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect.poll(() => page.getByText('Email veya şifre hatalı!!!').count()).toBeGreaterThan(0);
    expect(page.url()).toBe(`${e2e.server.url}/`);
  });
});

describe('a locked account', () => {
  it('shows the lock, not the earlier wrong-password messages', async () => {
    const writer = await createActiveWriter(e2e.server);
    const { page } = await e2e.newPage();
    await page.goto('/');
    await page.locator('input[name="email"]').fill(writer.email);
    await page.locator('input[name="password"]').fill('yanlis-sifre');
    const wrong = page.getByText('Email veya şifre hatalı!!!');
    const locked = page.getByText(MSG.tooManyAttempts);
    // Five failures lock the account; each answer replaces the message before it.
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answered = page.waitForResponse((r) => r.url().endsWith('/v1/auth/login'));
      await page.getByRole('button', { name: 'Giriş Yap' }).click();
      expect((await answered).status()).toBe(400);
      await expect.poll(() => wrong.count()).toBe(1);
    }
    const answered = page.waitForResponse((r) => r.url().endsWith('/v1/auth/login'));
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    expect((await answered).status()).toBe(429);
    await expect.poll(() => locked.count()).toBe(1);
    expect(await wrong.count()).toBe(0);
  });
});

describe('sign-up form', () => {
  it('marks both password fields when they differ and sends nothing', async () => {
    const { page } = await e2e.newPage();
    let signUpCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/v1/auth/signUp')) signUpCalls++;
    });
    await page.goto('/signUp');
    await page.locator('input[name="password"]').fill('masal-123');
    await page.locator('input[name="passwordReply"]').fill('masal-456');
    await page.getByRole('button', { name: 'Kayıt Ol' }).click();
    await expect.poll(() => page.getByText('Şifreler uyuşmuyor.').count()).toBe(2);
    expect(await page.getByText('Kurum Seçimi zorunludur.').count()).toBeGreaterThan(0);
    expect(await page.getByText('Ad alanı zorunludur.').count()).toBeGreaterThan(0);
    expect(signUpCalls).toBe(0);
  });
});

describe('sign-up on a 390 px phone', () => {
  it('clears "Şifreler uyuşmuyor." as soon as the pair matches, and nothing moves under a finger', async () => {
    const { page, problems } = await e2e.newPage(PHONE);
    await page.goto('/signUp');
    const password = page.locator('input[name="password"]');
    const repeat = page.locator('input[name="passwordReply"]');
    const mismatch = page.getByText(MSG.passwordsDoNotMatch);

    await password.fill('masal-123');
    await repeat.fill('masal-456');
    await repeat.press('Tab');
    await expect.poll(() => mismatch.count()).toBe(2);
    await saveViewportShot(page, 'phone-sign-up-mismatch');
    // The repeat typed last: both messages go while typing, without leaving the field.
    await repeat.fill('masal-123');
    await expect.poll(() => mismatch.count()).toBe(0);
    // The first field typed last: the same.
    await password.fill('masal-789');
    await expect.poll(() => mismatch.count()).toBe(2);
    await password.fill('masal-123');
    await expect.poll(() => mismatch.count()).toBe(0);

    // A repeat too short, still focused: tapping the KVKK checkbox shows its message (on leaving the
    // field) in the line kept for it, so the checkbox does not move away from the finger.
    await repeat.fill('mas');
    const kvkk = page.getByRole('checkbox', { name: 'Aydınlatma metnini okudum.' });
    // Where the checkbox is on the page (not on the screen, which scrolls to it for the tap).
    const top = () => kvkk.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await kvkk.scrollIntoViewIfNeeded();
    const before = await top();
    await kvkk.click();
    await expect.poll(() => page.getByText(MSG.passwordReplyMin).count()).toBe(1);
    expect(await kvkk.isChecked()).toBe(true);
    expect(await top()).toBe(before);
    // And when the error goes again.
    await repeat.fill('masal-123');
    await expect.poll(() => page.getByText(MSG.passwordReplyMin).count()).toBe(0);
    expect(await top()).toBe(before);
    await expectFits(page);
    await saveViewportShot(page, 'phone-sign-up-no-jump');
    expect(problems).toEqual([]);
  });
});

describe("the server's message at the form (seed §4 delays)", () => {
  // The page's clock under the test's hand: "stays" is checked past the time, "goes after N ms" to the millisecond.
  it('sign-in: stays while read, goes 100 ms after the person types again', async () => {
    const { page } = await e2e.newPage(DESKTOP);
    await page.clock.install();
    await page.goto('/');
    await page.locator('input[name="email"]').fill('kimse@example.com');
    await page.locator('input[name="password"]').fill('yanlis-sifre');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    const message = page.getByRole('alert').filter({ hasText: 'Email veya şifre hatalı!!!' });
    await expect.poll(() => message.count()).toBe(1);
    await page.clock.runFor(1_500);
    expect(await message.count()).toBe(1);
    await saveScreenshot(page, 'desktop-sign-in-refused');
    await pauseClock(page);
    await page.locator('input[name="password"]').press('x');
    await page.clock.runFor(99);
    expect(await message.count()).toBe(1);
    await page.clock.runFor(1);
    await page.clock.resume();
    await expect.poll(() => message.count()).toBe(0);
  });

  it('sign-up: stays while read, goes 3000 ms after the person changes the form again', async () => {
    const { page } = await e2e.newPage(PHONE);
    await page.clock.install();
    await page.goto('/signUp');
    await page.locator('input[name="name"]').fill('Ayşe');
    await page.locator('input[name="surname"]').fill('Işık');
    // A refusal only the server gives (its per-address limit), so the form itself has nothing to say.
    await page.route('**/v1/auth/signUp', (route) =>
      route.fulfill({
        status: 429,
        json: { status: false, code: 'TOO_MANY_REQUESTS', message: MSG.tooManyAttempts },
      }),
    );
    await page.locator('input[name="identityNo"]').fill(validTcKimlikNo());
    await page.locator('input[name="email"]').fill(`gecikme.${Date.now()}@example.com`);
    await page.locator('select[name="institutionId"]').selectOption({ label: 'Yok / Kurum dışı' });
    await page.locator('input[name="password"]').fill('masal-123');
    await page.locator('input[name="passwordReply"]').fill('masal-123');
    await page.getByRole('checkbox', { name: 'Aydınlatma metnini okudum.' }).check();
    const answered = page.waitForResponse((r) => r.url().endsWith('/v1/auth/signUp'));
    await page.getByRole('button', { name: 'Kayıt Ol' }).click();
    expect((await answered).status()).toBe(429);
    const message = page.getByRole('alert').filter({ hasText: MSG.tooManyAttempts });
    await expect.poll(() => message.count()).toBeGreaterThan(0);
    await page.clock.runFor(4_000);
    expect(await message.count()).toBeGreaterThan(0);
    await saveViewportShot(page, 'phone-sign-up-refused');
    await pauseClock(page);
    await page.locator('input[name="name"]').press('a');
    await page.clock.runFor(2_999);
    expect(await message.count()).toBeGreaterThan(0);
    await page.clock.runFor(1);
    await page.clock.resume();
    await expect.poll(() => message.count()).toBe(0);
  });
});
