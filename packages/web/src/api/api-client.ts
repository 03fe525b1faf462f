/**
 * The one HTTP client of the web app. It adds the session token and maps failed answers to the
 * behaviour of seed §8 in one place:
 * - 403 (no, invalid or expired session): 'Oturmun süresi doldu…', stored user and token cleared,
 *   back to the main page;
 * - 401 (signed in, not allowed): 'Yetkisiz erişim', to /401, a failed result with that message;
 * - 400 (validation): the message as a toast; field errors handed back to the form;
 * - 409 / 413 / 415 / 429: the server's message as a toast, a failed result;
 * - 404, 5xx and network failures: to /masal/404.
 * Auth calls (`mode: 'auth'`) instead show the server's message as an error toast, whatever the status.
 * `handles: [0, 409]` lets a caller answer those statuses itself (0 = network failure): no toast, no
 * navigation, just the failed result — the tale form keeps its page and says the work is kept locally.
 */
import { PRODUCT_PATH } from '@masal/shared/constants';
import { MSG } from '@masal/shared/messages';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { MAIN_PAGE, NOT_FOUND_PAGE, setInitialUrl, UNAUTHORIZED_PAGE } from '../app/navigation.ts';
import { clearSession, getToken, showAlert, startLoading, stopLoading } from '../app/session-store.ts';
import { showToast } from '../components/toast-store.ts';

export const API_BASE = '/v1';

export interface FieldError {
  field: string;
  message: string;
}

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string; errors: FieldError[]; body?: unknown };

/**
 * - app: the mapping above (default);
 * - auth: sign-in, sign-up, password and activation calls: error toast with the server's message;
 * - background: a 403 ends the session as usual, anything else is silent (session refresh on load);
 * - quiet: no side effects at all; the caller shows its own error (pickers, footer, sign-out).
 */
export type ApiMode = 'app' | 'auth' | 'background' | 'quiet';

export interface RequestOptions {
  body?: unknown;
  mode?: ApiMode;
  /** Show the loader while the request runs (auth requests, seed §4). */
  loader?: boolean;
  /** Auth mode: how long the message stays the session's alert message (seed §4). */
  alertClearMs?: number;
  /**
   * Statuses the caller shows itself (0 = network failure): a failed result without toast or
   * navigation. 403 and 401 still end the session or go to /401.
   */
  handles?: readonly number[];
}

type Navigate = (to: string, options?: { replace?: boolean }) => void;
let navigate: Navigate = (to) => window.location.assign(to);
let currentPath = () => window.location.pathname + window.location.search;

/** Called once at start with the router's navigation, so the client can move the user. */
export function configureApiClient(options: { navigate: Navigate; currentPath?: () => string }): void {
  navigate = options.navigate;
  if (options.currentPath) currentPath = options.currentPath;
}

const FALLBACK_MESSAGE: Record<number, string> = {
  400: MSG.validationFailed,
  401: MSG.unauthorized,
  403: MSG.sessionExpired,
  404: MSG.notFound,
  409: MSG.conflict,
  413: MSG.tooLarge,
  415: MSG.unsupportedType,
  429: MSG.tooManyAttempts,
};

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function messageOf(body: unknown, status: number): string {
  const m = (body as { message?: unknown } | null)?.message;
  return typeof m === 'string' && m.trim() ? m : (FALLBACK_MESSAGE[status] ?? MSG.serverError);
}

function errorsOf(body: unknown): FieldError[] {
  const list = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (e): e is FieldError =>
      typeof e === 'object' && e !== null && typeof e.field === 'string' && typeof e.message === 'string',
  );
}

/** Seed §8, 403: the session is over. */
export function endExpiredSession(): void {
  const here = currentPath();
  if (here.startsWith(`${PRODUCT_PATH}/`) && !here.startsWith(NOT_FOUND_PAGE)) setInitialUrl(here);
  clearSession();
  showToast(MSG.sessionExpired, 'warning');
  navigate(MAIN_PAGE, { replace: true });
}

/** `body` is the failed answer itself, e.g. the newer tale of a 409. */
function fail<T>(status: number, message: string, errors: FieldError[] = [], body?: unknown): ApiResult<T> {
  return { ok: false, status, message, errors, body };
}

/** The mapping above for an answer that did not come through `request`, e.g. an upload's XMLHttpRequest. */
export function handleFailure<T>(status: number, body: unknown, options: RequestOptions): ApiResult<T> {
  const mode = options.mode ?? 'app';
  const message = status === 0 ? MSG.serverError : messageOf(body, status);
  const errors = errorsOf(body);

  if (mode === 'quiet') return fail(status, message, errors, body);

  if (mode === 'auth') {
    showAlert(message, 'error', options.alertClearMs ?? 3000);
    return fail(status, message, errors);
  }

  if (status === 403) {
    endExpiredSession();
    return fail(status, MSG.sessionExpired);
  }
  if (status === 401) {
    showToast(MSG.unauthorized, 'error');
    navigate(UNAUTHORIZED_PAGE);
    return fail(status, MSG.unauthorized);
  }
  if (options.handles?.includes(status)) return fail(status, message, errors, body);
  if (mode === 'background') return fail(status, message, errors);

  if (status === 400 || status === 409 || status === 413 || status === 415 || status === 429) {
    showToast(message, 'error');
    return fail(status, message, errors, body);
  }
  navigate(NOT_FOUND_PAGE);
  return fail(status, message, errors);
}

export async function request<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method, headers };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (options.loader) startLoading();
  try {
    let response: Response;
    try {
      response = await fetch(`${API_BASE}${path}`, init);
    } catch {
      return handleFailure<T>(0, null, options);
    }
    const body = await readBody(response);
    if (!response.ok) return handleFailure<T>(response.status, body, options);
    // An answer of {status:false} with a 2xx code is still a failure for the caller.
    if ((body as { status?: unknown } | null)?.status === false) {
      return handleFailure<T>(400, body, options);
    }
    return { ok: true, status: response.status, data: body as T };
  } finally {
    if (options.loader) stopLoading();
  }
}

/** Puts the field errors of a 400 answer under the form's fields. */
export function applyFieldErrors<F extends FieldValues>(
  result: ApiResult<unknown>,
  setError: UseFormSetError<F>,
  fields: readonly string[],
): void {
  if (result.ok) return;
  for (const e of result.errors) {
    if (fields.includes(e.field)) setError(e.field as Path<F>, { type: 'server', message: e.message });
  }
}
