/**
 * Issue 12, the advisory board's /masal/advisoryBoardTaleDataTable (roles 5 and 7): tales an editor
 * forwarded (set up through the API) wait there; the chair previews one, reads its abstract and approves
 * it as private content, returns another to the editor with a note; both then show under the board's past
 * decisions. An editor outside the board is refused. Screenshots at 390 and 1280 px; nothing scrolls
 * sideways; axe finds nothing.
 */
import { MSG } from '@masal/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeTaleBody } from '../packages/server/test/support/tale-bodies.ts';
import {
  type ApiSession,
  callApi,
  createTaleWithApi,
  signInWithApi,
  submitWithApi,
  useSession,
} from './support/api-session.ts';
import { accessibilityViolations, animationsDone } from './support/axe.ts';
import { createStaffMember, forwardToBoardWithApi } from './support/editor-account.ts';
import { DESKTOP, measureFit, PHONE, saveScreenshot, type Viewport } from './support/layout-checks.ts';
import { type E2e, openE2e } from './support/session.ts';
import { createActiveWriter } from './support/writer.ts';

const PRIVATE = 'Şahmeran';
const RETURNED = 'Ağaç Ana';
const WAITING = 'Develi Kız ile Zümrüdüanka Kuşu Masalının Uzun Adlı Anlatımı';

let e2e: E2e;
let admin: ApiSession;
let editor: ApiSession;
let chair: ApiSession;
const ids: Record<string, number> = {};

/** The API as `session` (null: signed out). */
const api = <T>(session: ApiSession | null, method: string, path: string, body?: object) =>
  callApi<T>(e2e.server, method, path, session?.token ?? null, body);

/** Submitted, assigned, classified with its text and abstract by the editor, and forwarded to the board. */
async function forwardedTale(writer: ApiSession, taleName: string): Promise<number> {
  const body = completeTaleBody({ taleName });
  const taleId = await createTaleWithApi(e2e.server, writer, body);
  await submitWithApi(e2e.server, writer, taleId);
  await forwardToBoardWithApi(
    e2e.server,
    { admin, editor },
    {
      taleId,
      body,
      taleTextEnd: 'Evvel zaman içinde bir köyde yaşarmış.',
      abstract: `${taleName}: kısa özet.`,
    },
  );
  return taleId;
}

beforeAll(async () => {
  e2e = await openE2e();
  admin = await signInWithApi(e2e.server, e2e.server.admin.email, e2e.server.admin.password);
  const account = await createActiveWriter(e2e.server);
  const writer = await signInWithApi(e2e.server, account.email, account.password);
  editor = (
    await createStaffMember(e2e.server, admin, {
      key: 'editor',
      name: 'Mehmet',
      surname: 'Editör',
      roleIds: [2],
    })
  ).session;
  chair = (
    await createStaffMember(e2e.server, admin, {
      key: 'baskan',
      name: 'Mehmet',
      surname: 'Başkan',
      roleIds: [7],
    })
  ).session;
  for (const name of [PRIVATE, RETURNED, WAITING]) ids[name] = await forwardedTale(writer, name);
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

async function open(session: ApiSession, viewport: Viewport, path: string) {
  const { context, page, problems } = await e2e.newPage();
  await useSession(context, session);
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  await page.goto(path);
  return { page, problems };
}

async function expectFits(page: Page) {
  const fit = await measureFit(page);
  expect(fit.outside).toEqual([]);
  expect(fit.scrollWidth).toBeLessThanOrEqual(fit.innerWidth);
}

async function expectAccessible(page: Page) {
  await animationsDone(page);
  expect(await accessibilityViolations(page)).toEqual([]);
}

const toast = (page: Page) => page.getByTestId('toast');
/** A decision or save answers within a few seconds, even on a busy machine. */
const WAIT = { timeout: 10_000 };
const dialog = (page: Page) => page.getByRole('dialog').last();
const waiting = (page: Page) => page.getByRole('grid', { name: 'Karar bekleyenler' });

/** Opens the decision dialog of the waiting tale `name`. */
async function decideOn(page: Page, name: string) {
  const row = waiting(page).getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: 'Karar ver' }).click();
  await dialog(page).getByText(`${name}: kısa özet.`).waitFor();
}

describe('advisory board', () => {
  it('approves as private content, returns with a note, and lists its past decisions', {
    timeout: 180_000,
  }, async () => {
    const { page, problems } = await open(chair, DESKTOP, '/masal/sample-page');
    await page.getByRole('navigation').getByRole('link', { name: 'Danışma Kurulu' }).click();
    await page.getByRole('heading', { name: 'Danışma Kurulu', level: 1 }).waitFor();
    await waiting(page).getByRole('link', { name: WAITING }).waitFor();
    expect(await waiting(page).getByRole('row').count()).toBe(4);
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-board');

    // The preview of seed §2 from the row.
    const previewRow = waiting(page).getByRole('row').filter({ hasText: PRIVATE });
    await previewRow.getByRole('button', { name: 'Önizle' }).click();
    await dialog(page).getByRole('heading', { name: 'Ana Masal Metni' }).waitFor();
    await dialog(page).getByRole('button', { name: 'Kapat' }).click();

    await decideOn(page, PRIVATE);
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-board-decision');
    await dialog(page).getByRole('button', { name: 'Özel içerik olarak onayla' }).click();
    await dialog(page).getByRole('button', { name: 'Özel içerik olarak onayla' }).click();
    await expect.poll(() => toast(page).textContent(), WAIT).toContain('Özel içerikli');
    await waiting(page).getByRole('link', { name: PRIVATE }).waitFor({ state: 'detached' });

    // Returning needs a note, asked for before anything is sent.
    await decideOn(page, RETURNED);
    await dialog(page).getByRole('button', { name: 'Editöre geri gönder' }).click();
    await dialog(page).getByRole('button', { name: 'Editöre geri gönder' }).click();
    await dialog(page).getByText(MSG.noteRequired).waitFor();
    await dialog(page).getByLabel('Açıklama').fill('Özet masalın sonunu anlatmıyor.');
    await dialog(page).getByRole('button', { name: 'Editöre geri gönder' }).click();
    await expect.poll(() => toast(page).textContent(), WAIT).toContain('Editör incelemesinde');
    expect((await api<{ actionId: number }>(editor, 'GET', `/tales/${ids[RETURNED]}`)).actionId).toBe(3);
    expect((await api<{ actionId: number }>(admin, 'GET', `/tales/${ids[PRIVATE]}`)).actionId).toBe(7);

    await page.getByRole('tab', { name: 'Karar verilenler' }).click();
    const decided = page.getByRole('grid', { name: 'Karar verilenler' });
    await decided.getByRole('link', { name: PRIVATE }).waitFor();
    const text = await decided.textContent();
    expect(text).toContain('Özel içerik olarak onaylandı');
    expect(text).toContain('Editöre geri gönderildi');
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-board-decided');
    expect(problems).toEqual([]);
  });

  it('fits a 390 px phone: both lists and the decision dialog', { timeout: 90_000 }, async () => {
    const { page, problems } = await open(chair, PHONE, '/masal/advisoryBoardTaleDataTable');
    await waiting(page).getByRole('link', { name: WAITING }).waitFor();
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'phone-board');
    await decideOn(page, WAITING);
    await animationsDone(page);
    await expectFits(page);
    await saveScreenshot(page, 'phone-board-decision');
    await dialog(page).getByRole('button', { name: 'Kapat' }).click();
    await page.getByRole('tab', { name: 'Karar verilenler' }).click();
    await page.getByRole('grid', { name: 'Karar verilenler' }).getByRole('link', { name: PRIVATE }).waitFor();
    await expectFits(page);
    await saveScreenshot(page, 'phone-board-decided');
    expect(problems).toEqual([]);
  });

  it('is refused to an editor outside the board', { timeout: 60_000 }, async () => {
    const { page } = await open(editor, DESKTOP, '/masal/advisoryBoardTaleDataTable');
    await page.waitForURL('**/401');
    expect(await api<{ actionId: number }>(editor, 'GET', `/tales/${ids[WAITING]}`)).toMatchObject({
      actionId: 5,
    });
  });
});
