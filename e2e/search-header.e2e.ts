/**
 * The header search (seed §2): "keloglan" typed without Turkish letters finds "Keloğlan …"; the popup
 * lists the tale's name, its author, taleId and the source person by name with the province (not the
 * internal sourcePersonId); the arrows and Enter open the preview with the
 * source person loaded. Two characters ask nothing, Enter asks at once, and a slow answer to older typing
 * never replaces the newer results. On a 390 px phone an icon opens the search. Screenshots at 390 and 1280 px.
 */
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeTaleBody } from '../packages/server/test/support/tale-bodies.ts';
import {
  type ApiSession,
  createTaleWithApi,
  signInAdminWithApi,
  signInNewWriterWithApi,
  submitWithApi,
} from './support/api-session.ts';
import { animationsDone, expectAccessible } from './support/axe.ts';
import { DESKTOP, expectFits, PHONE, saveViewportShot } from './support/layout-checks.ts';
import { SLOW } from './support/screen.ts';
import { type E2e, openE2e } from './support/session.ts';

const KELOGLAN = 'Keloğlan ile Dev';
const KELOGLAN_TOO = 'Keloğlan’ın Kırk Odası';
const OTHER = 'Nasreddin Hoca ve Kazan';
const SOURCE_PERSON = 'Hatice Çelik';
/** Well past the header search's typing pause (250 ms), after which typed text is asked for. */
const PAST_TYPING_PAUSE = 1_000;

let e2e: E2e;
let admin: ApiSession;
const ids: Record<string, number> = {};

beforeAll(async () => {
  e2e = await openE2e();
  admin = await signInAdminWithApi(e2e.server);
  const writer = await signInNewWriterWithApi(e2e.server);
  for (const taleName of [KELOGLAN, KELOGLAN_TOO, OTHER]) {
    const body = completeTaleBody({
      taleName,
      taleText:
        taleName === OTHER
          ? 'Nasreddin Hoca bir gün komşusundan bir kazan ödünç almış.'
          : 'Evvel zaman içinde Keloğlan ile anası bir köyde yaşarmış.',
    });
    ids[taleName] = await createTaleWithApi(e2e.server, writer, body);
    await submitWithApi(e2e.server, writer, ids[taleName]);
  }
});
afterAll(async () => {
  await e2e?.close();
});

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Masal ara' });
const results = (page: Page) => page.getByRole('listbox');
const option = (page: Page, name: string) => results(page).getByRole('option', { name: new RegExp(name) });
const searchText = (request: Request) =>
  request.url().endsWith('/v1/tales/search')
    ? (request.postDataJSON() as { searchText: string }).searchText
    : null;

describe('header search', () => {
  it('finds Keloğlan typed without Turkish letters and opens the preview from the keyboard', async () => {
    const { page, problems } = await e2e.openAs(admin, DESKTOP, '/masal/sample-page');
    // The page's timers under the test's hand: the typing pause is run through, not waited for.
    await page.clock.install();
    await page.reload();
    const asked: string[] = [];
    page.on('request', (request) => {
      const text = searchText(request);
      if (text !== null) asked.push(text);
    });

    // Two characters ask nothing: past the typing pause, the first text asked for is the third letter's
    // (requests arrive in the order the page made them).
    await searchBox(page).pressSequentially('ke', { delay: 30 });
    await page.clock.runFor(PAST_TYPING_PAUSE);
    const third = page.waitForRequest((r) => searchText(r) === 'kel');
    await searchBox(page).press('l');
    await page.clock.runFor(PAST_TYPING_PAUSE);
    await third;
    expect(asked).toEqual(['kel']);

    // Enter asks at once, however short the text.
    await searchBox(page).fill('ke');
    const onEnter = page.waitForRequest((r) => searchText(r) === 'ke');
    await searchBox(page).press('Enter');
    await onEnter;

    // Longer text asks after a short pause; "keloglan" finds both Keloğlan tales and not the other one.
    await searchBox(page).fill('');
    await searchBox(page).pressSequentially('keloglan', { delay: 40 });
    await option(page, KELOGLAN).waitFor(SLOW);
    await option(page, KELOGLAN_TOO).waitFor(SLOW);
    expect(await option(page, OTHER).count()).toBe(0);
    const first = await option(page, KELOGLAN).textContent();
    expect(first).toContain('Ayşe Yılmaz');
    expect(first).toContain(`Masal no: ${ids[KELOGLAN]}`);
    // The source person by name and the province, never the internal "Kaynak kişi no".
    expect(first).toContain(`Kaynak kişi: ${SOURCE_PERSON}`);
    expect(first).toContain('Trabzon');
    expect(first).not.toMatch(/Kaynak kişi no/);
    expect(await option(page, KELOGLAN).locator('.MuiAvatar-root').count()).toBe(1);
    // The popup list is at most 400 px high.
    const height = await results(page).evaluate((el) => getComputedStyle(el).maxHeight);
    expect(height).toBe('400px');
    await expectAccessible(page, 'header search popup');
    await saveViewportShot(page, 'search-header-desktop');

    // Arrows and Enter choose a result: the preview opens with the tale and its source person.
    const names = await results(page).getByRole('option').allTextContents();
    const index = names.findIndex((n) => n.includes(KELOGLAN) && !n.includes(KELOGLAN_TOO));
    for (let i = 0; i <= index; i += 1) await searchBox(page).press('ArrowDown');
    await searchBox(page).press('Enter');
    const preview = page.getByRole('dialog');
    await preview.getByText(SOURCE_PERSON).waitFor(SLOW);
    expect(await preview.textContent()).toContain(KELOGLAN);
    await expectAccessible(page, 'preview from the header search');
    await preview.getByRole('button', { name: 'Kapat' }).click();
    await preview.waitFor({ state: 'hidden' });
    // The box keeps what was typed; Escape closes the popup.
    expect(await searchBox(page).inputValue()).toBe('keloglan');
    await searchBox(page).press('ArrowDown');
    await results(page).waitFor();
    await searchBox(page).press('Escape');
    await results(page).waitFor({ state: 'hidden' });

    // Nothing found says so.
    await searchBox(page).fill('zqxwvj');
    await page.locator('.MuiAutocomplete-noOptions', { hasText: 'Sonuç bulunamadı' }).waitFor(SLOW);

    // Shorter text clears the results, and asks nothing even past the typing pause.
    const askedBefore = asked.length;
    await searchBox(page).fill('ke');
    await page.clock.runFor(PAST_TYPING_PAUSE);
    await expect.poll(() => results(page).count()).toBe(0);
    expect(await page.locator('.MuiAutocomplete-noOptions').count()).toBe(0);
    expect(asked.length).toBe(askedBefore);
    expect(problems).toEqual([]);
  });

  it('never lets a slow answer to older typing replace the newer results', async () => {
    const { page, problems } = await e2e.openAs(admin, DESKTOP, '/masal/sample-page');
    // The answer to the older typing is held until the newer results are on screen.
    let releaseSlow = () => {};
    const slowHeld = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    await page.route('**/v1/tales/search', async (route) => {
      if (searchText(route.request()) === 'nasreddin') await slowHeld;
      await route.continue();
    });
    const slowAsked = page.waitForRequest((r) => searchText(r) === 'nasreddin');
    await searchBox(page).pressSequentially('nasreddin', { delay: 20 });
    await slowAsked;
    await searchBox(page).fill('keloglan');
    await searchBox(page).press('Enter');
    await option(page, KELOGLAN).waitFor(SLOW);
    const slowArrived = page.waitForEvent('requestfinished', (r) => searchText(r) === 'nasreddin');
    releaseSlow();
    await slowArrived;
    // Two frames after the slow answer's body arrived: had it replaced the results, they would show it.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await option(page, OTHER).count()).toBe(0);
    expect(await option(page, KELOGLAN).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('opens from an icon on a 390 px phone, fits, and opens the preview', async () => {
    const { page, problems } = await e2e.openAs(admin, PHONE, '/masal/sample-page');
    const openSearch = page.getByRole('button', { name: 'Masal ara' });
    await openSearch.click();
    await expect.poll(() => searchBox(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await searchBox(page).pressSequentially('keloglan', { delay: 40 });
    await option(page, KELOGLAN).waitFor(SLOW);
    await animationsDone(page);
    await expectFits(page);
    await expectAccessible(page, 'header search popup on a phone');
    await saveViewportShot(page, 'search-header-phone');

    await option(page, KELOGLAN_TOO).click();
    const preview = page.getByRole('dialog');
    await preview.getByText(SOURCE_PERSON).waitFor(SLOW);
    expect(await preview.textContent()).toContain(KELOGLAN_TOO);
    await preview.getByRole('button', { name: 'Kapat' }).click();
    await preview.waitFor({ state: 'hidden' });

    // Back closes the phone's search and gives the focus to the icon again.
    await page.getByRole('button', { name: 'Aramayı kapat' }).click();
    await searchBox(page).waitFor({ state: 'hidden' });
    await expect.poll(() => openSearch.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
  });
});
