/**
 * Paging a tale list by cursor: a compiler with 30 tales pages "Masallarım" ten at a time
 * with the grid's buttons (mouse and keyboard). The URL carries the page and its cursor, so a reload and
 * back/forward show the same rows; a new sort or name search starts again from the first page; the last
 * page has no "next". The staff's "Masal Listesi" offers no "Taslak" filter. Screenshots at 390 and 1280 px go to e2e/screenshots/ for a person to look at.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeTaleBody } from '../packages/server/test/support/tale-bodies.ts';
import {
  type ApiSession,
  createTaleWithApi,
  signInAdminWithApi,
  signInNewWriterWithApi,
  submitWithApi,
} from './support/api-session.ts';
import { expectAccessible } from './support/axe.ts';
import { DESKTOP, measureFit, PHONE, saveScreenshot, type Viewport } from './support/layout-checks.ts';
import { networkQuiet } from './support/network-quiet.ts';
import { dismissBankTip, SLOW } from './support/screen.ts';
import { type E2e, openE2e } from './support/session.ts';

const TALES = 30;
const name = (n: number) => `Sayfa Masalı ${String(n).padStart(2, '0')}`;
/** Names n, n-1, … m: the newest first, as the list sorts by default (last updated first). */
const newestFirst = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, i) => name(from - i));

let e2e: E2e;
let writer: ApiSession;

beforeAll(async () => {
  e2e = await openE2e();
  writer = await signInNewWriterWithApi(e2e.server);
  // One after another, so each is updated later than the one before.
  for (let n = 1; n <= TALES; n++) await createTaleWithApi(e2e.server, writer, { taleName: name(n) });
});
afterAll(async () => {
  await e2e?.close();
});

async function openList(viewport: Viewport, path = '/masal/taleList') {
  const opened = await e2e.openAs(writer, viewport, path);
  await opened.page.getByRole('grid').waitFor();
  // The bank-details tip of a new account is closed first (and so remembered): it pushes the list down.
  await dismissBankTip(opened.page, 'hidden');
  return opened;
}

/** The tale names in the grid, top to bottom (on a phone the name cell also holds the status). */
async function shownNames(page: Page): Promise<string[]> {
  const cells = await page.locator('[role="gridcell"][data-field="taleName"]').allTextContents();
  return cells.map((text) => /Sayfa Masalı \d\d/.exec(text)?.[0] ?? text);
}

/** Waits until the grid shows `names` (a page's first query may take a moment) and has finished loading. */
async function expectRows(page: Page, names: string[]) {
  await expect.poll(() => shownNames(page), SLOW).toEqual(names);
  await networkQuiet(page);
}

/** The list's view in the address bar: page, cursor and whatever else is set. */
function viewInUrl(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/** The footer's "11–20 / 30" (the label is wrapped in direction isolates). */
const displayedRows = (page: Page) =>
  page
    .locator('.MuiTablePagination-displayedRows')
    .evaluate((el) => el.textContent?.replace(/[\u2066\u2069]/g, ''));

const nextButton = (page: Page) => page.getByRole('button', { name: 'Sonraki sayfaya git' });
const previousButton = (page: Page) => page.getByRole('button', { name: 'Önceki sayfaya git' });

async function choosePageSize(page: Page, size: number) {
  await page.getByRole('combobox', { name: /Sayfa başına satır/ }).click();
  await page.getByRole('option', { name: String(size), exact: true }).click();
}

describe('tale list paging', () => {
  it('pages by cursor, and the URL brings the same page back', async () => {
    const { context, page, problems } = await openList(DESKTOP);
    await choosePageSize(page, 10);
    await expectRows(page, newestFirst(30, 21));
    expect(viewInUrl(page)).toEqual({ pageSize: '10' });
    expect(await displayedRows(page)).toBe('1–10 / 30');
    await expect.poll(() => previousButton(page).isDisabled()).toBe(true);

    await nextButton(page).click();
    await expectRows(page, newestFirst(20, 11));
    const second = viewInUrl(page);
    expect(second).toMatchObject({ page: '1', pageSize: '10', after: expect.stringMatching(/^[\w-]+$/) });
    expect(second).not.toHaveProperty('before');
    expect(await displayedRows(page)).toBe('11–20 / 30');

    await nextButton(page).click();
    await expectRows(page, newestFirst(10, 1));
    expect(viewInUrl(page)).toMatchObject({ page: '2', after: expect.any(String) });
    expect(viewInUrl(page).after).not.toBe(second.after);
    expect(await displayedRows(page)).toBe('21–30 / 30');
    // The last page: nothing after it.
    await expect.poll(() => nextButton(page).isDisabled()).toBe(true);

    await previousButton(page).click();
    await expectRows(page, newestFirst(20, 11));
    const back = viewInUrl(page);
    expect(back).toMatchObject({ page: '1', before: expect.stringMatching(/^[\w-]+$/) });
    expect(back).not.toHaveProperty('after');

    // A reload reads the same page by the cursor in the URL.
    await page.reload();
    await expectRows(page, newestFirst(20, 11));
    expect(viewInUrl(page)).toEqual(back);
    expect(await displayedRows(page)).toBe('11–20 / 30');

    // Away to another screen and back (and forward and back again): the same page.
    await page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'Masal Gönder', exact: true })
      .click();
    await page.waitForURL(/\/masal\/taleSave/);
    await page.goBack();
    await expectRows(page, newestFirst(20, 11));
    expect(viewInUrl(page)).toEqual(back);
    await page.goForward();
    await page.waitForURL(/\/masal\/taleSave/);
    await page.goBack();
    await expectRows(page, newestFirst(20, 11));
    expect(viewInUrl(page)).toEqual(back);

    // By keyboard: Enter on "next" turns the page; on the last page the focus moves to "previous".
    await nextButton(page).focus();
    await page.keyboard.press('Enter');
    await expectRows(page, newestFirst(10, 1));
    await expect.poll(() => nextButton(page).isDisabled()).toBe(true);
    await expect.poll(() => previousButton(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expectRows(page, newestFirst(20, 11));

    // A new sort starts from the first page, without a cursor.
    await page.getByRole('columnheader', { name: 'Masal Adı' }).click();
    await expectRows(
      page,
      Array.from({ length: 10 }, (_, i) => name(i + 1)),
    );
    expect(viewInUrl(page)).toEqual({ pageSize: '10', sort: 'taleName', order: 'asc' });
    await nextButton(page).click();
    await expectRows(
      page,
      Array.from({ length: 10 }, (_, i) => name(i + 11)),
    );
    expect(viewInUrl(page)).toMatchObject({ page: '1', sort: 'taleName', after: expect.any(String) });

    // So does a name search: "Masalı 1" is 10–19, one page.
    await page.getByLabel('Masal adında ara').fill('Masalı 1');
    await page.getByLabel('Masal adında ara').press('Enter');
    await expectRows(
      page,
      Array.from({ length: 10 }, (_, i) => name(i + 10)),
    );
    expect(viewInUrl(page)).toEqual({ pageSize: '10', sort: 'taleName', order: 'asc', q: 'Masalı 1' });
    expect(await displayedRows(page)).toBe('1–10 / 10');
    await expect.poll(() => nextButton(page).isDisabled()).toBe(true);

    // A link from before the cursors (page only) still opens that page, by offset.
    await page.goto('/masal/taleList?pageSize=10&page=2');
    await expectRows(page, newestFirst(10, 1));
    expect(await displayedRows(page)).toBe('21–30 / 30');

    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([PHONE, DESKTOP])('fits $width px on a later page', async (viewport) => {
    // A phone's footer has no page-size select (the grid hides it below 600 px): the link sets it.
    const { context, page, problems } = await openList(viewport, '/masal/taleList?pageSize=10');
    await expectRows(page, newestFirst(30, 21));
    await nextButton(page).click();
    await expectRows(page, newestFirst(20, 11));
    // From the top and without the pointer's tooltip, so the fixed header does not cover the list.
    await page.mouse.move(0, 0);
    await page.locator('[role="tooltip"]').waitFor({ state: 'detached' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await saveScreenshot(page, `${viewport.name}-tale-list-page-2`);

    const fit = await measureFit(page);
    expect(fit.scrollWidth).toBeLessThanOrEqual(fit.innerWidth);
    expect(fit.scrollX).toBe(0);
    expect(fit.outside).toEqual([]);
    await expect.poll(() => page.locator('.MuiTablePagination-displayedRows').isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('"Masal Listesi" leaves drafts out and offers no "Taslak"; "Masallarım" does', async () => {
    const statuses = (page: Page) => page.locator('#tale-list-status option').allTextContents();
    const mine = await openList(DESKTOP);
    expect(await statuses(mine.page)).toContain('Taslak');
    await mine.context.close();

    const admin = await signInAdminWithApi(e2e.server);
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page, problems } = await e2e.openAs(admin, viewport, '/masal/taleList');
      await page.getByRole('heading', { name: 'Masal Listesi', level: 1 }).waitFor();
      await page.getByText('Taslaklar dışındaki bütün masallar.').waitFor();
      await expect.poll(() => statuses(page)).toContain('Gönderildi — editör bekliyor');
      expect(await statuses(page)).not.toContain('Taslak');
      await saveScreenshot(page, `${viewport.name}-tale-list-staff-filter`);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('the home page tells the compiler a tale was returned for revision, and leads there', async () => {
    const home = async (viewport: Viewport) => {
      const opened = await e2e.openAs(writer, viewport, '/masal/sample-page');
      await opened.page.getByRole('heading', { level: 1, name: /Hoş geldiniz/ }).waitFor();
      return opened;
    };
    const notice = (page: Page) => page.getByText(/masalınız için düzeltme istendi/);
    // Nothing to say while no tale waits for its revision.
    const before = await home(DESKTOP);
    await before.page.getByRole('heading', { name: 'Kısayollar' }).waitFor();
    await networkQuiet(before.page);
    expect(await notice(before.page).count()).toBe(0);
    await before.context.close();

    const admin = await signInAdminWithApi(e2e.server);
    const taleId = await createTaleWithApi(
      e2e.server,
      writer,
      completeTaleBody({ taleName: 'Düzeltilecek Masal' }),
    );
    await submitWithApi(e2e.server, writer, taleId);
    await e2e.api(admin, 'PUT', '/tales/', {
      taleId,
      actionId: 4,
      note: 'Kaynak kişinin doğum yerini yazınız.',
    });

    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page, problems } = await home(viewport);
      await notice(page).waitFor();
      expect(await notice(page).textContent()).toContain('1 masalınız için düzeltme istendi.');
      await expectAccessible(page, 'home with a revision notice');
      await saveScreenshot(page, `${viewport.name}-home-revision-notice`);
      const fit = await measureFit(page);
      expect(fit.scrollWidth).toBeLessThanOrEqual(fit.innerWidth);
      await page.getByRole('link', { name: 'Editörün notunu okuyup düzeltin' }).click();
      await page.waitForURL('**/masal/taleListInbox');
      await page.getByRole('grid', { name: 'Bekleyen İşlerim' }).getByText('Düzeltilecek Masal').waitFor();
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
