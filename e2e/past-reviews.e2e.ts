/**
 * `/masal/myPastReviews`: an editor's past decisions (a revision requested, a tale rejected, one
 * forwarded to the advisory board), taken through the API, are listed with tale, decision, note and date; the counts
 * per decision and per month stand above; the decision and day filters live in the URL; a tale's name opens its
 * preview. A writer is sent to /401. Screenshots at 390 and 1280 px; nothing scrolls sideways; axe finds nothing.
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
import { shownDate } from './support/date-field.ts';
import { createStaffSessions, forwardToAdvisoryBoardWithApi } from './support/editor-account.ts';
import { DESKTOP, expectFits, PHONE, saveScreenshot } from './support/layout-checks.ts';
import { type E2e, openE2e } from './support/session.ts';

const REVISED = 'Keloğlan ile Dev';
const REJECTED = 'Nasreddin Hoca ve Kazan';
const FORWARDED = 'Köse ile Padişahın Kızı';
const REVISION_NOTE = 'Derleme tarihini ve kaynak kişinin doğum yerini kontrol ediniz.';
const REJECT_NOTE = 'Metin bir masal değil, bir fıkra.';

let e2e: E2e;
let admin: ApiSession;
let writer: ApiSession;
let editor: ApiSession;
const ids: Record<string, number> = {};

beforeAll(async () => {
  e2e = await openE2e();
  admin = await signInAdminWithApi(e2e.server);
  writer = await signInNewWriterWithApi(e2e.server);
  [editor] = await createStaffSessions(e2e.server, admin, [
    { key: 'gecmis', name: 'Deniz', surname: 'İnceleyen', roleIds: [2] },
  ]);
  for (const taleName of [REVISED, REJECTED, FORWARDED]) {
    const body = completeTaleBody({ taleName });
    const taleId = await createTaleWithApi(e2e.server, writer, body);
    await submitWithApi(e2e.server, writer, taleId);
    ids[taleName] = taleId;
    if (taleName === FORWARDED) {
      await forwardToAdvisoryBoardWithApi(
        e2e.server,
        { admin, editor },
        {
          taleId,
          body,
          taleTextEnd: 'Köse, padişahın kızının sorularını bilir ve muradına erer.',
          abstract: 'Köse aklıyla padişahın kızını kazanır.',
        },
      );
      continue;
    }
    await e2e.api(admin, 'PUT', '/tales/', {
      taleId,
      actionId: ACTION.inReview,
      editorId: editor.user.userId,
    });
    await e2e.api(editor, 'PUT', '/tales/', {
      taleId,
      ...(taleName === REVISED
        ? { actionId: ACTION.revisionRequested, note: REVISION_NOTE }
        : { actionId: ACTION.rejected, note: REJECT_NOTE }),
    });
  }
});
afterAll(async () => {
  await e2e?.close();
});

const heading = (page: Page) => page.getByRole('heading', { name: 'Geçmiş İncelemelerim', level: 1 });
const grid = (page: Page) => page.getByRole('grid', { name: 'Kararlar' });
/** Rows of the grid, its header row apart. */
const dataRows = (page: Page) =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
const thisMonth = () =>
  new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'Europe/Istanbul' }).format(
    new Date(),
  );

describe('my past reviews', () => {
  it('lists the decisions with counts, filters them in the URL and opens a preview', async () => {
    const { page, problems } = await e2e.openAs(editor, DESKTOP, '/masal/sample-page');
    // The editor's menu leads there.
    await page.getByRole('link', { name: 'Geçmiş İncelemelerim' }).first().click();
    await page.waitForURL(/\/masal\/myPastReviews/);
    await heading(page).waitFor();
    await grid(page).getByText(REVISION_NOTE).waitFor();
    await expect.poll(() => dataRows(page).count()).toBe(3);
    const text = (await grid(page).textContent()) ?? '';
    for (const expected of [
      REVISED,
      REJECTED,
      FORWARDED,
      REJECT_NOTE,
      'Düzeltme isteme',
      'Reddetme (editör)',
    ])
      expect(text).toContain(expected);
    expect(text).toContain('Danışma kuruluna gönderme');
    expect(text).toContain('Editör incelemesinde → Danışma kurulunda');

    // The counts: one of each decision, three this month.
    const byDecision = page.getByRole('table', { name: 'Karara göre' });
    await expect.poll(() => byDecision.getByRole('row').count()).toBe(4);
    expect(await byDecision.getByRole('row', { name: /Düzeltme isteme/ }).textContent()).toContain('1');
    const byMonth = page.getByRole('table', { name: 'Aya göre' });
    expect(await byMonth.getByRole('row', { name: new RegExp(thisMonth(), 'i') }).textContent()).toContain(
      '3',
    );

    await expectAccessible(page);
    await expectFits(page);
    await saveScreenshot(page, 'past-reviews-desktop');

    // The decision filter, in the URL.
    await page.getByLabel('Karar', { exact: true }).selectOption({ label: 'Düzeltme isteme' });
    await page.waitForURL(/decision=requestRevision/);
    await expect.poll(() => dataRows(page).count()).toBe(1);
    expect(await grid(page).textContent()).toContain(REVISED);

    // Days: today matches all, a day long ago none; a reload keeps the filter.
    await page.getByRole('button', { name: 'Süzgeçleri temizle' }).click();
    await expect.poll(() => dataRows(page).count()).toBe(3);
    await page.goto(`/masal/myPastReviews?from=${today()}&to=${today()}`);
    await expect.poll(() => dataRows(page).count()).toBe(3);
    await page.goto('/masal/myPastReviews?from=2020-01-01&to=2020-01-31');
    await grid(page).getByText('Bu süzgeçlere uyan karar yok.').waitFor();
    await page.getByText('Henüz bir karar yok.').waitFor();
    expect(await shownDate(page, 'Başlangıç tarihi')).toBe('01.01.2020');

    // The tale's name opens its preview.
    await page.goto('/masal/myPastReviews');
    await grid(page).getByRole('button', { name: REJECTED }).click();
    const preview = page.getByRole('dialog');
    await preview.getByText('Reddedildi').first().waitFor();
    expect(await preview.textContent()).toContain(REJECTED);
    await expectAccessible(page);
    await preview.getByRole('button', { name: 'Kapat' }).click();
    await preview.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
  });

  it('fits a phone and opens a preview there', async () => {
    const { page, problems } = await e2e.openAs(editor, PHONE, '/masal/myPastReviews');
    await heading(page).waitFor();
    await grid(page).getByText(REVISION_NOTE).waitFor();
    await expect.poll(() => dataRows(page).count()).toBe(3);
    await page.getByRole('table', { name: 'Aya göre' }).waitFor();
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'past-reviews-phone');

    await grid(page).getByRole('button', { name: REVISED }).click();
    const preview = page.getByRole('dialog');
    await preview.getByText(REVISED).first().waitFor();
    await animationsDone(page);
    await expectFits(page);
    await saveScreenshot(page, 'past-reviews-phone-preview');
    expect(problems).toEqual([]);
  });

  it('sends a writer to the unauthorized page', async () => {
    const { page } = await e2e.openAs(writer, DESKTOP, '/masal/myPastReviews');
    await page.waitForURL(/\/401/);
    expect(await heading(page).count()).toBe(0);
  });
});
