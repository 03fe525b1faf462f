/**
 * The admin keeps the institution list at /masal/institutions — sees how many people belong to
 * each, adds one, renames it, is told in the dialog that a name is taken, deletes it. The none option has
 * no buttons. Screenshots at
 * 390 and 1280 px go to e2e/screenshots/ for a person to look at; neither width scrolls sideways.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpBody } from '../packages/server/test/support/factories.ts';
import { animationsDone, expectAccessible } from './support/axe.ts';
import { DESKTOP, expectFits, PHONE, saveScreenshot, type Viewport } from './support/layout-checks.ts';
import { toast } from './support/screen.ts';
import { type E2e, openE2e } from './support/session.ts';

let e2e: E2e;
beforeAll(async () => {
  e2e = await openE2e();
  await signUpAt('Öğretmen');
});
afterAll(async () => {
  await e2e?.close();
});

const list = (page: Page) => page.getByRole('list', { name: 'Kurumlar' });
const row = (page: Page, name: string) => list(page).getByRole('listitem').filter({ hasText: name });
const dialog = (page: Page) => page.getByRole('dialog');

/** One person signs up choosing `institutionName` (a pending account counts too). */
async function signUpAt(institutionName: string) {
  const all = (await (await fetch(`${e2e.server.url}/v1/institution/`)).json()) as {
    institutionId: number;
    name: string;
  }[];
  const chosen = all.find((i) => i.name === institutionName);
  if (!chosen) throw new Error(`no institution ${institutionName}`);
  const response = await fetch(`${e2e.server.url}/v1/auth/signUp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(signUpBody(chosen.institutionId)),
  });
  expect(response.status).toBe(201);
}

const userCount = (page: Page, name: string) =>
  row(page, name).getByTestId('institution-user-count').textContent();

async function openScreen(viewport: Viewport) {
  const opened = await e2e.adminScreen(viewport, '/masal/institutions', 'Kurumlar');
  await row(opened.page, 'Öğretmen').waitFor();
  return opened;
}

/** The name dialog's field, filled and sent with Enter (the keyboard way). */
async function submitName(page: Page, name: string) {
  const field = dialog(page).getByLabel('Kurum adı');
  await field.fill(name);
  await field.press('Enter');
}

describe('institutions admin', () => {
  it('creates, renames, refuses a duplicate and deletes an institution', async () => {
    const { page, problems } = await openScreen(DESKTOP);

    // The none option is listed first and cannot be changed.
    await expect
      .poll(() => list(page).getByRole('listitem').first().textContent())
      .toContain('Yok / Kurum dışı');
    expect(await row(page, 'Yok / Kurum dışı').getByRole('button').count()).toBe(0);
    // Each row counts its people: the one who signed up at Öğretmen, the admin under the none option.
    expect(await userCount(page, 'Öğretmen')).toBe('1 kullanıcı');
    expect(await userCount(page, 'Emekli')).toBe('0 kullanıcı');
    expect(await userCount(page, 'Yok / Kurum dışı')).toMatch(/^[1-9]\d* kullanıcı$/);

    await page.getByRole('button', { name: 'Yeni kurum' }).click();
    await submitName(page, 'Deneme Vakfı');
    await dialog(page).waitFor({ state: 'hidden' });
    await expect.poll(() => toast(page).textContent()).toContain('Kurum eklendi.');
    await row(page, 'Deneme Vakfı').waitFor();
    expect(await userCount(page, 'Deneme Vakfı')).toBe('0 kullanıcı');

    await row(page, 'Deneme Vakfı').getByRole('button', { name: 'Düzenle' }).click();
    await expect.poll(() => dialog(page).getByLabel('Kurum adı').inputValue()).toBe('Deneme Vakfı');
    await submitName(page, 'Deneme Derneği');
    await dialog(page).waitFor({ state: 'hidden' });
    await row(page, 'Deneme Derneği').waitFor();
    expect(await row(page, 'Deneme Vakfı').count()).toBe(0);

    // A name that is taken (Turkish folding: "öğretmen" is "Öğretmen"): the server's message in the dialog.
    await page.getByRole('button', { name: 'Yeni kurum' }).click();
    await submitName(page, 'öğretmen');
    await expect
      .poll(() => dialog(page).getByRole('alert').textContent())
      .toBe('Bu adla bir kurum zaten var.');
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-institutions-duplicate');
    await dialog(page).getByRole('button', { name: 'Vazgeç' }).click();
    await dialog(page).waitFor({ state: 'hidden' });

    // An empty name is refused before it is sent.
    await page.getByRole('button', { name: 'Yeni kurum' }).click();
    await submitName(page, '   ');
    await expect.poll(() => dialog(page).textContent()).toContain('Kurum adı zorunludur.');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });

    await row(page, 'Deneme Derneği').getByRole('button', { name: 'Sil' }).click();
    await expect.poll(() => dialog(page).textContent()).toContain('Deneme Derneği');
    await dialog(page).getByRole('button', { name: 'Sil' }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    await expect.poll(() => row(page, 'Deneme Derneği').count()).toBe(0);
    await expect.poll(() => toast(page).textContent()).toContain('Kurum silindi.');

    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-institutions');
    expect(problems).toEqual([]);
  });

  it('fits a 390 px phone, dialog included', async () => {
    const { page, problems } = await openScreen(PHONE);
    await expectFits(page);
    await saveScreenshot(page, 'phone-institutions');

    await row(page, 'Kültür ve Turizm Bakanlığı').getByRole('button', { name: 'Düzenle' }).click();
    await dialog(page).getByLabel('Kurum adı').waitFor();
    await animationsDone(page);
    await expectFits(page);
    await saveScreenshot(page, 'phone-institutions-rename');
    expect(problems).toEqual([]);
  });
});
