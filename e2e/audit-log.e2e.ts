/**
 * The admin reads the trail at /masal/auditLog — an institution created and a user whose roles
 * changed (through the API) show up with who, what and before → after; the filters (person, kind of record,
 * action, days) live in the URL; an entry opens in full. A grid at 1280 px, cards at 390 px; neither width
 * scrolls sideways; axe finds nothing. Screenshots go to e2e/screenshots/.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validTcKimlikNo } from '../packages/server/test/support/factories.ts';
import { type ApiSession, signInAdminWithApi } from './support/api-session.ts';
import { animationsDone, expectAccessible } from './support/axe.ts';
import { shownDate, typeDate } from './support/date-field.ts';
import { DESKTOP, expectFits, PHONE, saveScreenshot, type Viewport } from './support/layout-checks.ts';
import { type E2e, openE2e } from './support/session.ts';

let e2e: E2e;
let admin: ApiSession;
const INSTITUTION = 'Denetim Kültür Vakfı';

beforeAll(async () => {
  e2e = await openE2e();
  admin = await signInAdminWithApi(e2e.server);
  const { institutionId } = await e2e.api<{ institutionId: number }>(admin, 'POST', '/institution/', {
    name: INSTITUTION,
  });
  const { userId } = await e2e.api<{ userId: number }>(admin, 'POST', '/users/', {
    email: 'selin.denetim@example.com',
    name: 'Selin',
    surname: 'Çağlayan',
    identityNo: validTcKimlikNo(),
    institutionId,
    titleName: '',
    roleIds: [1],
  });
  await e2e.api(admin, 'PUT', `/users/${userId}/roles`, { roleIds: [1, 2] });
});
afterAll(async () => {
  await e2e?.close();
});

const dialog = (page: Page) => page.getByRole('dialog');
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
/** Today as the date field shows it (GG.AA.YYYY). */
const todayShown = () => today().split('-').reverse().join('.');

const openScreen = (viewport: Viewport, search = '') =>
  e2e.adminScreen(viewport, `/masal/auditLog${search}`, 'Denetim Kaydı');

describe('audit log', () => {
  it('filters the trail and shows a role change before → after', async () => {
    const { page, problems } = await e2e.signedIn(DESKTOP);
    // The admin menu leads there.
    await page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'Denetim Kaydı' })
      .click();
    await page.waitForURL(/\/masal\/auditLog/);
    const grid = page.getByRole('grid', { name: 'Denetim Kaydı' });
    await grid.getByText('Kurum ekleme').first().waitFor();

    // The kind of record: institutions only; the new one is named.
    await page.getByLabel('Kayıt türü').selectOption({ label: 'Kurum' });
    await page.waitForURL(/entity=institution/);
    // The unfiltered trail holds the new institution too and stays on screen until the filtered one comes: the
    // other kinds' rows going is what shows the filter applied.
    await expect.poll(() => grid.getByText('Kullanıcı oluşturma').count()).toBe(0);
    await expect.poll(() => grid.getByRole('row').filter({ hasText: INSTITUTION }).count()).toBe(1);

    // The action (its list follows the kind: clearing the kind first) and the person who acted.
    await page.getByLabel('Kayıt türü').selectOption({ label: 'Tümü' });
    await page.getByLabel('İşlem').selectOption({ label: 'Rol değişikliği' });
    await page.waitForURL(/action=user\.roles/);
    const person = page.getByLabel('Kişi');
    await person.fill('Sistem');
    await page.getByRole('option', { name: /Sistem Yöneticisi/ }).click();
    await page.waitForURL(/userId=\d+/);
    await typeDate(page, 'Başlangıç tarihi', todayShown().replaceAll('.', ''));
    await typeDate(page, 'Bitiş tarihi', todayShown().replaceAll('.', ''));
    await page.waitForURL(/to=\d{4}-\d{2}-\d{2}/);
    const roleRow = grid.getByRole('row').filter({ hasText: 'Selin Çağlayan' });
    await expect.poll(() => roleRow.textContent()).toContain('Roller: Derleyici → Derleyici, Editör');
    expect(await roleRow.textContent()).toContain('Sistem Yöneticisi');
    // The whole trail, also holding that row, stays on screen until the filtered one comes.
    await expect.poll(() => grid.getByText('Kurum ekleme').count()).toBe(0);

    // A reload keeps the filters, the chosen person by name.
    await page.reload();
    await expect.poll(() => roleRow.count()).toBe(1);
    await expect.poll(() => person.inputValue()).toBe('Sistem Yöneticisi');
    expect(await shownDate(page, 'Başlangıç tarihi')).toBe(todayShown());
    expect(await shownDate(page, 'Bitiş tarihi')).toBe(todayShown());
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-audit-log');

    await roleRow.getByRole('button', { name: /Rol değişikliği, .*: ayrıntılar/ }).click();
    await animationsDone(page);
    const table = dialog(page).getByRole('table', { name: 'Ayrıntı' });
    await expect
      .poll(() => table.getByRole('row').nth(1).textContent())
      .toBe('RollerDerleyiciDerleyici, Editör');
    expect(await dialog(page).textContent()).toContain('Selin Çağlayan (Kullanıcı #');
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-audit-log-detail');
    await dialog(page).getByRole('button', { name: 'Kapat' }).click();
    await dialog(page).waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Filtreleri temizle' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(problems).toEqual([]);
  });

  it('fits a 390 px phone as cards, the entry dialog included', async () => {
    const { page, problems } = await openScreen(PHONE, '?entity=user');
    const cards = page.getByRole('list', { name: 'Denetim Kaydı' });
    const roleCard = cards.getByRole('listitem').filter({ hasText: 'Rol değişikliği' });
    await expect.poll(() => roleCard.textContent()).toContain('Roller: Derleyici → Derleyici, Editör');
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'phone-audit-log');

    await roleCard.getByRole('button', { name: /ayrıntılar/ }).click();
    await animationsDone(page);
    await dialog(page).getByRole('table').waitFor();
    await expectFits(page);
    await saveScreenshot(page, 'phone-audit-log-detail');
    expect(problems).toEqual([]);
  });
});
