/** What "fits the window" means for a screen: no sideways scroll, every control inside the window. */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Gitignored; the specs write what they saw here, to be looked at by a person. */
const SCREENSHOT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../screenshots');

export interface Viewport {
  name: string;
  width: number;
  height: number;
}
export const PHONE: Viewport = { name: 'phone', width: 390, height: 844 };
export const DESKTOP: Viewport = { name: 'desktop', width: 1280, height: 800 };
/** The ends of the range no screen may scroll sideways in. */
export const NARROWEST: Viewport = { name: 'narrowest', width: 320, height: 640 };
export const WIDEST: Viewport = { name: 'widest', width: 1920, height: 1080 };

/** The theme customizer remembers its choices under this key (packages/web/src/theme/theme-settings.ts). */
const THEME_KEY = 'masal.theme';

/** Opens every page of the context right-to-left (or left-to-right), as the customizer's toggle would. */
export async function useDirection(context: BrowserContext, rtl: boolean): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      localStorage.setItem(key, JSON.stringify({ rtl: value }));
    },
    [THEME_KEY, rtl] as const,
  );
}

/** Opens every page of the context in the customizer's dark theme and/or right-to-left. */
export async function useTheme(
  context: BrowserContext,
  settings: { dark?: boolean; rtl?: boolean },
): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      localStorage.setItem(key, value);
    },
    [THEME_KEY, JSON.stringify(settings)] as const,
  );
}

export interface Fit {
  scrollWidth: number;
  innerWidth: number;
  scrollX: number;
  /** Visible controls that stick out of the window sideways, e.g. `button "Sil" 372..451`. */
  outside: string[];
}

/** Measures the document and every visible control (buttons, links, fields) against the window's width. */
export function measureFit(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const outside: string[] = [];
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea'),
    )) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      // Off screen on purpose (the skip link until focused, visually hidden inputs).
      if (box.bottom <= 0 || el.closest('[aria-hidden="true"]')) continue;
      if (box.left < -1 || box.right > width + 1) {
        const name = (
          el.getAttribute('aria-label') ??
          el.textContent ??
          el.getAttribute('name') ??
          ''
        ).trim();
        outside.push(
          `${el.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.left)}..${Math.round(box.right)}`,
        );
      }
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: width,
      scrollX: window.scrollX,
      outside,
    };
  });
}

/** The page fits its window: nothing sticks out sideways and the document does not scroll sideways. */
export async function expectFits(page: Page): Promise<void> {
  // Right after a resize, a toast or a bar still sliding to its new place is briefly outside: a real overflow
  // stays, so the check waits for the layout to settle (up to poll's second) before it fails.
  await expect.poll(async () => (await measureFit(page)).outside).toEqual([]);
  const fit = await measureFit(page);
  expect(fit.scrollWidth).toBeLessThanOrEqual(fit.innerWidth);
}

export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // A page shot while scrolled draws the fixed app bar where the window was, over the content mid-page.
  await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
  await page.waitForFunction(() => window.scrollY === 0);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** A dialog is fixed to the viewport, so it is shot as the screen shows it, not the whole page. */
export async function saveViewportShot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}
