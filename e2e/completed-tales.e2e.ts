/**
 * The completed tales: an editor assistant finds a completed tale on
 * /masal/ComplatedTalePage, edits its text to publish twice (each save a revision), compares the two
 * revisions and the compiler's original word by word, and meets a save made meanwhile elsewhere (409);
 * a private-content tale is listed on /masal/privateContentTalePage; a publishing editor publishes the
 * completed tale; an admin's unsaved text is kept on the device over a reload and saved before publishing.
 * Screenshots at 390 and 1280 px; nothing scrolls sideways; axe finds nothing.
 */
import { MSG } from '@masal/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeTaleBody } from '../packages/server/test/support/tale-bodies.ts';
import { type ApiSession, signInAdminWithApi, signInNewWriterWithApi } from './support/api-session.ts';
import { expectAccessible } from './support/axe.ts';
import { createStaffSessions, sendAndForwardWithApi } from './support/editor-account.ts';
import { DESKTOP, expectFits, PHONE, saveScreenshot } from './support/layout-checks.ts';
import { dialog, toast } from './support/screen.ts';
import { type E2e, openE2e } from './support/session.ts';

const NO_CHANGES = 'İki metin arasında kelime farkı yok.';
const COMPLETED = 'Keloğlan ile Dev';
const PRIVATE = 'Sır Küpü Masalı';
const PUBLISHED_BY_ADMIN = 'Pireyi Deve Yapan Padişah';
const ORIGINAL =
  "Evvel zaman içinde Keloğlan ile anası bir köyde yaşarmış. Bir gün Keloğlan İstanbul'dan gelen ağacın ışığını görmüş.";
const EDITED =
  "Evvel zaman içinde Keloğlan ile anası bir köyde yaşarmış.\n\nBir gün Keloğlan İstanbul'dan gelen ağacın ışığını görmüş.";
const FIRST =
  "Evvel zaman içinde Keloğlan ile yaşlı anası küçük bir köyde yaşarmış.\n\nBir gün Keloğlan İstanbul'dan gelen ağacın ışığını görmüş.";
const SECOND =
  "Evvel zaman içinde Keloğlan ile yaşlı anası küçük bir köyde yaşarmış.\n\nBir gün Keloğlan İzmir'den gelen ağacın ışığını görmüş.";

let e2e: E2e;
let admin: ApiSession;
let editor: ApiSession;
let advisoryBoardMember: ApiSession;
let assistant: ApiSession;
let publisher: ApiSession;
const ids: Record<string, number> = {};

/** A sent tale taken through the workflow: assigned, classified and forwarded by the editor, decided by the advisory board. */
async function completedTale(writer: ApiSession, taleName: string, actionId: 6 | 7): Promise<number> {
  const { taleId } = await sendAndForwardWithApi(
    e2e.server,
    { writer, admin, editor },
    {
      body: completeTaleBody({ taleName, taleText: ORIGINAL }),
      taleTextEnd: EDITED,
      abstract: 'Keloğlan devi kurnazlıkla yener.',
    },
  );
  await e2e.api(advisoryBoardMember, 'PUT', '/tales/', { taleId, actionId });
  return taleId;
}

beforeAll(async () => {
  e2e = await openE2e();
  admin = await signInAdminWithApi(e2e.server);
  const writer = await signInNewWriterWithApi(e2e.server);
  [editor, advisoryBoardMember, assistant, publisher] = await createStaffSessions(e2e.server, admin, [
    { key: 'editor', name: 'Elif', surname: 'Editör', roleIds: [2] },
    { key: 'kurul', name: 'Elif', surname: 'Kurul', roleIds: [5] },
    { key: 'yardimci', name: 'Elif', surname: 'Yardımcı', roleIds: [9] },
    { key: 'yayin', name: 'Elif', surname: 'Yayıncı', roleIds: [8] },
  ]);
  ids[COMPLETED] = await completedTale(writer, COMPLETED, 6);
  ids[PRIVATE] = await completedTale(writer, PRIVATE, 7);
  ids[PUBLISHED_BY_ADMIN] = await completedTale(writer, PUBLISHED_BY_ADMIN, 6);
});
afterAll(async () => {
  await e2e?.close();
});

const textToPublish = (page: Page) => page.getByRole('textbox', { name: 'Yayınlanacak Masal Metni' });
const diff = (page: Page) => page.getByTestId('word-diff');
/** The marked changes with their words for screen readers ("[eklendi: … ]"). */
const marked = (page: Page, tag: 'ins' | 'del') =>
  diff(page)
    .locator(tag)
    .evaluateAll((all) => all.map((e) => e.textContent));

/** Picks a text of the comparison by the start of its label, e.g. "Sürüm 1 ·". */
async function compare(page: Page, side: 'before' | 'after', labelStart: string) {
  const select = page.locator(`#compare-${side}`);
  const value = await select.locator('option', { hasText: labelStart }).first().getAttribute('value');
  await select.selectOption(value ?? '');
}

/** The text to publish as the server has it now. */
async function savedText(taleId = ids[COMPLETED]) {
  const tale = await e2e.api<{ taleTextEnd: string }>(assistant, 'GET', `/tales/full/${taleId}`);
  return tale.taleTextEnd;
}

async function saveText(page: Page, text: string) {
  await textToPublish(page).fill(text);
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  // The toast of an earlier save may still be up: the saved text is what tells this save is done.
  await expect.poll(() => savedText()).toBe(text);
  await expect.poll(() => toast(page).textContent()).toContain('Kaydedildi');
}

describe('completed tales', () => {
  it('an editor assistant edits a completed tale twice and compares the revisions word by word', async () => {
    const { page, problems } = await e2e.openAs(assistant, DESKTOP, '/masal/sample-page');
    await page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'Düzenlenecek Tamamlanan Masallar' })
      .click();
    const grid = page.getByRole('grid', { name: 'Düzenlenecek Tamamlanan Masallar' });
    await grid.getByRole('link', { name: COMPLETED }).waitFor();
    expect(await grid.textContent()).not.toContain(PRIVATE);
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-completed-list');

    await grid.getByRole('link', { name: COMPLETED }).click();
    await page.waitForURL(`**/masal/ComplatedTalePage/${ids[COMPLETED]}`);
    await page.getByRole('heading', { name: COMPLETED, level: 1 }).waitFor();
    await expect.poll(() => textToPublish(page).inputValue()).toBe(EDITED);
    // Before any save: the compiler's original against the text to publish.
    await expect.poll(() => marked(page, 'del')).toEqual([]);
    expect(await page.getByTestId('word-diff-summary').textContent()).toBe(NO_CHANGES);

    await saveText(page, FIRST);
    await saveText(page, SECOND);

    // By default the last save's changes: the newest revision against the one before, whole Turkish words marked.
    const saves = (await e2e.api<unknown[]>(assistant, 'GET', `/tales/revisions/${ids[COMPLETED]}`)).length;
    const chosen = (side: string) => page.locator(`#compare-${side} option:checked`).textContent();
    await expect.poll(() => chosen('after')).toMatch(new RegExp(`^Sürüm ${saves} · .* · Elif Yardımcı$`));
    expect(await chosen('before')).toMatch(new RegExp(`^Sürüm ${saves - 1} · .* · Elif Yardımcı$`));
    await expect.poll(() => marked(page, 'del')).toEqual(["[silindi: İstanbul'dan]"]);
    expect(await marked(page, 'ins')).toEqual(["[eklendi: İzmir'den]"]);
    expect(await page.getByTestId('word-diff-summary').textContent()).toBe(
      '1 kelime eklendi, 1 kelime silindi.',
    );
    // Shown by underline and strike-through, explained in words, not by colour alone.
    expect(
      await diff(page)
        .locator('ins')
        .first()
        .evaluate((e) => getComputedStyle(e).textDecorationLine),
    ).toBe('underline');
    expect(
      await diff(page)
        .locator('del')
        .first()
        .evaluate((e) => getComputedStyle(e).textDecorationLine),
    ).toBe('line-through');
    expect(await page.getByTestId('word-diff-legend').textContent()).toContain('altı çizili');

    // The compiler's original against the second revision.
    await compare(page, 'before', 'Derleyicinin özgün metni');
    await expect
      .poll(() => marked(page, 'ins'))
      .toEqual(['[eklendi: yaşlı]', '[eklendi: küçük]', "[eklendi: İzmir'den]"]);
    expect(await marked(page, 'del')).toEqual(["[silindi: İstanbul'dan]"]);
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-completed-tale');

    // Saved meanwhile elsewhere: the choice of the tale form; keeping mine saves it on the newer version.
    const { version } = await e2e.api<{ version: number }>(assistant, 'GET', `/tales/full/${ids[COMPLETED]}`);
    await e2e.api(assistant, 'PUT', '/tales/completed', {
      taleId: ids[COMPLETED],
      version,
      taleTextEnd: `${SECOND} Başka sekmede eklendi.`,
      contextProperties: 'Kış gecesi anlatıldı.',
    });
    await textToPublish(page).fill(`${SECOND}\n\nSonra mutlu yaşamışlar.`);
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await dialog(page).getByText(MSG.taleStale).waitFor();
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-completed-stale');
    await dialog(page).getByRole('button', { name: 'Benim sürümümü kaydet' }).click();
    await expect.poll(() => savedText()).toBe(`${SECOND}\n\nSonra mutlu yaşamışlar.`);
    // Two more revisions: the other tab's and mine.
    const revisions = await e2e.api<unknown[]>(assistant, 'GET', `/tales/revisions/${ids[COMPLETED]}`);
    expect(revisions).toHaveLength(saves + 2);
    await expect.poll(() => chosen('after')).toMatch(new RegExp(`^Sürüm ${saves + 2} · `));
    expect(problems).toEqual([]);
  });

  it('lists private-content tales apart, never offered for publication', async () => {
    const { page, problems } = await e2e.openAs(assistant, DESKTOP, '/masal/privateContentTalePage');
    const grid = page.getByRole('grid', { name: 'Özel İçerikli Masallar' });
    await grid.getByRole('link', { name: PRIVATE }).click();
    await page.getByRole('heading', { name: PRIVATE, level: 1 }).waitFor();
    await page.getByText('Özel içerikli').first().waitFor();
    expect(await page.getByRole('button', { name: 'Yayımla' }).count()).toBe(0);
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });

  it('keeps the unsaved text of an admin on the device and saves it before publishing', async () => {
    const taleId = ids[PUBLISHED_BY_ADMIN];
    const typed = `${EDITED}\n\nSonra onlar ermiş muradına.`;
    const { page, problems } = await e2e.openAs(admin, PHONE, `/masal/ComplatedTalePage/${taleId}`);
    await page.getByRole('heading', { name: PUBLISHED_BY_ADMIN, level: 1 }).waitFor();
    await expect.poll(() => textToPublish(page).inputValue()).toBe(EDITED);
    await textToPublish(page).fill(typed);
    // Reloaded before any save: the typed text is offered back, not lost.
    await page.reload();
    const offer = page.getByTestId('draft-restore');
    await offer.waitFor();
    expect(await textToPublish(page).inputValue()).toBe(EDITED);
    await expectFits(page);
    await expectAccessible(page);
    await offer.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'phone-completed-kept');
    await offer.getByRole('button', { name: 'Geri yükle' }).click();
    await expect.poll(() => textToPublish(page).inputValue()).toBe(typed);

    // "Yayımla" beside the unsaved text: the text is saved first, then the tale published.
    await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
    await page.getByRole('button', { name: 'Yayımla' }).click();
    await dialog(page).getByRole('button', { name: 'Yayımla' }).click();
    await expect.poll(() => page.getByTestId('decision-buttons').textContent()).toContain('Yayından kaldır');
    expect(await savedText(taleId)).toBe(typed);
    expect((await e2e.api<{ actionId: number }>(admin, 'GET', `/tales/${taleId}`)).actionId).toBe(9);
    // Saved, the device copy is gone: a reload offers nothing back.
    await page.reload();
    await page.getByRole('heading', { name: PUBLISHED_BY_ADMIN, level: 1 }).waitFor();
    await expect.poll(() => textToPublish(page).inputValue()).toBe(typed);
    expect(await offer.count()).toBe(0);
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-completed-saved-first');
    expect(problems).toEqual([]);
  });

  it('a publishing editor publishes the completed tale', async () => {
    const { page, problems } = await e2e.openAs(publisher, DESKTOP, '/masal/complatedTalePage');
    const grid = page.getByRole('grid', { name: 'Tamamlanan Masallar' });
    await grid.getByRole('link', { name: COMPLETED }).click();
    await page.getByRole('heading', { name: COMPLETED, level: 1 }).waitFor();
    // Role 8 reads the text to publish; editing and the revisions are for editor assistants and admins.
    await page.getByRole('region', { name: 'Yayınlanacak Masal Metni' }).getByText('İzmir').waitFor();
    expect(await textToPublish(page).count()).toBe(0);
    expect(await page.getByTestId('word-diff').count()).toBe(0);
    await page.getByRole('button', { name: 'Yayımla' }).click();
    await dialog(page).getByRole('button', { name: 'Yayımla' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Yayımlandı');
    await expect.poll(() => page.getByTestId('decision-buttons').textContent()).toContain('Yayından kaldır');
    expect((await e2e.api<{ actionId: number }>(publisher, 'GET', `/tales/${ids[COMPLETED]}`)).actionId).toBe(
      9,
    );
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-completed-published');

    // Published, it leaves the completed list.
    await page.goto('/masal/complatedTalePage');
    await page.getByTestId('tale-list-empty').waitFor();
    expect(problems).toEqual([]);
  });

  it('fits a 390 px phone: the lists and a tale with its comparison', async () => {
    const { page, problems } = await e2e.openAs(assistant, PHONE, '/masal/privateContentTalePage');
    await page
      .getByRole('grid', { name: 'Özel İçerikli Masallar' })
      .getByRole('link', { name: PRIVATE })
      .waitFor();
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'phone-completed-list');

    await page.goto(`/masal/ComplatedTalePage/${ids[COMPLETED]}`);
    await page.getByRole('heading', { name: COMPLETED, level: 1 }).waitFor();
    await page.getByTestId('word-diff').waitFor();
    await compare(page, 'before', 'Derleyicinin özgün metni');
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'phone-completed-tale');
    expect(problems).toEqual([]);
  });
});
