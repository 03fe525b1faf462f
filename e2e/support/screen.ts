/** The parts of the app's frame the specs look for on every screen: toasts, dialogs, the bank-details tip. */
import { BANK_TIP_DELAY_MS } from '@masal/shared';
import type { Page } from 'playwright-core';

/** For a poll or wait on the server's answer (a decision, a save): within seconds, even on a busy machine. */
export const SLOW = { timeout: 30_000 };

export const toast = (page: Page) => page.getByTestId('toast');

/** The topmost dialog: a confirmation opens over the dialog that asked for it. */
export const dialog = (page: Page) => page.getByRole('dialog').last();

export const bankTip = (page: Page) => page.getByTestId('bank-tip');

/**
 * Reloads `page` with its clock under the test's hand and, once `loaded` holds (a later render than the
 * frame's, so the tip's timer is set if it is to be), runs the clock past the tip's delay: every timer due by
 * then has fired, so a tip still absent afterwards is absent for good, not merely late.
 */
export async function reloadPastBankTipDelay(page: Page, loaded: () => Promise<unknown>): Promise<void> {
  await page.clock.install();
  await page.reload();
  await loaded();
  await page.clock.runFor(BANK_TIP_DELAY_MS * 2);
}

/** Closes the tip a compiler without bank details sees; `until`: wait for it to go (it pushes pages down). */
export async function dismissBankTip(page: Page, until?: 'hidden' | 'detached'): Promise<void> {
  const close = bankTip(page).getByRole('button', { name: 'Kapat' });
  await bankTip(page).waitFor();
  await close.click();
  if (!until) return;
  // On a starved machine (three browser suites at load 23) a click Playwright reported done once left the tip
  // open for 30 s. Closing it is bank-details-tip.e2e.ts's subject; here a click that did not take is given again.
  for (let attempt = 1; ; attempt++) {
    try {
      await bankTip(page).waitFor({ state: until, timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
    if (await close.isVisible()) await close.click({ timeout: 5_000 });
  }
}
