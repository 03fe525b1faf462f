import type { AuthUser, MeAnswer } from '@masal/shared';
import type { AlertColor } from '@mui/material/Alert';
import { createExternalStore } from '../components/external-store.ts';
import { showToast } from '../components/toast-store.ts';

/** localStorage keys of seed §3: the user and the token are kept in local storage. */
const USER_KEY = 'authUser';
const TOKEN_KEY = 'token';

interface SessionState {
  authUser: AuthUser | null;
  token: string | null;
  /** Pending auth requests; the loader shows while it is above 0. */
  loading: number;
  /** A stored user not yet checked against the server on this load (refreshStoredUser): roles may be stale. */
  unchecked: boolean;
}

function readStored(): Pick<SessionState, 'authUser' | 'token'> {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const raw = localStorage.getItem(USER_KEY);
    const authUser = raw ? (JSON.parse(raw) as AuthUser) : null;
    if (!token || !authUser || typeof authUser.userId !== 'number') return { authUser: null, token: null };
    return { authUser, token };
  } catch {
    return { authUser: null, token: null };
  }
}

const stored = readStored();
const store = createExternalStore<SessionState>({ ...stored, loading: 0, unchecked: stored.token !== null });

export const getToken = () => store.get().token;
export const useAuthUser = () => store.useStore((s) => s.authUser);
export const useLoading = () => store.useStore((s) => s.loading > 0);
export const useUserUnchecked = () => store.useStore((s) => s.unchecked);
export const isUserUnchecked = () => store.get().unchecked;

export function startSession(authUser: AuthUser, token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(authUser));
  store.set({ authUser, token });
}

export function updateAuthUser(authUser: AuthUser): void {
  if (!store.get().token) return;
  localStorage.setItem(USER_KEY, JSON.stringify(authUser));
  store.set({ authUser });
}

let refreshed: Promise<void> | undefined;
/** What GET /v1/auth/me answers, as the API client's result (the session sits below the client, so no import). */
export type MeResult = { ok: true; data: MeAnswer } | { ok: false };

/**
 * Once per page load, the stored user replaced by the server's (GET /v1/auth/me): roles an admin changed,
 * or a name or IBAN saved elsewhere, show in the menu and the bank-details tip from this load on. `fetchMe`
 * is authApi.me, handed in by the shell. A sign-out or another account's sign-in meanwhile keeps what it
 * stored; a 403 ends the session in the API client as for any call.
 */
export function refreshStoredUser(fetchMe: () => Promise<MeResult>): Promise<void> {
  refreshed ??= (async () => {
    const token = store.get().token;
    try {
      if (!token) return;
      const result = await fetchMe();
      if (result.ok && result.data.user && store.get().token === token) updateAuthUser(result.data.user);
    } finally {
      store.set({ unchecked: false });
    }
  })();
  return refreshed;
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  store.set({ authUser: null, token: null });
}

export function startLoading(): void {
  store.set((s) => ({ loading: s.loading + 1 }));
}

export function stopLoading(): void {
  store.set((s) => ({ loading: Math.max(0, s.loading - 1) }));
}

/** The toast topic of auth outcomes (sign-in, sign-up, activation, password). */
export const AUTH_TOPIC = 'auth';
/**
 * Shows an auth outcome as a toast. Every auth outcome replaces the previous one, so a lock (429)
 * is not hidden behind earlier "wrong password" messages and a success clears the failure before it.
 */
export function showAlert(message: string, severity: AlertColor): void {
  showToast(message, severity, AUTH_TOPIC);
}

// Another tab signing in or out keeps this one in step.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === TOKEN_KEY || e.key === USER_KEY || e.key === null) store.set(readStored());
  });
}
