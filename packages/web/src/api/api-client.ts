/**
 * The one HTTP client of the web app. It adds the session token and maps failed answers to the
 * behaviour of seed §8 in one place, by the answer's `code` (ERROR_CODES of @masal/shared; an answer
 * without one, e.g. a proxy's, gets the code of its status):
 * - SESSION_REQUIRED (403): 'Oturmun süresi doldu…', stored user and token cleared, back to the main page;
 * - NOT_ALLOWED (401): 'Yetkisiz erişim', to /401, a failed result with that message;
 * - VALIDATION (400): the message as a toast; field errors handed back to the form;
 * - CONFLICT, STALE_VERSION, WRONG_STATE, TOO_LARGE, TOO_MANY_FILES, UNSUPPORTED_TYPE,
 *   TOO_MANY_REQUESTS, LINK_EXPIRED: the server's message as a toast, a failed result;
 * - UNAVAILABLE (503, the database or the server out of reach for a moment; a proxy's 502/504): the message
 *   as a toast where the user is, a failed result — nothing typed is lost; a caller that handles NETWORK gets
 *   NETWORK instead, and keeps the work on the device as it does without a connection;
 * - NOT_FOUND, SERVER_ERROR and NETWORK (no answer at all): to /masal/404 — except NETWORK while the browser
 *   says it is offline: the app opens without a network (its service worker), so the page stays with a
 *   warning and loads its data when the network returns.
 * Auth calls (`mode: 'auth'`) instead show the server's message as an error toast, whatever the code.
 * `handles: ['NETWORK', 'STALE_VERSION']` lets a caller answer those codes itself: no toast, no
 * navigation, just the failed result — the tale form keeps its page and says the work is kept locally.
 * Each call of the server is declared once, with its options, in its area's `features/<area>/<area>-api.ts`
 * (call-declarations.test.ts holds that), so every caller of a call gets the same policy.
 */
import { PRODUCT_PATH } from '@masal/shared/constants';
import { codeOfStatus, ERROR_MESSAGES, type ErrorCode, isErrorCode } from '@masal/shared/error-codes';
import { MSG } from '@masal/shared/messages';
import type { FieldError } from '@masal/shared/schemas/error';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { showToast } from '../components/toast-store.ts';
import { MAIN_PAGE, NOT_FOUND_PAGE, setInitialUrl, UNAUTHORIZED_PAGE } from '../navigation/pages.ts';
import { clearSession, getToken, showAlert, startLoading, stopLoading } from '../session/session-store.ts';

export const API_BASE = '/v1';

/** The server's codes, and NETWORK for a request that got no answer (status 0). */
export type FailureCode = ErrorCode | 'NETWORK';

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; code: FailureCode; message: string; errors: FieldError[]; body?: unknown };

/**
 * - app: the mapping above (default);
 * - auth: sign-in, sign-up, password and activation calls: error toast with the server's message;
 * - background: a 403 ends the session as usual, anything else is silent (session refresh on load);
 * - quiet: no side effects at all; the caller shows its own error (pickers, footer, sign-out).
 */
type ApiMode = 'app' | 'auth' | 'background' | 'quiet';

export interface RequestOptions {
  body?: unknown;
  mode?: ApiMode;
  /** Show the loader while the request runs (auth requests, seed §4). */
  loader?: boolean;
  /**
   * Codes the caller shows itself: a failed result without toast or navigation. SESSION_REQUIRED
   * and NOT_ALLOWED still end the session or go to /401.
   */
  handles?: readonly FailureCode[];
}

type Navigate = (to: string, options?: { replace?: boolean }) => void;
let navigate: Navigate = (to) => window.location.assign(to);
let currentPath = () => window.location.pathname + window.location.search;

/** Called once at start with the router's navigation, so the client can move the user. */
export function configureApiClient(options: { navigate: Navigate; currentPath?: () => string }): void {
  navigate = options.navigate;
  if (options.currentPath) currentPath = options.currentPath;
}

/** One warning however many of a page's calls find no network. */
const OFFLINE_TOPIC = 'offline';

/** Codes whose message is shown where the user is; the others (NOT_FOUND, SERVER_ERROR, NETWORK) lead to /masal/404. */
const SHOWN_IN_PLACE: ReadonlySet<FailureCode> = new Set<FailureCode>([
  'VALIDATION',
  'CONFLICT',
  'STALE_VERSION',
  'WRONG_STATE',
  'TOO_LARGE',
  'TOO_MANY_FILES',
  'UNSUPPORTED_TYPE',
  'TOO_MANY_REQUESTS',
  'LINK_EXPIRED',
  'UNAVAILABLE',
]);

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The answer's code; one without a (known) code gets the code of its status. */
export function failureCode(status: number, body: unknown): FailureCode {
  if (status === 0) return 'NETWORK';
  const code = (body as { code?: unknown } | null)?.code;
  return isErrorCode(code) ? code : codeOfStatus(status);
}

function messageOf(body: unknown, code: FailureCode): string {
  const m = (body as { message?: unknown } | null)?.message;
  if (typeof m === 'string' && m.trim()) return m;
  return code === 'NETWORK' ? MSG.serverError : ERROR_MESSAGES[code];
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
function endExpiredSession(): void {
  const here = currentPath();
  if (here.startsWith(`${PRODUCT_PATH}/`) && !here.startsWith(NOT_FOUND_PAGE)) setInitialUrl(here);
  clearSession();
  showToast(MSG.sessionExpired, 'warning');
  navigate(MAIN_PAGE, { replace: true });
}

/** `body` is the failed answer itself, e.g. the newer tale of a STALE_VERSION. */
function fail<T>(
  status: number,
  code: FailureCode,
  message: string,
  errors: FieldError[] = [],
  body?: unknown,
): ApiResult<T> {
  return { ok: false, status, code, message, errors, body };
}

/** The mapping above for an answer that did not come through `request`, e.g. an upload's XMLHttpRequest. */
export function handleFailure<T>(status: number, body: unknown, options: RequestOptions): ApiResult<T> {
  const mode = options.mode ?? 'app';
  const code = failureCode(status, body);
  const message = messageOf(body, code);
  const errors = errorsOf(body);

  if (mode === 'quiet') return fail(status, code, message, errors, body);

  if (mode === 'auth') {
    showAlert(message, 'error');
    return fail(status, code, message, errors);
  }

  if (code === 'SESSION_REQUIRED') {
    endExpiredSession();
    return fail(status, code, MSG.sessionExpired);
  }
  if (code === 'NOT_ALLOWED') {
    showToast(MSG.unauthorized, 'error');
    navigate(UNAUTHORIZED_PAGE);
    return fail(status, code, MSG.unauthorized);
  }
  if (options.handles?.includes(code)) return fail(status, code, message, errors, body);
  // For the person, a server that cannot answer now is a connection that failed: the same care for their work.
  if (code === 'UNAVAILABLE' && options.handles?.includes('NETWORK')) return fail(status, 'NETWORK', message);
  if (mode === 'background') return fail(status, code, message, errors);
  if (code === 'NETWORK' && typeof navigator !== 'undefined' && navigator.onLine === false) {
    showToast(MSG.offlinePage, 'warning', OFFLINE_TOPIC);
    return fail(status, code, MSG.offlinePage);
  }

  if (SHOWN_IN_PLACE.has(code)) {
    showToast(message, 'error');
    return fail(status, code, message, errors, body);
  }
  navigate(NOT_FOUND_PAGE);
  return fail(status, code, message, errors);
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
  // Multipart as it is: the browser writes its Content-Type with the boundary.
  if (options.body instanceof FormData) init.body = options.body;
  else if (options.body !== undefined) {
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

/** As applyFieldErrors; a refusal that names none of the fields goes to the form's root (shown above them). */
export function applyServerErrors<F extends FieldValues>(
  result: ApiResult<unknown>,
  setError: UseFormSetError<F>,
  fields: readonly string[],
): void {
  if (result.ok) return;
  applyFieldErrors(result, setError, fields);
  if (!result.errors.some((e) => fields.includes(e.field))) setError('root', { message: result.message });
}

/** For TanStack Query: the data of a successful result, or a thrown error with the message. */
export async function unwrap<T>(promise: Promise<ApiResult<T>>): Promise<T> {
  const result = await promise;
  if (!result.ok) throw new Error(result.message);
  return result.data;
}
