/**
 * Playwright's 'networkidle' waits a fixed 500 ms after the last request, on every screen a spec visits;
 * `networkQuiet` waits for the same condition — nothing in flight — but only for a short quiet spell,
 * counted from the page's own request events (so a request that started before the call is seen too).
 */
import type { Page } from 'playwright-core';

/** Long enough for a response's follow-up request (a dependent query, an image, a font) to have started. */
const QUIET_MS = 150;

interface Tracker {
  inFlight: number;
  lastChange: number;
}

const trackers = new WeakMap<Page, Tracker>();

/** Counts the page's requests in flight from now on; every page of `e2e.newPage` is tracked. */
export function trackRequests(page: Page): void {
  const tracker: Tracker = { inFlight: 0, lastChange: Date.now() };
  const settled = () => {
    tracker.inFlight = Math.max(0, tracker.inFlight - 1);
    tracker.lastChange = Date.now();
  };
  page.on('request', () => {
    tracker.inFlight += 1;
    tracker.lastChange = Date.now();
  });
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  trackers.set(page, tracker);
}

/** Resolves once none of the page's requests has been in flight for QUIET_MS. */
export async function networkQuiet(page: Page, timeoutMs = 30_000): Promise<void> {
  const tracker = trackers.get(page);
  if (!tracker) throw new Error('networkQuiet: open the page with e2e.newPage so its requests are counted');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const quietFor = Date.now() - tracker.lastChange;
    if (tracker.inFlight === 0 && quietFor >= QUIET_MS) return;
    if (Date.now() > deadline) throw new Error(`networkQuiet: ${tracker.inFlight} requests still in flight`);
    await new Promise((resolve) => setTimeout(resolve, tracker.inFlight === 0 ? QUIET_MS - quietFor : 25));
  }
}
