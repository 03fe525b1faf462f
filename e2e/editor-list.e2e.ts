/**
 * The admin's /masal/editorList — every editor with the Turkish names of their roles,
 * active or passive, open and reviewed counts; sortable; an assignment raises the open count, which leads
 * to the editor's open tales on /masal/taleManagement. Screenshots at 390 and 1280 px; no sideways scroll;
 * axe finds nothing.
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
import { expectAccessible } from './support/axe.ts';
import { createEditors, decideWithApi, type EditorAccount } from './support/editor-account.ts';
import { DESKTOP, expectFits, PHONE, saveScreenshot, type Viewport } from './support/layout-checks.ts';
import { SLOW } from './support/screen.ts';
import { type E2e, openE2e } from './support/session.ts';

let e2e: E2e;
let admin: ApiSession;
let mehmet: EditorAccount;
let zeynep: EditorAccount;
const taleIds: number[] = [];

beforeAll(async () => {
  e2e = await openE2e();
  admin = await signInAdminWithApi(e2e.server);
  [mehmet, zeynep] = await createEditors(e2e.server, admin, [
    { name: 'Mehmet', surname: 'Demir', roleIds: [ROLE.editor] },
    { name: 'Zeynep', surname: 'Kaya', roleIds: [ROLE.languageEditor, ROLE.advisoryBoardMember] },
    { name: 'Can', surname: 'Çelik', roleIds: [ROLE.publishingEditor], active: false },
  ]);
  const writer = await signInNewWriterWithApi(e2e.server);
  for (const taleName of ['Keloğlan ile Dev', 'Köse Kadı']) {
    const taleId = await createTaleWithApi(e2e.server, writer, completeTaleBody({ taleName }));
    await submitWithApi(e2e.server, writer, taleId);
    taleIds.push(taleId);
  }
  await decideWithApi(e2e.server, admin, {
    taleId: taleIds[0] as number,
    actionId: ACTION.inReview,
    editorId: zeynep.userId,
  });
});
afterAll(async () => {
  await e2e?.close();
});

const grid = (page: Page) => page.getByRole('grid', { name: 'Editörler' });
const row = (page: Page, name: string) => grid(page).getByRole('row').filter({ hasText: name });
const openLink = (page: Page, who: EditorAccount, count: number) =>
  grid(page).getByRole('link', { name: `${who.name} ${who.surname}: ${count} açık masalı listele` });
/** The editors' names, top to bottom. */
const names = (page: Page) =>
  grid(page)
    .locator('[role="row"][data-id] [data-field="name"]')
    .evaluateAll((cells) => cells.map((c) => (c.textContent ?? '').match(/^\S+ \S+/)?.[0] ?? ''));

async function openScreen(viewport: Viewport) {
  const opened = await e2e.adminScreen(viewport, '/masal/editorList', 'Editörler');
  await openLink(opened.page, zeynep, 1).waitFor();
  return opened;
}

describe('editor list', () => {
  it('shows roles, status and workload; sorts; the open count rises and leads to the tales', async () => {
    const { page, problems } = await openScreen(DESKTOP);
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-editor-list');

    expect(await row(page, 'Zeynep Kaya').textContent()).toContain('Dil Editörü, Danışma Kurulu Üyesi');
    expect(await row(page, 'Can Çelik').textContent()).toContain('Pasif');
    expect(await row(page, 'Mehmet Demir').textContent()).toContain('Aktif');
    // By surname in Turkish order: Ç after C and before D.
    expect(await names(page)).toEqual(['Can Çelik', 'Mehmet Demir', 'Zeynep Kaya']);

    // Sorted by the open count, most first on the second click.
    const open = grid(page).getByRole('columnheader', { name: 'Açık' });
    await open.click();
    await open.click();
    await expect.poll(() => names(page).then((n) => n[0]), SLOW).toBe('Zeynep Kaya');

    // An assignment raises the open count.
    await decideWithApi(e2e.server, admin, {
      taleId: taleIds[1] as number,
      actionId: ACTION.inReview,
      editorId: mehmet.userId,
    });
    await page.reload();
    await openLink(page, mehmet, 1).click();
    await page.waitForURL(/\/masal\/taleManagement\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('editorId')).toBe(String(mehmet.userId));
    expect(url.searchParams.get('actionIds')).toBe('3,4');
    const tales = page.getByRole('grid', { name: 'Masal Yönetimi' }).locator('[role="row"][data-id]');
    await tales.first().waitFor();
    expect(await tales.allTextContents()).toEqual([expect.stringContaining('Köse Kadı')]);
    expect(problems).toEqual([]);
  });

  it('fits a 390 px phone', async () => {
    const { page, problems } = await openScreen(PHONE);
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'phone-editor-list');
    // The e-mail and roles move into the name cell.
    expect(await row(page, 'Zeynep Kaya').textContent()).toContain(zeynep.email);
    expect(problems).toEqual([]);
  });
});
