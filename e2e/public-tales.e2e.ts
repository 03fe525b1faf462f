/**
 * /masal/publicTalePage: a compiler finds a published tale by region, province and name
 * and reads it — type, place, compiler, abstract, the text to publish at a readable measure, the
 * attachment playable. Private-content and merely completed tales appear nowhere, not even by their
 * address. A publishing editor withdraws the tale with a reason from the reading view. Screenshots at
 * 390 and 1280 px; nothing scrolls sideways; axe finds nothing.
 */
import { MSG } from '@masal/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp3 } from '../packages/server/test/support/media-fixtures.ts';
import { completeTaleBody } from '../packages/server/test/support/tale-bodies.ts';
import { type ApiSession, signInAdminWithApi, signInNewWriterWithApi } from './support/api-session.ts';
import { expectAccessible } from './support/axe.ts';
import { createStaffSessions, sendAndForwardWithApi } from './support/editor-account.ts';
import { DESKTOP, expectFits, PHONE, saveScreenshot } from './support/layout-checks.ts';
import { dismissBankTip } from './support/screen.ts';
import { type E2e, openE2e } from './support/session.ts';

const PUBLISHED = 'Keloğlan ile Dev';
const PRIVATE = 'Sır Küpü Masalı';
const COMPLETED = 'Tembel Ahmet ile Cin Padişahı';
const TEXT_TO_PUBLISH =
  "Evvel zaman içinde, kalbur saman içinde, Keloğlan ile anası bir köyde yaşarmış.\n\nBir gün Keloğlan İstanbul'dan gelen ağacın ışığını görmüş. Devin kapısını çalmış.";
const ABSTRACT = 'Keloğlan devi kurnazlıkla yener.';

let e2e: E2e;
let admin: ApiSession;
let editor: ApiSession;
let advisoryBoardMember: ApiSession;
let publisher: ApiSession;
let reader: ApiSession;
let groupName = '';
/** A type no tale here is classified under. */
let otherGroupName = '';
const ids: Record<string, number> = {};

/** A sent tale taken through the workflow to `actionId` (6, 7, or 9 by way of 6). */
async function decidedTale(writer: ApiSession, taleName: string, actionId: 6 | 7 | 9): Promise<number> {
  const tale = await sendAndForwardWithApi(
    e2e.server,
    { writer, admin, editor },
    {
      body: completeTaleBody({ taleName }),
      files: taleName === PUBLISHED ? [{ name: 'Anlatım kaydı.mp3', data: mp3(1) }] : [],
      taleTextEnd: TEXT_TO_PUBLISH,
      abstract: ABSTRACT,
    },
  );
  const { taleId } = tale;
  groupName = tale.groupName;
  await e2e.api(advisoryBoardMember, 'PUT', '/tales/', { taleId, actionId: actionId === 7 ? 7 : 6 });
  if (actionId === 9) await e2e.api(publisher, 'PUT', '/tales/', { taleId, actionId: 9 });
  return taleId;
}

beforeAll(async () => {
  e2e = await openE2e();
  admin = await signInAdminWithApi(e2e.server);
  const writer = await signInNewWriterWithApi(e2e.server);
  reader = await signInNewWriterWithApi(e2e.server);
  [editor, advisoryBoardMember, publisher] = await createStaffSessions(e2e.server, admin, [
    { key: 'editor', name: 'Deniz', surname: 'Kaya', roleIds: [2] },
    { key: 'kurul', name: 'Deniz', surname: 'Kaya', roleIds: [5] },
    { key: 'yayin', name: 'Deniz', surname: 'Kaya', roleIds: [8] },
  ]);
  const groups = await e2e.api<{ groupName: string }[]>(reader, 'GET', '/taleGroups');
  otherGroupName = groups[1]?.groupName ?? '';
  ids[PUBLISHED] = await decidedTale(writer, PUBLISHED, 9);
  ids[PRIVATE] = await decidedTale(writer, PRIVATE, 7);
  ids[COMPLETED] = await decidedTale(writer, COMPLETED, 6);
});
afterAll(async () => {
  await e2e?.close();
});

const grid = (page: Page) => page.getByRole('grid', { name: 'Yayımlanan Masallar' });
/** Data rows on screen, once the header row and the rows have settled. */
const rowCount = async (page: Page) => (await grid(page).getByRole('row').count()) - 1;
describe('published tales', () => {
  it('a compiler finds a published tale by place and name and reads it', async () => {
    const { page, problems } = await e2e.openAs(reader, DESKTOP, '/masal/sample-page');
    await dismissBankTip(page);
    await page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'Yayımlanan Masallar' })
      .click();
    await grid(page).getByRole('link', { name: PUBLISHED }).waitFor();
    // Only the published tale: private content and completed tales are never listed.
    expect(await rowCount(page)).toBe(1);
    expect(await grid(page).textContent()).not.toContain(PRIVATE);
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-public-list');

    // The type: another type has nothing published; the tale's own type lists it.
    await page.getByLabel('Masal Türü').selectOption({ label: otherGroupName });
    await page.getByText('Ölçütlere uyan masal bulunamadı.').waitFor();
    await page.getByLabel('Masal Türü').selectOption({ label: groupName });
    await grid(page).getByRole('link', { name: PUBLISHED }).waitFor();
    await page.getByLabel('Bölge').selectOption('Ege');
    await page.getByText('Ölçütlere uyan masal bulunamadı.').waitFor();
    // A province chosen among all 81 brings its region.
    await page.getByLabel('Bölge').selectOption('');
    await page.getByLabel('İl').selectOption('Trabzon');
    await expect.poll(() => page.getByLabel('Bölge').inputValue()).toBe('Karadeniz');
    await grid(page).getByRole('link', { name: PUBLISHED }).waitFor();
    await page.getByLabel('Masal adında ara').fill(PRIVATE);
    await page.getByText('Ölçütlere uyan masal bulunamadı.').waitFor();
    await page.getByLabel('Masal adında ara').fill('keloglan');
    await grid(page).getByRole('link', { name: PUBLISHED }).click();

    await page.waitForURL(`**/masal/publicTalePage/${ids[PUBLISHED]}`);
    const article = page.getByRole('article', { name: PUBLISHED });
    await article.getByRole('heading', { name: PUBLISHED, level: 1 }).waitFor();
    // The type line with the ATU range the tale is cited by.
    expect(await page.getByTestId('public-tale-type').textContent()).toMatch(
      new RegExp(`${groupName} / .+ \\(ATU \\d+-\\d+\\)`),
    );
    expect(await page.getByTestId('public-tale-byline').textContent()).toBe(
      'Derleyen: Ayşe Yılmaz · Trabzon, Karadeniz',
    );
    await article.getByText(ABSTRACT).waitFor();
    const paragraphs = await page.getByTestId('public-tale-text').locator('p').allInnerTexts();
    expect(paragraphs).toEqual([
      'Evvel zaman içinde, kalbur saman içinde, Keloğlan ile anası bir köyde yaşarmış.',
      "Bir gün Keloğlan İstanbul'dan gelen ağacın ışığını görmüş. Devin kapısını çalmış.",
    ]);
    // A readable measure: at most about 65 characters a line.
    const width = await page.getByTestId('public-tale-text').evaluate((e) => {
      const probe = document.createElement('span');
      probe.textContent = '0';
      e.append(probe);
      const zero = probe.getBoundingClientRect().width;
      probe.remove();
      return e.getBoundingClientRect().width / zero;
    });
    expect(width).toBeLessThanOrEqual(66);
    // No publishing buttons for a compiler.
    expect(await page.getByTestId('decision-buttons').count()).toBe(0);
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-public-tale');

    await page.getByRole('button', { name: 'Dinle' }).click();
    await page.getByRole('dialog').locator('audio').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Kapat' }).click();

    // Back to the list as it was left.
    await page.getByRole('link', { name: 'Yayımlanan masallara dön' }).click();
    await page.waitForURL(/\/masal\/publicTalePage\?.*city=Trabzon/);
    expect(await page.getByLabel('Masal adında ara').inputValue()).toBe('keloglan');
    expect(problems).toEqual([]);
  });

  it('never shows private content or unpublished tales, not even by their address', async () => {
    const answer = await e2e.api<{ rows: { actionId: number }[] }>(
      reader,
      'GET',
      '/tales/?actionIds=9&pageSize=100',
    );
    expect(answer.rows.map((r) => r.actionId)).toEqual([9]);
    for (const name of [PRIVATE, COMPLETED]) {
      const { page } = await e2e.openAs(reader, DESKTOP, `/masal/publicTalePage/${ids[name]}`);
      await page.waitForURL((url) => !url.pathname.startsWith('/masal/publicTalePage'));
      expect(await page.getByText(TEXT_TO_PUBLISH.slice(0, 40)).count()).toBe(0);
    }
  });

  it('fits a 390 px phone: the list and the reading view', async () => {
    const { page, problems } = await e2e.openAs(reader, PHONE, '/masal/publicTalePage');
    await dismissBankTip(page);
    await grid(page).getByRole('link', { name: PUBLISHED }).waitFor();
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'phone-public-list');

    await grid(page).getByRole('link', { name: PUBLISHED }).click();
    await page.getByRole('heading', { name: PUBLISHED, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Dinle' }).waitFor();
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'phone-public-tale');
    expect(problems).toEqual([]);
  });

  it('a publishing editor withdraws the tale from the reading view, with a reason', async () => {
    const { page, problems } = await e2e.openAs(
      publisher,
      DESKTOP,
      `/masal/publicTalePage/${ids[PUBLISHED]}`,
    );
    await page.getByRole('heading', { name: PUBLISHED, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Yayından kaldır' }).click();
    const decision = page.getByRole('dialog').last();
    await decision.getByRole('button', { name: 'Yayından kaldır' }).click();
    await decision.getByText(MSG.reasonRequired).waitFor();
    await decision.getByLabel('Gerekçe').fill('Kaynak kişinin izni yeniden sorulacak.');
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-public-unpublish');
    await decision.getByRole('button', { name: 'Yayından kaldır' }).click();
    await page.waitForURL(/\/masal\/publicTalePage$/);
    await page.getByTestId('tale-list-empty').waitFor();
    // The outcome goes with the person to the list, not only in a toast that vanishes.
    const outcome = page.getByTestId('decision-outcome');
    expect(await outcome.textContent()).toContain(`“${PUBLISHED}”`);
    expect(await outcome.textContent()).toContain('Tamamlandı');
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-public-unpublished');
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
    await expectFits(page);
    await saveScreenshot(page, 'phone-public-unpublished');
    expect((await e2e.api<{ actionId: number }>(publisher, 'GET', `/tales/${ids[PUBLISHED]}`)).actionId).toBe(
      6,
    );
    expect(problems).toEqual([]);
  });
});
