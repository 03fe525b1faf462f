/**
 * The admin's /masal/taleManagement — filters by region and city (in the URL), assigns one
 * submitted tale to an editor through the picker that shows each editor's open workload, then three at once
 * (two go, one refused: the summary says which), and finds the editor's open count risen on
 * /masal/editorList. Screenshots at 390 and 1280 px of the screen, its dialogs and the picker; neither
 * width scrolls sideways; axe finds nothing.
 */
import { ACTION, ROLE } from '@masal/shared';
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
import { createEditors, decideWithApi, type EditorAccount } from './support/editor-account.ts';
import { DESKTOP, expectFits, PHONE, saveScreenshot, type Viewport } from './support/layout-checks.ts';
import { SLOW, toast } from './support/screen.ts';
import { type E2e, openE2e } from './support/session.ts';

const TALES = {
  single: { taleName: 'Keloğlan ile Dev', area: 'Karadeniz', city: 'Trabzon' },
  first: { taleName: 'Köse Kadı', area: 'Ege', city: 'İzmir' },
  second: { taleName: 'Tepegöz', area: 'Ege', city: 'Aydın' },
  refused: { taleName: 'Şahmaran', area: 'Güneydoğu Anadolu', city: 'Mardin' },
} as const;

let e2e: E2e;
let admin: ApiSession;
let editor: EditorAccount;
const ids: Record<keyof typeof TALES, number> = { single: 0, first: 0, second: 0, refused: 0 };

beforeAll(async () => {
  e2e = await openE2e();
  admin = await signInAdminWithApi(e2e.server);
  [editor] = await createEditors(e2e.server, admin, [
    { name: 'Mehmet', surname: 'Demir', roleIds: [ROLE.editor] },
    { name: 'Zeynep', surname: 'Kaya', roleIds: [ROLE.languageEditor, ROLE.advisoryBoardMember] },
    // Never offered: a passive editor.
    { name: 'Pasif', surname: 'Editör', roleIds: [ROLE.editor], active: false },
  ]);
  const writer = await signInNewWriterWithApi(e2e.server);
  for (const key of Object.keys(TALES) as (keyof typeof TALES)[]) {
    ids[key] = await createTaleWithApi(e2e.server, writer, completeTaleBody(TALES[key]));
    await submitWithApi(e2e.server, writer, ids[key]);
  }
});
afterAll(async () => {
  await e2e?.close();
});

const grid = (page: Page) => page.getByRole('grid', { name: 'Masal Yönetimi' });
const row = (page: Page, name: string) => grid(page).getByRole('row').filter({ hasText: name });
const dataRows = (page: Page) => grid(page).locator('[role="row"][data-id]');

async function openScreen(viewport: Viewport, path = '/masal/taleManagement') {
  const opened = await e2e.adminScreen(viewport, path, 'Masal Yönetimi');
  await row(opened.page, TALES.single.taleName).waitFor();
  return opened;
}

/**
 * Opens the editor picker of the open dialog and chooses `name` (the option's text starts
 * with it); the open list is screenshot on the way. Answers the names of every option offered.
 */
async function pickEditor(page: Page, name: string, screenshot?: string): Promise<string[]> {
  await page.getByRole('dialog').last().getByRole('combobox', { name: 'Editör' }).click();
  // By its text: Chromium names the option "Mehmet Demir , Editör , 0 açık" (a space at each line's end).
  const option = page.getByRole('option').filter({ hasText: new RegExp(`^${name}`) });
  await option.waitFor();
  if (screenshot) {
    await animationsDone(page);
    await saveScreenshot(page, screenshot);
  }
  const offered = await page
    .getByRole('option')
    .evaluateAll((options) => options.map((o) => o.textContent ?? ''));
  await option.click();
  return offered;
}

describe('tale management', () => {
  it('filters, assigns one tale, then several at once, and the editor list counts them', async () => {
    const { page, problems } = await openScreen(DESKTOP);
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-tale-management');

    // Region, then a city of that region: both in the URL, the grid follows.
    await page.getByLabel('Bölge', { exact: true }).selectOption('Ege');
    await expect.poll(() => page.url(), SLOW).toContain('area=Ege');
    await expect.poll(() => dataRows(page).count(), SLOW).toBe(2);
    const cities = await page.getByLabel('İl', { exact: true }).locator('option').allTextContents();
    expect(cities).toEqual([
      'Tümü',
      'Afyonkarahisar',
      'Aydın',
      'Denizli',
      'İzmir',
      'Kütahya',
      'Manisa',
      'Muğla',
      'Uşak',
    ]);
    await page.getByLabel('İl', { exact: true }).selectOption('İzmir');
    await expect.poll(() => dataRows(page).count(), SLOW).toBe(1);
    expect(await dataRows(page).textContent()).toContain(TALES.first.taleName);
    await page.reload();
    await expect.poll(() => dataRows(page).count(), SLOW).toBe(1);
    await page.getByRole('button', { name: 'Süzgeçleri temizle' }).click();
    await expect.poll(() => dataRows(page).count(), SLOW).toBe(4);

    // A row opens the preview.
    await row(page, TALES.single.taleName).getByRole('gridcell').nth(3).click();
    const preview = page.getByRole('dialog', { name: /^Önizleme/ });
    await preview.getByText('Ana Masal Metni', { exact: true }).waitFor();
    await preview.getByRole('button', { name: 'Kapat' }).click();
    await preview.waitFor({ state: 'hidden' });

    // One tale: İşlemler → Editör ata → the picker with workloads (the passive editor is not offered).
    await row(page, TALES.single.taleName).getByRole('button', { name: 'İşlemler' }).click();
    const decisions = page.getByRole('dialog', { name: /^Masal İşlemleri/ });
    await decisions.getByRole('button', { name: 'Editör ata' }).waitFor();
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-tale-management-decisions');
    await decisions.getByRole('button', { name: 'Editör ata' }).click();
    const assign = page.getByRole('dialog', { name: 'Editör ata' });
    const offered = await pickEditor(page, 'Mehmet Demir, Editör, 0 açık', 'desktop-tale-management-picker');
    expect(offered).toEqual([
      'Mehmet Demir, Editör, 0 açık',
      'Zeynep Kaya, Dil Editörü, Danışma Kurulu Üyesi, 0 açık',
    ]);
    await expectAccessible(page);
    await assign.getByRole('button', { name: 'Editör ata' }).click();
    await expect.poll(() => toast(page).textContent(), SLOW).toContain('Karar kaydedildi');
    await expect.poll(() => row(page, TALES.single.taleName).textContent(), SLOW).toContain('Mehmet Demir');
    expect(await row(page, TALES.single.taleName).textContent()).toContain('Editör incelemesinde');

    // Three at once; one of them is rejected meanwhile, so two go and the summary names the third.
    for (const key of ['first', 'second', 'refused'] as const) {
      await page.getByRole('checkbox', { name: `“${TALES[key].taleName}” masalını seç` }).check();
    }
    await page.getByText('3 masal seçildi.').waitFor();
    await decideWithApi(e2e.server, admin, {
      taleId: ids.refused,
      actionId: ACTION.rejected,
      note: 'Aynı masal iki kez gönderilmiş.',
    });
    await page.getByRole('button', { name: 'Seçilenlere editör ata' }).click();
    const batch = page.getByRole('dialog', { name: '3 masala editör ata' });
    await pickEditor(page, 'Mehmet Demir, Editör, 1 açık');
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-tale-management-batch');
    await batch.getByRole('button', { name: 'Editör ata' }).click();
    const summary = batch.getByTestId('bulk-assign-summary');
    await expect.poll(() => summary.textContent(), SLOW).toContain('2 masal editöre atandı');
    expect(await summary.textContent()).toContain(`1 masal atanamadı:${TALES.refused.taleName}:`);
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-tale-management-batch-summary');
    await batch.getByRole('button', { name: 'Kapat' }).click();
    // The two assigned left the selection; the rejected one too, once the list shows it can take no editor.
    await page.getByText('Birden çok masalı aynı editöre atamak için', { exact: false }).waitFor();
    for (const key of ['first', 'second'] as const) {
      await expect.poll(() => row(page, TALES[key].taleName).textContent(), SLOW).toContain('Mehmet Demir');
    }

    // The editor filter, as the editor list's link sets it.
    await page.locator('#tale-management-editor').selectOption({ label: 'Mehmet Demir' });
    await expect.poll(() => page.url(), SLOW).toContain(`editorId=${editor.userId}`);
    await expect.poll(() => dataRows(page).count(), SLOW).toBe(3);

    // The editor list: three open tales, and the count leads back here filtered by the editor.
    await page.goto('/masal/editorList');
    const editors = page.getByRole('grid', { name: 'Editörler' });
    const link = editors.getByRole('link', { name: 'Mehmet Demir: 3 açık masalı listele' });
    await link.waitFor();
    await link.click();
    await page.waitForURL(/\/masal\/taleManagement\?/);
    expect(page.url()).toContain(`editorId=${editor.userId}`);
    await expect.poll(() => dataRows(page).count(), SLOW).toBe(3);
    expect(problems).toEqual([]);
  });

  it('fits a 390 px phone, dialogs and picker included', async () => {
    const { page, problems } = await openScreen(PHONE);
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'phone-tale-management');

    await row(page, TALES.single.taleName).getByRole('button', { name: 'İşlemler' }).click();
    const decisions = page.getByRole('dialog', { name: /^Masal İşlemleri/ });
    await decisions.getByRole('button', { name: 'Editörü değiştir' }).waitFor();
    await animationsDone(page);
    await expectFits(page);
    await saveScreenshot(page, 'phone-tale-management-decisions');
    await decisions.getByRole('button', { name: 'Editörü değiştir' }).click();
    // A reassignment does not offer the present editor.
    const offered = await pickEditor(page, 'Zeynep Kaya', 'phone-tale-management-picker');
    expect(offered.join()).not.toContain('Mehmet Demir');
    await expectFits(page);
    await page
      .getByRole('dialog', { name: 'Editörü değiştir' })
      .getByRole('button', { name: 'Vazgeç' })
      .click();
    await decisions.getByRole('button', { name: 'Kapat' }).click();
    await decisions.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Sayfadakileri seç' }).click();
    await page.getByRole('button', { name: 'Seçilenlere editör ata' }).click();
    await page.getByRole('dialog', { name: /masala editör ata$/ }).waitFor();
    await animationsDone(page);
    await expectFits(page);
    await saveScreenshot(page, 'phone-tale-management-batch');
    expect(problems).toEqual([]);
  });
});
