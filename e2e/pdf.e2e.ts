/**
 * The PDFs (seed §7): "PDF indir" on the tale preview and on the list pages downloads the PDF the
 * server writes — its bytes start with %PDF and `pdftotext` reads the tale names back; while a list is being
 * written the button says "PDF hazırlanıyor…" over a progress bar; a refusal is said beside the button in
 * Turkish. Screenshots at 390 and 1280 px; nothing scrolls sideways; axe finds nothing.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { ACTION } from '@masal/shared';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeTaleBody } from '../packages/server/test/support/tale-bodies.ts';
import {
  type ApiSession,
  callApi,
  signInAdminWithApi,
  signInNewWriterWithApi,
} from './support/api-session.ts';
import { animationsDone, expectAccessible } from './support/axe.ts';
import { createStaffSessions, sendAndForwardWithApi } from './support/editor-account.ts';
import { DESKTOP, expectFits, PHONE, saveScreenshot } from './support/layout-checks.ts';
import { type E2e, openE2e } from './support/session.ts';

const run = promisify(execFile);
const WAITING = 'Kurulda Bekleyen Şâir Masalı';
const COMPLETED = 'Tamamlanan Çığ ile Öykü';

let e2e: E2e;
let admin: ApiSession;
let editor: ApiSession;
let advisoryBoardMember: ApiSession;
const ids: Record<string, number> = {};

beforeAll(async () => {
  e2e = await openE2e();
  admin = await signInAdminWithApi(e2e.server);
  const writer = await signInNewWriterWithApi(e2e.server);
  [editor, advisoryBoardMember] = await createStaffSessions(e2e.server, admin, [
    { key: 'pdf-editor', name: 'Deniz', surname: 'Yazıcı', roleIds: [2] },
    { key: 'pdf-kurul', name: 'Ece', surname: 'Kurul', roleIds: [5] },
  ]);
  for (const taleName of [WAITING, COMPLETED]) {
    const body = completeTaleBody({ taleName });
    const { taleId } = await sendAndForwardWithApi(
      e2e.server,
      { writer, admin, editor },
      { body, taleTextEnd: body.taleText ?? taleName, abstract: `${taleName} özeti.` },
    );
    ids[taleName] = taleId;
  }
  // The advisory board member approves one: the member's decision and the completed list both hold it.
  await callApi(e2e.server, 'PUT', '/tales/', advisoryBoardMember.token, {
    taleId: ids[COMPLETED],
    actionId: ACTION.completed,
  });
});
afterAll(async () => {
  await e2e?.close();
});

const pdfButton = (page: Page) => page.getByTestId('pdf-download');

/** Clicks "PDF indir" and answers the download's name and the text pdftotext reads from its bytes. */
async function download(page: Page, scope: Page | Locator = page) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByTestId('pdf-download').click(),
  ]);
  const path = await file.path();
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { stdout } = await run('pdftotext', ['-raw', '-enc', 'UTF-8', path, '-']);
  return { name: file.suggestedFilename(), text: stdout };
}

/**
 * Holds the PDF requests back until the returned function is called, so the screenshot shows the button
 * while the server writes, however slow the machine.
 */
async function holdPdfs(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/v1/pdf/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('PDF downloads', () => {
  it('downloads the advisory board list and a tale from its preview', async () => {
    const { page, problems } = await e2e.openAs(
      advisoryBoardMember,
      DESKTOP,
      '/masal/advisoryBoardTaleDataTable',
    );
    await page.getByRole('heading', { name: 'Danışma Kurulu', level: 1 }).waitFor();
    await page.getByText(WAITING).first().waitFor();
    await expectAccessible(page);
    await expectFits(page);
    await saveScreenshot(page, 'pdf-advisory-board-desktop');

    const release = await holdPdfs(page);
    const listed = download(page);
    await page.getByRole('button', { name: 'PDF hazırlanıyor…' }).waitFor();
    await page.getByRole('progressbar', { name: 'PDF hazırlanıyor…' }).waitFor();
    await saveScreenshot(page, 'pdf-advisory-board-preparing-desktop');
    release();
    const list = await listed;
    expect(list.name).toBe('MasalListesi.pdf');
    expect(list.text).toContain(WAITING);
    expect(list.text).toContain(COMPLETED);
    await page.getByRole('button', { name: 'PDF indir' }).waitFor();
    await page.unrouteAll();

    // The preview of the waiting tale, and its PDF.
    await page.getByRole('button', { name: 'Önizle' }).first().click();
    const preview = page.getByRole('dialog');
    await preview.getByText('Ana Masal Metni').waitFor();
    await animationsDone(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'pdf-preview-desktop');
    const tale = await download(page, preview);
    expect(tale.name).toBe(`Masal-${ids[WAITING]}.pdf`);
    expect(tale.text.split('\n')[0]).toBe(WAITING);
    expect(tale.text).toContain('Sayfa 1 / 1');
    expect(problems).toEqual([]);
  });

  it('downloads the completed tales from their list page', async () => {
    const { page, problems } = await e2e.openAs(editor, DESKTOP, '/masal/complatedTalePage');
    await page.getByRole('heading', { name: 'Tamamlanan Masallar', level: 1 }).waitFor();
    await page.getByText(COMPLETED).first().waitFor();
    const list = await download(page);
    // Named by what it lists; only the advisory board member's list is the seed's MasalListesi.pdf.
    expect(list.name).toBe('TamamlananMasallar.pdf');
    expect(list.text).toContain(COMPLETED);
    expect(list.text).not.toContain(WAITING);
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });

  it('fits a phone: the advisory board list, the progress and the preview', async () => {
    const { page, problems } = await e2e.openAs(
      advisoryBoardMember,
      PHONE,
      '/masal/advisoryBoardTaleDataTable',
    );
    await page.getByRole('heading', { name: 'Danışma Kurulu', level: 1 }).waitFor();
    await pdfButton(page).waitFor();
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'pdf-advisory-board-phone');
    const release = await holdPdfs(page);
    const listed = download(page);
    await page.getByRole('button', { name: 'PDF hazırlanıyor…' }).waitFor();
    await expectFits(page);
    await saveScreenshot(page, 'pdf-advisory-board-preparing-phone');
    release();
    await listed;
    await page.unrouteAll();

    await page.getByRole('button', { name: 'Önizle' }).first().click();
    const preview = page.getByRole('dialog');
    await preview.getByText('Ana Masal Metni').waitFor();
    await animationsDone(page);
    await preview.getByTestId('pdf-download').scrollIntoViewIfNeeded();
    await expectFits(page);
    await saveScreenshot(page, 'pdf-preview-phone');
    expect(problems).toEqual([]);
  });

  it('says in Turkish when the server refuses the PDF', async () => {
    const { page } = await e2e.openAs(advisoryBoardMember, DESKTOP, '/masal/advisoryBoardTaleDataTable');
    await pdfButton(page).waitFor();
    // The admin takes the advisory board role away while the page is open: the server refuses the list (401).
    await callApi(e2e.server, 'PUT', `/users/${advisoryBoardMember.user.userId}/roles`, admin.token, {
      roleIds: [2],
    });
    try {
      await pdfButton(page).click();
      await page.getByRole('alert').filter({ hasText: 'PDF indirilemedi: Yetkisiz erişim' }).waitFor();
      await expectAccessible(page);
      await saveScreenshot(page, 'pdf-refused-desktop');
    } finally {
      await callApi(e2e.server, 'PUT', `/users/${advisoryBoardMember.user.userId}/roles`, admin.token, {
        roleIds: [5],
      });
    }
  });
});
