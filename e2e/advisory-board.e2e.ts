/**
 * The advisory board's /masal/advisoryBoardTaleDataTable (roles 5 and 7): tales an editor
 * forwarded (set up through the API) wait there; the chair previews one, reads its abstract and approves
 * it as private content, returns another to the editor with a note; both then show under the advisory board's past
 * decisions. An editor outside the advisory board is refused. Screenshots at 390 and 1280 px; nothing scrolls
 * sideways; axe finds nothing.
 */
import { MSG } from '@masal/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeTaleBody } from '../packages/server/test/support/tale-bodies.ts';
import { type ApiSession, signInAdminWithApi, signInNewWriterWithApi } from './support/api-session.ts';
import { animationsDone, expectAccessible } from './support/axe.ts';
import { createStaffSessions, sendAndForwardWithApi } from './support/editor-account.ts';
import { DESKTOP, expectFits, PHONE, saveScreenshot, saveViewportShot } from './support/layout-checks.ts';
import { dialog, SLOW, toast } from './support/screen.ts';
import { type E2e, openE2e } from './support/session.ts';

const PRIVATE = 'Şahmeran';
const RETURNED = 'Ağaç Ana';
const WAITING = 'Develi Kız ile Zümrüdüanka Kuşu Masalının Uzun Adlı Anlatımı';

let e2e: E2e;
let admin: ApiSession;
let editor: ApiSession;
let chair: ApiSession;
const ids: Record<string, number> = {};

beforeAll(async () => {
  e2e = await openE2e();
  admin = await signInAdminWithApi(e2e.server);
  const writer = await signInNewWriterWithApi(e2e.server);
  [editor, chair] = await createStaffSessions(e2e.server, admin, [
    { key: 'editor', name: 'Mehmet', surname: 'Editör', roleIds: [2] },
    { key: 'baskan', name: 'Mehmet', surname: 'Başkan', roleIds: [7] },
  ]);
  // Each submitted, assigned, classified with its text and abstract by the editor, forwarded to the advisory board.
  for (const taleName of [PRIVATE, RETURNED, WAITING]) {
    const tale = await sendAndForwardWithApi(
      e2e.server,
      { writer, admin, editor },
      {
        body: completeTaleBody({ taleName }),
        taleTextEnd: 'Evvel zaman içinde bir köyde yaşarmış.',
        abstract: `${taleName}: kısa özet.`,
      },
    );
    ids[taleName] = tale.taleId;
  }
});
afterAll(async () => {
  await e2e?.close();
});

const waiting = (page: Page) => page.getByRole('grid', { name: 'Karar bekleyenler' });

/** Opens the decision dialog of the waiting tale `name`. */
async function decideOn(page: Page, name: string) {
  const row = waiting(page).getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: 'Karar ver' }).click();
  await dialog(page).getByText(`${name}: kısa özet.`).waitFor();
}

describe('advisory board', () => {
  it('approves as private content, returns with a note, and lists its past decisions', async () => {
    const { page, problems } = await e2e.openAs(chair, DESKTOP, '/masal/sample-page');
    await page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'Danışma Kurulu' })
      .click();
    await page.getByRole('heading', { name: 'Danışma Kurulu', level: 1 }).waitFor();
    await waiting(page).getByRole('link', { name: WAITING }).waitFor();
    expect(await waiting(page).getByRole('row').count()).toBe(4);
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-advisory-board');

    // The preview of seed §2 from the row.
    const previewRow = waiting(page).getByRole('row').filter({ hasText: PRIVATE });
    await previewRow.getByRole('button', { name: 'Önizle' }).click();
    await dialog(page).getByRole('heading', { name: 'Ana Masal Metni' }).waitFor();
    await dialog(page).getByRole('button', { name: 'Kapat' }).click();

    await decideOn(page, PRIVATE);
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-advisory-board-decision');
    await dialog(page).getByRole('button', { name: 'Özel içerik olarak onayla' }).click();
    await dialog(page).getByRole('button', { name: 'Özel içerik olarak onayla' }).click();
    await expect.poll(() => toast(page).textContent(), SLOW).toContain('Özel içerikli');
    await waiting(page).getByRole('link', { name: PRIVATE }).waitFor({ state: 'detached' });
    // The outcome stays on the page once the toast and the dialog are gone.
    const outcome = page.getByTestId('decision-outcome');
    expect(await outcome.textContent()).toContain('Kararınız kaydedildi: Özel içerik olarak onayla');
    expect(await outcome.textContent()).toContain(`“${PRIVATE}” masalının durumu artık “Özel içerikli”`);
    await animationsDone(page);
    await saveViewportShot(page, 'desktop-advisory-board-decision-outcome');

    // Returning needs a note, asked for before anything is sent.
    await decideOn(page, RETURNED);
    await dialog(page).getByRole('button', { name: 'Editöre geri gönder' }).click();
    await dialog(page).getByRole('button', { name: 'Editöre geri gönder' }).click();
    await dialog(page).getByText(MSG.noteRequired).waitFor();
    await dialog(page).getByLabel('Açıklama').fill('Özet masalın sonunu anlatmıyor.');
    await dialog(page).getByRole('button', { name: 'Editöre geri gönder' }).click();
    await expect.poll(() => toast(page).textContent(), SLOW).toContain('Editör incelemesinde');
    expect((await e2e.api<{ actionId: number }>(editor, 'GET', `/tales/${ids[RETURNED]}`)).actionId).toBe(3);
    expect((await e2e.api<{ actionId: number }>(admin, 'GET', `/tales/${ids[PRIVATE]}`)).actionId).toBe(7);

    await page.getByRole('tab', { name: 'Karar verilenler' }).click();
    const decided = page.getByRole('grid', { name: 'Karar verilenler' });
    await decided.getByRole('link', { name: PRIVATE }).waitFor();
    const text = await decided.textContent();
    expect(text).toContain('Özel içerik olarak onaylandı');
    expect(text).toContain('Editöre geri gönderildi');
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-advisory-board-decided');
    expect(problems).toEqual([]);
  });

  it('opens a tale on the review page read-only: plain values, no save bar, no promise to save', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, problems } = await e2e.openAs(chair, viewport, `/masal/taleReview/${ids[WAITING]}`);
      await page.getByRole('heading', { name: 'Masal İnceleme', level: 1 }).waitFor();
      await page.getByTestId('read-only').waitFor();
      // The advisory board decides here, but has nothing of its own to save: no save bar, no promise.
      await page.getByTestId('decision-buttons').getByRole('button').first().waitFor();
      expect(await page.getByText(/Kaydedilmemiş|Bütün değişiklikler kaydedildi/).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Kaydet', exact: true }).count()).toBe(0);
      // Values read as text, not as fields that look editable.
      const main = page.getByRole('main');
      expect(await main.locator('textarea, input:not([type=hidden]), select').count()).toBe(0);
      await main.getByRole('region', { name: 'Yayımlanacak metin' }).waitFor();
      await main.getByRole('group', { name: 'Bağlam Özellikleri' }).waitFor();
      // The group's name comes with the tale groups: waited for, not read once while they load.
      await expect
        .poll(() => main.getByRole('group', { name: 'Masal Türü (Grup)' }).textContent())
        .not.toMatch(/—|Yükleniyor/);
      await expectFits(page);
      await expectAccessible(page);
      await saveScreenshot(page, `${viewport.name}-advisory-board-review-read-only`);
      expect(problems).toEqual([]);
      await page.close();
    }
  });

  it('fits a 390 px phone: both lists and the decision dialog', async () => {
    const { page, problems } = await e2e.openAs(chair, PHONE, '/masal/advisoryBoardTaleDataTable');
    await waiting(page).getByRole('link', { name: WAITING }).waitFor();
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'phone-advisory-board');
    await decideOn(page, WAITING);
    await animationsDone(page);
    await expectFits(page);
    await saveScreenshot(page, 'phone-advisory-board-decision');
    await dialog(page).getByRole('button', { name: 'Kapat' }).click();
    await page.getByRole('tab', { name: 'Karar verilenler' }).click();
    await page.getByRole('grid', { name: 'Karar verilenler' }).getByRole('link', { name: PRIVATE }).waitFor();
    await expectFits(page);
    await saveScreenshot(page, 'phone-advisory-board-decided');
    expect(problems).toEqual([]);
  });

  it('is refused to an editor outside the advisory board', async () => {
    const { page } = await e2e.openAs(editor, DESKTOP, '/masal/advisoryBoardTaleDataTable');
    await page.waitForURL('**/401');
    expect(await e2e.api<{ actionId: number }>(editor, 'GET', `/tales/${ids[WAITING]}`)).toMatchObject({
      actionId: 5,
    });
  });
});
