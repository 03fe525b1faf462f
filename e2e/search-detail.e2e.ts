/**
 * `/masal/searchTale`: an editor searches with a text and two filters (region and status), each value
 * shown with its count; the matches are marked in the snippet; the whole search is in the URL, and the same URL
 * opened in a new page restores the form and the results. A result opens the preview. A writer is sent to /401.
 * Screenshots at 390 and 1280 px; nothing scrolls sideways; axe finds nothing.
 */
import { ACTION } from '@masal/shared';
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
import { animationsDone, expectAccessible } from './support/axe.ts';
import { createStaffSessions, decideWithApi } from './support/editor-account.ts';
import { DESKTOP, expectFits, PHONE, saveScreenshot } from './support/layout-checks.ts';
import { SLOW } from './support/screen.ts';
import { type E2e, openE2e } from './support/session.ts';

/** Karadeniz and sent: the one the two filters leave. */
const SENT_NORTH = 'Keloğlan ile Dev';
/** Karadeniz, in an editor's review. */
const REVIEWED_NORTH = 'Keloğlan ile Cin Padişahı';
/** Ege and sent. */
const SENT_WEST = 'Keloğlan ve Kırk Haramiler';
/** Marmara and sent; not a Keloğlan tale. */
const OTHER = 'Tilki ile Kurt';

let e2e: E2e;
let admin: ApiSession;
let writer: ApiSession;
let editor: ApiSession;

beforeAll(async () => {
  e2e = await openE2e();
  admin = await signInAdminWithApi(e2e.server);
  writer = await signInNewWriterWithApi(e2e.server);
  [editor] = await createStaffSessions(e2e.server, admin, [
    { key: 'arama', name: 'Selin', surname: 'Arayan', roleIds: [2] },
  ]);
  const tales = [
    { taleName: SENT_NORTH, area: 'Karadeniz', city: 'Trabzon' },
    { taleName: REVIEWED_NORTH, area: 'Karadeniz', city: 'Rize' },
    { taleName: SENT_WEST, area: 'Ege', city: 'İzmir' },
    { taleName: OTHER, area: 'Marmara', city: 'Bursa' },
  ];
  for (const tale of tales) {
    const taleText =
      tale.taleName === OTHER
        ? 'Tilki ile kurt bir gün ormanda karşılaşmışlar.'
        : `Evvel zaman içinde Keloğlan anasıyla yaşarmış; ${tale.city} yöresinde anlatılır.`;
    const taleId = await createTaleWithApi(e2e.server, writer, completeTaleBody({ ...tale, taleText }));
    await submitWithApi(e2e.server, writer, taleId);
    if (tale.taleName === REVIEWED_NORTH)
      await decideWithApi(e2e.server, admin, {
        taleId,
        actionId: ACTION.inReview,
        editorId: editor.user.userId,
      });
  }
});
afterAll(async () => {
  await e2e?.close();
});

const heading = (page: Page) => page.getByRole('heading', { name: 'Detaylı Arama', level: 1 });
const resultList = (page: Page) => page.getByRole('list', { name: 'Sonuçlar' });
const resultNames = (page: Page) => resultList(page).getByRole('heading', { level: 3 }).allTextContents();
const region = (page: Page) => page.getByLabel('Bölge', { exact: true });
const status = (page: Page) => page.getByLabel('Durum', { exact: true });
const optionLabels = (select: ReturnType<typeof region>) =>
  select.locator('option').evaluateAll((options) => options.map((o) => o.textContent ?? ''));

describe('detailed search', () => {
  it('filters by region and status with counts, and the shared URL reopens the same search', async () => {
    const { page, problems } = await e2e.openAs(editor, DESKTOP, '/masal/sample-page');
    await page.getByRole('link', { name: 'Detaylı Arama' }).first().click();
    await page.waitForURL(/\/masal\/searchTale/);
    await heading(page).waitFor();
    await expect.poll(() => resultNames(page), SLOW).toHaveLength(4);

    // The text, typed without Turkish letters, finds the three Keloğlan tales; the match is marked.
    await page.getByLabel('Aranacak metin').fill('keloglan');
    await page.waitForURL(/q=keloglan/);
    await expect.poll(() => resultNames(page), SLOW).toHaveLength(3);
    expect(await resultNames(page)).not.toContain(OTHER);
    await expect
      .poll(() => resultList(page).locator('mark').first().textContent(), SLOW)
      .toMatch(/keloğlan/i);

    // Each region with the number of matching tales, in the seed's order of regions.
    await expect.poll(() => optionLabels(region(page))).toEqual(['Tümü', 'Karadeniz (2)', 'Ege (1)']);
    await region(page).selectOption('Karadeniz');
    await page.waitForURL(/area=Karadeniz/);
    await expect.poll(() => resultNames(page), SLOW).toHaveLength(2);
    // …and the statuses among what is left.
    await expect
      .poll(() => optionLabels(status(page)))
      .toEqual(['Tümü', 'Gönderildi — editör bekliyor (1)', 'Editör incelemesinde (1)']);
    await status(page).selectOption(String(ACTION.submitted));
    await page.waitForURL(/actionId=2/);
    await expect.poll(() => resultNames(page), SLOW).toEqual([SENT_NORTH]);
    const card = await resultList(page).textContent();
    for (const expected of [
      'Gönderildi — editör bekliyor',
      'Ayşe Yılmaz',
      'Karadeniz / Trabzon',
      'Hatice Çelik',
    ])
      expect(card).toContain(expected);
    await page.getByText('1 masal bulundu').waitFor();
    await page.getByRole('button', { name: 'Süzgeçler (2 seçili)' }).waitFor();
    await expectAccessible(page, 'detailed search');
    await expectFits(page);
    await saveScreenshot(page, 'search-detail-desktop');

    // The same URL in a new page: the form and the results come back.
    const shared = page.url();
    expect(new URL(shared).searchParams.get('q')).toBe('keloglan');
    const reopened = await e2e.openAs(editor, DESKTOP, shared);
    await heading(reopened.page).waitFor();
    await expect.poll(() => resultNames(reopened.page), SLOW).toEqual([SENT_NORTH]);
    expect(await region(reopened.page).inputValue()).toBe('Karadeniz');
    expect(await status(reopened.page).inputValue()).toBe(String(ACTION.submitted));
    expect(await reopened.page.getByLabel('Aranacak metin').inputValue()).toBe('keloglan');

    // A result opens the preview.
    await resultList(reopened.page).getByRole('button', { name: SENT_NORTH }).click();
    const preview = reopened.page.getByRole('dialog');
    await preview.getByText('Hatice Çelik').waitFor(SLOW);
    expect(await preview.textContent()).toContain(SENT_NORTH);
    await preview.getByRole('button', { name: 'Kapat' }).click();
    await preview.waitFor({ state: 'hidden' });

    // Clearing the filters brings the other Keloğlan tales back; the text stays.
    await reopened.page.getByRole('button', { name: 'Süzgeçleri temizle' }).click();
    await expect.poll(() => resultNames(reopened.page), SLOW).toHaveLength(3);
    expect(problems).toEqual([]);
    expect(reopened.problems).toEqual([]);
  });

  it('sorts on the server, in the URL', async () => {
    const { page } = await e2e.openAs(editor, DESKTOP, '/masal/searchTale?q=keloglan');
    await expect.poll(() => resultNames(page), SLOW).toHaveLength(3);
    await page.getByLabel('Sıralama').selectOption('taleName');
    await page.waitForURL(/sort=taleName/);
    await expect.poll(() => resultNames(page), SLOW).toEqual([REVIEWED_NORTH, SENT_NORTH, SENT_WEST]);
    await page.getByLabel('Yön').selectOption('desc');
    await page.waitForURL(/order=desc/);
    await expect.poll(() => resultNames(page), SLOW).toEqual([SENT_WEST, SENT_NORTH, REVIEWED_NORTH]);
  });

  it('fits a 390 px phone with the filters folded', async () => {
    const { page, problems } = await e2e.openAs(admin, PHONE, '/masal/searchTale?q=keloglan&area=Karadeniz');
    await heading(page).waitFor();
    await expect.poll(() => resultNames(page), SLOW).toHaveLength(2);
    const filters = page.getByRole('button', { name: 'Süzgeçler (1 seçili)' });
    expect(await filters.getAttribute('aria-expanded')).toBe('false');
    await expectFits(page);
    await expectAccessible(page, 'detailed search on a phone');
    await saveScreenshot(page, 'search-detail-phone');
    await filters.click();
    await region(page).waitFor();
    await animationsDone(page);
    expect(await region(page).inputValue()).toBe('Karadeniz');
    await expectFits(page);
    await saveScreenshot(page, 'search-detail-phone-filters');
    expect(problems).toEqual([]);
  });

  it('sends a writer to the unauthorized page', async () => {
    const { page } = await e2e.openAs(writer, DESKTOP, '/masal/searchTale');
    await page.waitForURL(/\/401/);
    expect(await heading(page).count()).toBe(0);
  });
});
