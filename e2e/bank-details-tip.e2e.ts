/**
 * The bank-details tip (seed §2): shown 1000 ms after entering to every user
 * who lacks bank details — staff too, who have their own payments — in the page's flow so it never covers the
 * tale form's buttons; and once closed, not again on that device (for a week).
 */
import { BANK_TIP_DELAY_MS } from '@masal/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiSession,
  signInAdminWithApi,
  signInNewWriterWithApi,
  useSession,
} from './support/api-session.ts';
import { animationsDone } from './support/axe.ts';
import { DESKTOP, PHONE } from './support/layout-checks.ts';
import { bankTip } from './support/screen.ts';
import { type E2e, openE2e } from './support/session.ts';

let e2e: E2e;
let writer: ApiSession;
let admin: ApiSession;
beforeAll(async () => {
  e2e = await openE2e();
  writer = await signInNewWriterWithApi(e2e.server);
  admin = await signInAdminWithApi(e2e.server);
});
afterAll(async () => {
  await e2e?.close();
});

/** A signed-in page whose timers only run when the test moves the clock on. */
async function pageWithClock(session: ApiSession) {
  const opened = await e2e.newPage();
  await useSession(opened.context, session);
  await opened.page.clock.install();
  return opened;
}

/** Opens `path` and lets more than the tip's delay pass. */
async function openAndWait(page: Page, path: string) {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  await page.clock.runFor(BANK_TIP_DELAY_MS * 2);
}

describe('bank-details tip', () => {
  it.each([DESKTOP, PHONE])('never overlaps the tale form’s action bar at $width px', async (viewport) => {
    const { page, problems } = await e2e.openAs(writer, viewport, '/masal/taleSave');
    // Fully open: the tip slides in, pushing the form down.
    await bankTip(page).waitFor();
    await animationsDone(page);
    const submit = page.getByRole('button', { name: 'Gönder', exact: true });
    const bar = page.locator('.MuiPaper-root').filter({ has: submit }).last();
    for (const scroll of ['top', 'bottom'] as const) {
      await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.body.scrollHeight), scroll);
      const [a, b] = [await bankTip(page).boundingBox(), await bar.boundingBox()];
      if (!a || !b) throw new Error('tip or action bar not laid out');
      const overlap =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlap, `tip ${JSON.stringify(a)} over action bar ${JSON.stringify(b)} (${scroll})`).toBe(
        false,
      );
    }
    expect(problems).toEqual([]);
  });

  it('is shown to staff without bank details too (an admin here), not only to compilers', async () => {
    const asAdmin = await pageWithClock(admin);
    await openAndWait(asAdmin.page, '/masal/sample-page');
    expect(await bankTip(asAdmin.page).count()).toBe(1);

    const asWriter = await pageWithClock(writer);
    await openAndWait(asWriter.page, '/masal/sample-page');
    expect(await bankTip(asWriter.page).count()).toBe(1);
  });

  it('stays closed after a reload once the compiler closed it', async () => {
    const { page, problems } = await pageWithClock(writer);
    await openAndWait(page, '/masal/sample-page');
    await bankTip(page).getByRole('button', { name: 'Kapat' }).click();
    // The page's clock moves only when the test moves it: on a busy machine the closing transition's timer may be
    // set after a first step, so the clock is moved on until the tip is gone.
    await expect
      .poll(async () => {
        await page.clock.runFor(500);
        return bankTip(page).count();
      })
      .toBe(0);

    await page.reload();
    await page.locator('h1').first().waitFor();
    await page.clock.runFor(BANK_TIP_DELAY_MS * 2);
    expect(await bankTip(page).count()).toBe(0);
    // Remembered for this user on this device, with the moment it was closed.
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('masal.bankTip')),
    );
    expect(stored).toHaveLength(1);
    expect(problems).toEqual([]);
  });
});
