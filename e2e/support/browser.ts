/** Debian's Chromium driven by playwright-core; no browser is downloaded. */
import { type Browser, chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium keeps only the last --disable-features it is given, so playwright-core's own list (its
 * `chromiumSwitches`, as of the locked version) is repeated here with two features of Chromium 156 added: the
 * omnibox's popups drawn as web pages, which start a renderer of their own for every new context (every window)
 * and took a tenth of the browser suite's CPU for a browser nobody types an address into.
 */
const DISABLED_FEATURES = [
  // playwright-core's
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  // ours
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--disable-features=${DISABLED_FEATURES.join(',')}`,
    ],
  });
}

let shared: Promise<Browser> | undefined;

/**
 * The worker's Chromium, launched once for every spec file the worker runs (one after another in one process:
 * isolate is off): a launch cost ~2 CPU-s and 7 s at load 13, once per file. Each file closes the contexts it
 * opened; Playwright closes the browser when the worker process ends. A browser that went away is launched again.
 */
export function workerBrowser(): Promise<Browser> {
  if (!shared) {
    const launched = launchBrowser();
    shared = launched;
    launched.then(
      (browser) =>
        browser.on('disconnected', () => {
          if (shared === launched) shared = undefined;
        }),
      () => {
        if (shared === launched) shared = undefined;
      },
    );
  }
  return shared;
}
