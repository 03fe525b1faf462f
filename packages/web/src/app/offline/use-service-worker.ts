/**
 * The service worker (src/service-worker/) is registered by the signed-in area's layout, after the page has
 * loaded: neither this module nor workbox-window is in the sign-in page's download. The worker is told who is
 * signed in, so it keeps only that person's own tales; at sign-out (or when the session ends) those leave the
 * device at once.
 */
import { useEffect } from 'react';
import { OWN_TALES_CACHE, ownerMessage } from '../../service-worker/worker-protocol.ts';
import { useAuthUser } from '../../session/session-store.ts';

/** The built app only: the dev server has no worker to register. */
const WORKER_URL = import.meta.env.PROD ? '/service-worker.js' : null;

let workbox: Promise<import('workbox-window').Workbox | null> | undefined;

function register(url: string): Promise<import('workbox-window').Workbox | null> {
  workbox ??= import('workbox-window')
    .then(async ({ Workbox }) => {
      const wb = new Workbox(url);
      await wb.register();
      return wb;
    })
    // A browser that refuses workers (private mode, a blocked context) still has the whole online portal.
    .catch(() => null);
  return workbox;
}

/** Sign-out: the person's own tales leave the device (the layout may be gone before its effect would run). */
export async function forgetOwnTales(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(OWN_TALES_CACHE).catch(() => false);
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  registration?.active?.postMessage(ownerMessage(null));
}

export function useServiceWorker(): void {
  const userId = useAuthUser()?.userId ?? null;
  useEffect(() => {
    if (userId === null) {
      void forgetOwnTales();
      return;
    }
    if (!WORKER_URL || !('serviceWorker' in navigator)) return;
    void register(WORKER_URL).then((wb) => wb?.messageSW(ownerMessage(userId)).catch(() => undefined));
  }, [userId]);
}
