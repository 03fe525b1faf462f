/**
 * KVKK: the information notice at /kvkk reads well at 390 and 1280 px without signing in;
 * sign-up is refused until its box is ticked, and the notice opens in a new tab while the form keeps what was
 * typed; a compiler downloads their data from the profile and asks for their account's deletion; the admin
 * finds the request through the users screen's filter and anonymises the person, who is signed out and
 * cannot sign in again. No sideways scroll; axe finds nothing.
 */
import { readFile } from 'node:fs/promises';
import { MSG } from '@masal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validTcKimlikNo } from '../packages/server/test/support/factories.ts';
import { animationsDone, expectAccessible } from './support/axe.ts';
import { DESKTOP, expectFits, PHONE, saveScreenshot, saveViewportShot } from './support/layout-checks.ts';
import { toast } from './support/screen.ts';
import { type E2e, openE2e } from './support/session.ts';
import { createActiveWriter, type Writer } from './support/writer.ts';

const NOTICE_TITLE = 'Kişisel Verilerin Korunması Hakkında Aydınlatma Metni';

let e2e: E2e;
let writer: Writer;
beforeAll(async () => {
  e2e = await openE2e();
  writer = await createActiveWriter(e2e.server);
});
afterAll(async () => {
  await e2e?.close();
});

describe('the information notice', () => {
  it.each([PHONE, DESKTOP])('is public and readable at $width px', async (viewport) => {
    const { page, problems } = await e2e.newPage(viewport);
    await page.goto('/kvkk');
    await page.getByRole('heading', { name: NOTICE_TITLE, level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe(`${NOTICE_TITLE} — Masal Portalı`);
    for (const heading of ['1. Veri sorumlusu', '4. Hukuki sebepler', '8. Haklarınız (KVKK m.11)']) {
      expect(await page.getByRole('heading', { name: heading, level: 2 }).count()).toBe(1);
    }
    expect(await page.getByText('Kültür Merkezi Başkanlığıdır').count()).toBe(1);
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, `${viewport.name}-kvkk`);
    expect(problems).toEqual([]);
  });

  it('is linked from the footer of every screen', async () => {
    const { page, problems } = await e2e.signedIn(DESKTOP, writer);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Kişisel Verilerin Korunması (KVKK)' })
      .click();
    await page.getByRole('heading', { name: NOTICE_TITLE, level: 1 }).waitFor();
    expect(problems).toEqual([]);
  });
});

describe('sign-up', () => {
  it('requires the acknowledgement; the notice opens in a new tab and the form keeps its input', async () => {
    const { context, page, problems } = await e2e.newPage(PHONE);
    let signUpCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/v1/auth/signUp')) signUpCalls++;
    });
    await page.goto('/signUp');
    await page.locator('input[name="name"]').fill('Gülay');
    await page.locator('input[name="surname"]').fill('Öztürk');
    await page.locator('input[name="identityNo"]').fill(validTcKimlikNo());
    await page.locator('input[name="email"]').fill(`kvkk.${Date.now()}@example.com`);
    await page.locator('select[name="institutionId"]').selectOption({ label: 'Yok / Kurum dışı' });
    await page.locator('input[name="password"]').fill('masal-123');
    await page.locator('input[name="passwordReply"]').fill('masal-123');
    await page.getByRole('button', { name: 'Kayıt Ol' }).click();
    await expect.poll(() => page.getByText(MSG.kvkkRequired).count()).toBeGreaterThan(0);
    expect(signUpCalls).toBe(0);
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'phone-sign-up-kvkk');

    const tab = context.waitForEvent('page');
    await page.getByRole('link', { name: 'Aydınlatma metnini' }).click();
    const notice = await tab;
    await notice.getByRole('heading', { name: NOTICE_TITLE, level: 1 }).waitFor();
    await notice.close();
    expect(await page.locator('input[name="name"]').inputValue()).toBe('Gülay');

    const box = page.getByRole('checkbox', { name: 'Aydınlatma metnini okudum.' });
    await box.check();
    const answered = page.waitForResponse((r) => r.url().endsWith('/v1/auth/signUp'));
    await page.getByRole('button', { name: 'Kayıt Ol' }).click();
    expect((await answered).status()).toBe(201);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Kaydınız alındı' }).count()).toBe(1);
    expect(problems).toEqual([]);
  });
});

describe('personal data and the deletion request', () => {
  it('the compiler downloads their data and asks for deletion; the admin anonymises them', async () => {
    const person = await createActiveWriter(e2e.server);
    const compiler = await e2e.signedIn(DESKTOP, person);
    const page = compiler.page;
    await page.goto('/masal/profile');
    const section = page.getByRole('heading', { name: 'Kişisel verilerim (KVKK)', level: 2 });
    await section.waitFor();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Kişisel verilerimi indir' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^masal-kisisel-verilerim-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(data.account).toMatchObject({ email: person.email, name: person.name, surname: person.surname });
    expect(data.roles).toEqual([{ roleId: 1, name: 'Derleyici' }]);
    expect(data.payments).toEqual([]);

    await page.getByRole('button', { name: 'Hesabımın silinmesini talep et' }).click();
    const confirm = page.getByRole('dialog', { name: 'Hesabınızın silinmesini talep ediyorsunuz' });
    await confirm.waitFor();
    await animationsDone(page);
    expect(await confirm.textContent()).toContain('Anonim derleyici');
    await expectAccessible(page);
    await saveViewportShot(page, 'desktop-kvkk-deletion-confirm');
    await confirm.getByRole('button', { name: 'Talebi gönder' }).click();
    await expect.poll(() => page.getByTestId('deletion-pending').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Hesabımın silinmesini talep et' }).count()).toBe(0);
    await page.reload();
    await page.getByTestId('deletion-pending').waitFor();
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
    // The layout follows the new width once React re-renders on the media query: the phone's menu button.
    await page.getByRole('button', { name: 'Menüyü aç' }).waitFor();
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'phone-profile-kvkk');

    // The admin: the request is found through the filter, then approved.
    const admin = await e2e.signedIn(DESKTOP);
    await admin.page.goto('/masal/users');
    const grid = admin.page.getByRole('grid', { name: 'Kullanıcılar' });
    await grid.getByText(e2e.server.admin.email).waitFor();
    await admin.page.getByLabel('Silme talebi').selectOption({ label: 'Silme talebi olanlar' });
    await expect.poll(() => grid.getByRole('row').count()).toBe(2);
    await grid.getByText(person.email).click();
    const detail = admin.page.getByRole('dialog').last();
    await detail.getByTestId('deletion-request').waitFor();
    await expectAccessible(admin.page);
    await saveViewportShot(admin.page, 'desktop-users-deletion-request');
    await detail.getByRole('button', { name: 'Anonimleştir (talebi onayla)' }).click();
    const sure = admin.page.getByRole('dialog', { name: 'Hesap anonimleştirilsin mi?' });
    await sure.getByRole('button', { name: 'Anonimleştir', exact: true }).click();
    await expect.poll(() => toast(admin.page).textContent()).toContain('Kullanıcı anonimleştirildi');
    const anonymised = admin.page.getByRole('dialog', { name: 'Anonim Derleyici' });
    await expect.poll(() => anonymised.textContent()).toContain('anonimleştirildi');
    expect(await anonymised.textContent()).not.toContain(person.email);
    await anonymised.getByRole('button', { name: 'Kapat' }).click();
    await expect.poll(() => grid.getByRole('row').count()).toBe(1);

    // The person's open session is over, and the old details no longer sign in.
    await page.reload();
    await page.waitForURL(`${e2e.server.url}/`);
    await expect.poll(() => page.getByText(MSG.sessionExpired).count()).toBeGreaterThan(0);
    const again = await e2e.newPage(DESKTOP);
    await again.page.goto('/');
    await again.page.locator('input[name="email"]').fill(person.email);
    await again.page.locator('input[name="password"]').fill(person.password);
    const refused = again.page.waitForResponse((r) => r.url().endsWith('/v1/auth/login'));
    await again.page.getByRole('button', { name: 'Giriş Yap' }).click();
    expect((await refused).status()).toBe(400);
    await expect.poll(() => again.page.getByText(MSG.signInFailed).count()).toBeGreaterThan(0);
    expect(again.page.url()).toBe(`${e2e.server.url}/`);
    expect(compiler.problems).toEqual([]);
    expect(admin.problems).toEqual([]);
  });
});
