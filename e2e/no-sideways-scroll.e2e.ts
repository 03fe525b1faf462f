/**
 * No screen scrolls sideways: every screen, as a signed-out visitor, a compiler and an admin, left-to-right and
 * right-to-left, at 390 and 1280 px and at the two ends of the range (1920 px left-to-right, 320 px right-to-left),
 * fits the window — the document is no wider than the window and every visible button, link and field lies
 * inside it (row actions, attachment buttons, the header avatar). Screenshots at 390 and 1280 px go to
 * e2e/screenshots/ for a person to look at.
 *
 * Each screen is loaded once per direction, at 390 px (where most overflows are born), and the window is then
 * resized through the other widths, as a person turning a tablet or widening a window does: a full load of the
 * app costs a busy 2-core machine about 2 CPU-seconds, a resize a tenth of that, and this spec checks about 30
 * screens at six widths.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { image, mp3, pdf } from '../packages/server/test/support/media-fixtures.ts';
import { completeTaleBody } from '../packages/server/test/support/tale-bodies.ts';
import {
  type ApiSession,
  createTaleWithApi,
  signInAdminWithApi,
  signInNewWriterWithApi,
  submitWithApi,
  uploadWithApi,
  useSession,
} from './support/api-session.ts';
import { animationsDone } from './support/axe.ts';
import {
  DESKTOP,
  type Fit,
  measureFit,
  NARROWEST,
  PHONE,
  saveScreenshot,
  useDirection,
  type Viewport,
  WIDEST,
} from './support/layout-checks.ts';
import { networkQuiet } from './support/network-quiet.ts';
import { bankTip } from './support/screen.ts';
import { type E2e, openE2e } from './support/session.ts';

// Long names without spaces are what pushed the attachment table wider than a phone.
const LONG_NAME = 'Keloğlan-ile-Dev-Hatice-Çelik-anlatımı-Maçka-2024-ikinci-kayıt';
const SUBMITTED_NAME = 'Gönderilmiş Uzun Adlı Keloğlan ile Dev Masalı';

let e2e: E2e;
let writer: ApiSession;
let admin: ApiSession;
let draftId: number;
let submittedId: number;
let uploadPath: string;

beforeAll(async () => {
  e2e = await openE2e();
  writer = await signInNewWriterWithApi(e2e.server);
  admin = await signInAdminWithApi(e2e.server);
  const files = [
    { name: `${LONG_NAME}.mp3`, data: mp3(1) },
    { name: `${LONG_NAME}.jpg`, data: await image('jpeg', 320, 240) },
    { name: `${LONG_NAME}.pdf`, data: pdf() },
  ];
  draftId = await createTaleWithApi(e2e.server, writer, { taleName: 'Taslak Masal' });
  await uploadWithApi(e2e.server, writer, draftId, files);
  submittedId = await createTaleWithApi(e2e.server, writer, completeTaleBody({ taleName: SUBMITTED_NAME }));
  await uploadWithApi(e2e.server, writer, submittedId, files);
  await submitWithApi(e2e.server, writer, submittedId);
  uploadPath = join(mkdtempSync(join(tmpdir(), 'masal-e2e-files-')), `${LONG_NAME}-yeni.mp3`);
  writeFileSync(uploadPath, mp3(1));
});
afterAll(async () => {
  await e2e?.close();
});

/** A screen is ready when its heading is shown and nothing is loading any more. */
async function settle(page: Page) {
  await page.locator('h1, h2').first().waitFor();
  await networkQuiet(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** What does not fit in a measured window, each in a sentence; none when the screen fits. */
function misfits(fit: Fit): string[] {
  return [
    ...(fit.scrollWidth > fit.innerWidth
      ? [`document ${fit.scrollWidth} px wide in a ${fit.innerWidth} px window`]
      : []),
    ...(fit.scrollX !== 0 ? [`scrolled sideways by ${fit.scrollX} px`] : []),
    ...fit.outside.map((o) => `outside the window: ${o}`),
  ];
}

/**
 * What the window shows once a resize has been laid out: the layout reacts in the next frames (media queries,
 * the grids' resize observers, a drawer sliding away), so a misfit is measured again for up to two seconds — a real
 * overflow stays.
 */
async function settledFit(page: Page): Promise<Fit> {
  const deadline = Date.now() + 2_000;
  for (;;) {
    await animationsDone(page);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const fit = await measureFit(page);
    if (misfits(fit).length === 0 || Date.now() > deadline) return fit;
  }
}

/** The widths of one pass, screens loaded at the first. */
type Widths = readonly [Viewport, ...Viewport[]];

function checker(rtl: boolean, viewports: Widths) {
  const problems: string[] = [];
  const widths: string[] = [];
  const direction = rtl ? 'rtl' : 'ltr';
  return {
    problems,
    widths,
    /** The screen at each of the pass's widths, back at the first (the one screens are loaded at) after. */
    async check(page: Page, screen: string) {
      for (const viewport of viewports) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        const fit = await settledFit(page);
        const prefix = `${viewport.name}-${direction}`;
        // The widths people look at (390 and 1280 px) are shot; the two ends of the range are measured only.
        if (viewport === PHONE || viewport === DESKTOP) await saveScreenshot(page, `${prefix}-${screen}`);
        widths.push(`${prefix} ${screen}: ${fit.scrollWidth}/${fit.innerWidth}`);
        for (const misfit of misfits(fit)) problems.push(`${prefix} ${screen}: ${misfit}`);
      }
      await page.setViewportSize({ width: viewports[0].width, height: viewports[0].height });
      await settledFit(page);
    },
  };
}

async function openPage(viewport: Viewport, rtl: boolean, session: ApiSession | null) {
  const { context, page } = await e2e.newPage(viewport);
  await useDirection(context, rtl);
  if (session) await useSession(context, session);
  return { context, page };
}

async function visit(page: Page, path: string, screen: string, c: ReturnType<typeof checker>) {
  await page.goto(path);
  await settle(page);
  await c.check(page, screen);
}

/** The tale preview from the list, then an image attachment's preview inside it. */
async function checkPreviews(page: Page, who: string, c: ReturnType<typeof checker>) {
  await visit(page, '/masal/taleList', `${who}-tale-list`, c);
  const row = page.locator('[role="row"]').filter({ hasText: SUBMITTED_NAME });
  await row.getByRole('button', { name: 'Önizle' }).click();
  const preview = page.getByRole('dialog', { name: /^Önizleme/ });
  await preview.getByText('Ana Masal Metni', { exact: true }).waitFor();
  await networkQuiet(page);
  await c.check(page, `${who}-preview-dialog`);
  await preview
    .getByRole('button', { name: /Göster/ })
    .first()
    .click();
  const player = page.getByRole('dialog', { name: /Masal Eki Önizleme/ });
  await player.locator('img').waitFor();
  // The image is named for those who cannot see it.
  expect(await player.locator('img').getAttribute('alt')).toMatch(/^Masal eki resmi: \S/);
  await c.check(page, `${who}-attachment-preview-dialog`);
  await player.getByRole('button', { name: 'Kapat' }).click();
  await preview.getByRole('button', { name: 'Kapat' }).click();
}

// Screens are loaded at the first width of a pass; the two ends of the range, one direction each.
const passes: { rtl: boolean; label: string; viewports: Widths }[] = [
  { rtl: false, label: 'left-to-right at 390, 1280 and 1920 px', viewports: [PHONE, DESKTOP, WIDEST] },
  { rtl: true, label: 'right-to-left at 390, 320 and 1280 px', viewports: [PHONE, NARROWEST, DESKTOP] },
];

describe('no screen scrolls sideways', () => {
  it.each(passes)('$label', async ({ rtl, viewports }) => {
    const c = checker(rtl, viewports);
    const viewport = viewports[0];

    const visitor = await openPage(viewport, rtl, null);
    for (const [path, screen] of [
      ['/', 'sign-in'],
      ['/signUp', 'sign-up'],
      ['/forgotMyPassword', 'forgot-password'],
      ['/resetPassword', 'reset-password'],
      ['/activationUser', 'activation'],
      ['/401', 'unauthorized'],
      ['/olmayan-sayfa', 'not-found'],
    ] as const) {
      await visit(visitor.page, path, screen, c);
    }
    await visitor.context.close();

    const w = await openPage(viewport, rtl, writer);
    await visit(w.page, '/masal/sample-page', 'writer-home', c);
    // Fully faded in, so the screenshot shows the tip in the page's flow, not mid-animation.
    await bankTip(w.page).waitFor();
    await animationsDone(w.page);
    await c.check(w.page, 'writer-home-with-tip');
    // Closed (and so remembered), it no longer pushes later screens down while the test clicks.
    await bankTip(w.page).getByRole('button', { name: 'Kapat' }).click();
    await visit(w.page, '/masal/taleSave', 'writer-tale-form-empty', c);
    // Attaching a file saves the draft, then the file appears in the list: nothing may jump sideways.
    await w.page.getByLabel('Masal Adı', { exact: true }).fill('Yeni Masal');
    await w.page.locator('input[type="file"]').setInputFiles(uploadPath);
    await w.page.getByTestId('attachment-row').first().waitFor();
    await networkQuiet(w.page);
    await c.check(w.page, 'writer-tale-form-after-upload');
    await visit(w.page, `/masal/taleSave?taleId=${draftId}`, 'writer-tale-form-attachments', c);
    await visit(w.page, `/masal/taleSave?taleId=${submittedId}`, 'writer-tale-submitted', c);
    await checkPreviews(w.page, 'writer', c);
    await visit(w.page, '/masal/taleListInbox', 'writer-pending-work', c);
    await visit(w.page, '/masal/profile', 'writer-profile', c);
    await visit(w.page, '/masal/olmayan-sayfa', 'writer-not-found', c);
    await w.context.close();

    const a = await openPage(viewport, rtl, admin);
    await visit(a.page, '/masal/sample-page', 'admin-home', c);
    await visit(a.page, `/masal/taleSave?taleId=${submittedId}`, 'admin-tale-submitted', c);
    await checkPreviews(a.page, 'admin', c);
    await visit(a.page, '/masal/users', 'admin-users', c);
    await visit(a.page, '/masal/taleManagement', 'admin-tale-management', c);
    await visit(a.page, '/masal/editorList', 'admin-editor-list', c);
    await visit(a.page, '/masal/olmayan-sayfa', 'admin-not-found', c);
    await a.context.close();

    console.info(c.widths.join('\n'));
    expect(c.problems).toEqual([]);
  });
});
