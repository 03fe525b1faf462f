/** The page's clock (Playwright's, installed before the page loads) held still, for delays checked to the millisecond. */
import type { Page } from 'playwright-core';

/**
 * Stops the page's clock a second ahead of its now: from here on its timers fire only as the test runs the
 * clock on (`page.clock.runFor`), until `page.clock.resume()`.
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
}
