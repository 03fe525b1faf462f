/** One server and one browser per spec file; helpers for what every spec does. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

export interface E2e {
  server: RunningServer;
  browser: Browser;
  /** A fresh context (own localStorage) with a page that records CSP violations and page errors. */
  newPage(): Promise<{ context: BrowserContext; page: Page; problems: string[] }>;
  close(): Promise<void>;
}

export async function openE2e(): Promise<E2e> {
  const server = await startServer();
  const browser = await launchBrowser();
  return {
    server,
    browser,
    async newPage() {
      const context = await browser.newContext({ baseURL: server.url, locale: 'tr-TR' });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      return { context, page, problems };
    },
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}

/** Signs in through the form on the main page. */
export async function signInThroughForm(page: Page, login: string, password: string) {
  await page.goto('/');
  await page.locator('input[name="email"]').fill(login);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL(/\/masal\/sample-page/);
}
