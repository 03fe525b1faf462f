/** One server per spec file and the worker's browser; helpers for what every spec does. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type ApiSession, callApi, signInAdminWithApi, useSession } from './api-session.ts';
import { workerBrowser } from './browser.ts';
import type { Viewport } from './layout-checks.ts';
import { trackRequests } from './network-quiet.ts';
import { type RunningServer, startServer } from './server.ts';

interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** CSP violations and page errors, in the order they happened. */
  problems: string[];
}

export interface E2e {
  server: RunningServer;
  browser: Browser;
  /** A fresh context (own localStorage) with a page that records CSP violations and page errors. */
  newPage(viewport?: Viewport): Promise<OpenedPage>;
  /** A fresh page at `viewport`, signed in as `session` without the form, at `path` when given. */
  openAs(session: ApiSession, viewport: Viewport, path?: string): Promise<OpenedPage>;
  /** A fresh page at `viewport`, signed in through the form as `account` (by default the admin). */
  signedIn(viewport: Viewport, account?: { email: string; password: string }): Promise<OpenedPage>;
  /**
   * The admin's screen at `path`, signed in through the API (admin-journey and admin-menu sign the admin
   * in through the form), once its title `heading` is shown.
   */
  adminScreen(viewport: Viewport, path: string, heading: string): Promise<OpenedPage>;
  /** One call to this server's API as `session` (null: signed out); anything but a 2xx throws. */
  api<T>(session: ApiSession | null, method: string, path: string, body?: object): Promise<T>;
  close(): Promise<void>;
}

/**
 * `serviceWorkers: 'allow'` lets the portal's service worker in. Other specs block it: it would download the whole
 * app into every new context's cache (its precache), seconds of a busy machine's CPU that a screen's spec does
 * not need, and requests it answers pass by `page.route`.
 */
export async function openE2e(
  env?: Record<string, string>,
  options: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<E2e> {
  const server = await startServer(env);
  const browser = await workerBrowser();
  const serviceWorkers = options.serviceWorkers ?? 'block';
  async function newPage(viewport?: Viewport): Promise<OpenedPage> {
    const context = await browser.newContext({ baseURL: server.url, locale: 'tr-TR', serviceWorkers });
    // Playwright's 30 s for a locator was too short for a lazy screen's first paint at load 17 on 2 cores; a wait
    // still ends at the first success, and the test's timeout (vitest.config.ts) stays the bound on a hang.
    context.setDefaultTimeout(60_000);
    const page = await context.newPage();
    trackRequests(page);
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    if (viewport) await page.setViewportSize({ width: viewport.width, height: viewport.height });
    return { context, page, problems };
  }
  async function openAs(session: ApiSession, viewport: Viewport, path?: string): Promise<OpenedPage> {
    const opened = await newPage(viewport);
    await useSession(opened.context, session);
    if (path) await opened.page.goto(path);
    return opened;
  }
  async function signedIn(viewport: Viewport, account = server.admin): Promise<OpenedPage> {
    const opened = await newPage(viewport);
    await signInThroughForm(opened.page, account.email, account.password);
    return opened;
  }
  return {
    server,
    browser,
    newPage,
    openAs,
    signedIn,
    async adminScreen(viewport, path, heading) {
      const opened = await openAs(await signInAdminWithApi(server), viewport, path);
      await opened.page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      return opened;
    },
    api: (session, method, path, body) => callApi(server, method, path, session?.token ?? null, body),
    async close() {
      // The browser stays for the worker's next file; every context in it is this file's (files run one at a time).
      await Promise.all(browser.contexts().map((context) => context.close()));
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
