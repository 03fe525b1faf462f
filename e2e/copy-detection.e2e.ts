/**
 * Copy detection on the review screen: a compiler submits a tale another compiler sent before, with a
 * tenth of its words changed; the editor's /masal/taleReview/:taleId shows "Benzer Masallar" with the score as a
 * percentage, the older tale's name, compiler and status, and the passages both hold side by side (one under the
 * other on a phone). Another Keloğlan tale told with the same formulas shows the empty state. Screenshots at
 * 390 and 1280 px; nothing scrolls sideways; axe finds nothing.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeTaleBody } from '../packages/server/test/support/tale-bodies.ts';
import {
  KELOGLAN_AND_GIANT,
  KELOGLAN_AND_PRINCESS,
  withOwnSentences,
  withWordsChanged,
} from '../packages/server/test/support/tale-texts.ts';
import {
  type ApiSession,
  createTaleWithApi,
  signInAdminWithApi,
  signInNewWriterWithApi,
  submitWithApi,
} from './support/api-session.ts';
import { expectAccessible } from './support/axe.ts';
import { createStaffSessions, decideWithApi } from './support/editor-account.ts';
import { DESKTOP, expectFits, PHONE, saveScreenshot, type Viewport } from './support/layout-checks.ts';
import { SLOW } from './support/screen.ts';
import { type E2e, openE2e } from './support/session.ts';

const ORIGINAL = 'Keloğlan ile Dev';
const COPY = 'Keloğlan ile Koca Dev';
const OTHER = 'Keloğlan ile Padişahın Kızı';
/** A tenth of the words changed, and a sentence of the copier's own between the paragraphs. */
const copyText = withWordsChanged(withOwnSentences(KELOGLAN_AND_GIANT), 10).text;

let e2e: E2e;
let editor: ApiSession;
const ids: Record<string, number> = {};

beforeAll(async () => {
  e2e = await openE2e();
  const admin = await signInAdminWithApi(e2e.server);
  const first = await signInNewWriterWithApi(e2e.server);
  const second = await signInNewWriterWithApi(e2e.server);
  [editor] = await createStaffSessions(e2e.server, admin, [
    { key: 'editor', name: 'Gülşen', surname: 'Editör', roleIds: [2] },
  ]);
  for (const [writer, taleName, taleText] of [
    [first, ORIGINAL, KELOGLAN_AND_GIANT],
    [second, COPY, copyText],
    [second, OTHER, KELOGLAN_AND_PRINCESS],
  ] as const) {
    const taleId = await createTaleWithApi(e2e.server, writer, completeTaleBody({ taleName, taleText }));
    // The submit compares the tale with the archive and stores what it found.
    await submitWithApi(e2e.server, writer, taleId);
    ids[taleName] = taleId;
  }
  for (const taleName of [COPY, OTHER])
    await decideWithApi(e2e.server, admin, {
      taleId: ids[taleName] as number,
      actionId: 3,
      editorId: editor.user.userId,
    });
});
afterAll(async () => {
  await e2e?.close();
});

const panel = (page: Page) => page.getByRole('region', { name: 'Benzer Masallar' });

async function openReview(viewport: Viewport, taleName: string) {
  const opened = await e2e.openAs(editor, viewport, `/masal/taleReview/${ids[taleName]}`);
  await opened.page.getByRole('heading', { name: 'Masal İnceleme', level: 1 }).waitFor();
  await panel(opened.page).getByRole('heading', { name: 'Benzer Masallar', level: 2 }).waitFor();
  return opened;
}

/** The two sides of the first passage: side by side on a wide screen, one under the other on a phone. */
async function firstPassageSides(page: Page) {
  const passage = panel(page).getByRole('region', { name: /^Ortak bölüm 1 · \d+ kelime$/ });
  const sides = passage.locator('blockquote');
  expect(await sides.count()).toBe(2);
  // Both boxes from one frame: read one after the other, a page still settling above them moves the second.
  const [left, right] = await sides.evaluateAll((quotes) =>
    quotes.map((q) => {
      const { x, y, width, height } = q.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
  if (!left || !right) throw new Error('a passage side is not shown');
  return { left, right, texts: [await sides.nth(0).textContent(), await sides.nth(1).textContent()] };
}

describe('similar tales on the review screen', () => {
  it('shows a near-copy with its score, the older tale and the passages side by side', async () => {
    const { page, problems } = await openReview(DESKTOP, COPY);
    const found = panel(page);
    await expect
      .poll(() => found.getByTestId('copy-score').textContent(), SLOW)
      .toMatch(/^Olası kopya: en yüksek benzerlik %\d+/);
    const card = found.getByRole('article', { name: ORIGINAL });
    await card.waitFor();
    expect(await found.getByRole('article').count()).toBe(1);
    expect(await card.getByRole('link', { name: ORIGINAL }).getAttribute('href')).toBe(
      `/masal/taleReview/${ids[ORIGINAL]}`,
    );
    const facts = (await card.textContent()) ?? '';
    expect(facts).toMatch(/%\d+ benzer/);
    expect(facts).toContain(`Masal no: ${ids[ORIGINAL]}`);
    expect(facts).toContain('Gönderildi — editör bekliyor');

    // A passage a paragraph, cut by the copier's own sentences: three shown, the fourth behind the button.
    expect(await card.getByRole('heading', { name: 'Ortak bölümler (4)', level: 4 }).count()).toBe(1);
    expect(await card.getByRole('region', { name: /^Ortak bölüm \d+/ }).count()).toBe(3);
    const { left, right, texts } = await firstPassageSides(page);
    expect(Math.abs(left.y - right.y)).toBeLessThan(2);
    expect(right.x).toBeGreaterThan(left.x + left.width);
    expect(copyText).toContain(texts[0]);
    expect(KELOGLAN_AND_GIANT).toContain(texts[1]);
    // The words the copy changed are marked on both sides.
    const first = panel(page).getByRole('region', { name: /^Ortak bölüm 1 ·/ });
    expect(await first.locator('blockquote').nth(0).locator('mark').first().textContent()).toBe('sandal');
    expect(await first.locator('blockquote').nth(1).locator('mark').first().textContent()).toBe('içinde');
    await card.getByRole('button', { name: 'Tüm ortak bölümleri göster (4)' }).click();
    expect(await card.getByRole('region', { name: /^Ortak bölüm \d+/ }).count()).toBe(4);

    await expectFits(page);
    await expectAccessible(page, 'similar tales, desktop');
    await saveScreenshot(page, 'desktop-similar-tales');
    expect(problems).toEqual([]);
  });

  it('stacks the passages on a phone without scrolling sideways', async () => {
    const { page, problems } = await openReview(PHONE, COPY);
    await panel(page).getByRole('article', { name: ORIGINAL }).waitFor();
    await panel(page).scrollIntoViewIfNeeded();
    const { left, right } = await firstPassageSides(page);
    expect(right.y).toBeGreaterThanOrEqual(left.y + left.height);
    expect(Math.abs(right.x - left.x)).toBeLessThan(2);
    await expectFits(page);
    await expectAccessible(page, 'similar tales, phone');
    await saveScreenshot(page, 'phone-similar-tales');
    expect(problems).toEqual([]);
  });

  it('says so when no older tale resembles the tale: same hero and formulas are no copy', async () => {
    const { page, problems } = await openReview(PHONE, OTHER);
    await expect
      .poll(() => panel(page).getByTestId('similar-tales-empty').textContent(), SLOW)
      .toBe('Arşivde bu masala benzeyen daha eski bir masal bulunmadı.');
    expect(await panel(page).getByRole('article').count()).toBe(0);
    await expectFits(page);
    await expectAccessible(page, 'similar tales, none');
    await saveScreenshot(page, 'phone-similar-tales-none');
    expect(problems).toEqual([]);
  });
});
