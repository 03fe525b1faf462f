/**
 * The sign-in and sign-up forms show the seed's messages for bad input, before and after the server;
 * a newer sign-in outcome replaces the older message.
 */

import { MSG } from '@masal/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
