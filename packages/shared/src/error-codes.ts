/**
 * The machine-readable `code` of every error answer (beside its Turkish `message`): clients branch on
 * it, never on the status alone or on the body's shape. No zod here, so the web app's first page can
 * import it cheaply; the answer's schema is in schemas/error.ts.
 */
import { MSG } from './messages.ts';

export const ERROR_CODES = [
  /** 400: a field or the request is refused; `errors` lists the fields. */
  'VALIDATION',
  /** 401: signed in, but not allowed. */
  'NOT_ALLOWED',
  /** 403: no, invalid, expired or revoked session. */
  'SESSION_REQUIRED',
  /** 403: a signed file path that is forged or has expired (the session itself is fine). */
  'LINK_EXPIRED',
  'NOT_FOUND',
  /** 409: a duplicate (e-mail, TC Kimlik No). */
  'CONFLICT',
  /** 409: an update based on an older version; the answer carries the current record. */
  'STALE_VERSION',
  /** 409: the record's workflow state does not allow the change (e.g. the owner editing a submitted tale). */
  'WRONG_STATE',
  /** 413: a file, or the request body, beyond its limit. */
  'TOO_LARGE',
  /** 413: more files in one upload than allowed. */
  'TOO_MANY_FILES',
  /** 415: a file (or body) of a type that is not accepted. */
  'UNSUPPORTED_TYPE',
  /** 460 (tus checksum extension): a resumable upload's part does not match its Upload-Checksum; send it again. */
  'CHECKSUM_MISMATCH',
  /** 429: too many attempts (per address, or a locked account). */
  'TOO_MANY_REQUESTS',
  'SERVER_ERROR',
  /** 503 (or a proxy's 502/504): the database or the server is out of reach for now; the same request may succeed soon. */
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (v: unknown): v is ErrorCode => (ERROR_CODES as readonly unknown[]).includes(v);

/** The code of an answer that carries none (a framework's or a proxy's), from its status. */
export function codeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'NOT_ALLOWED';
    case 403:
      return 'SESSION_REQUIRED';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_TYPE';
    case 460:
      return 'CHECKSUM_MISMATCH';
    case 429:
      return 'TOO_MANY_REQUESTS';
    case 502:
    case 503:
    case 504:
      return 'UNAVAILABLE';
    default:
      return status >= 500 ? 'SERVER_ERROR' : 'VALIDATION';
  }
}

/** The message of a code when the answer brings none of its own. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION: MSG.validationFailed,
  NOT_ALLOWED: MSG.unauthorized,
  SESSION_REQUIRED: MSG.sessionExpired,
  LINK_EXPIRED: MSG.linkExpired,
  NOT_FOUND: MSG.notFound,
  CONFLICT: MSG.conflict,
  STALE_VERSION: MSG.conflict,
  WRONG_STATE: MSG.taleNotEditable,
  TOO_LARGE: MSG.tooLarge,
  TOO_MANY_FILES: MSG.tooManyFiles,
  UNSUPPORTED_TYPE: MSG.unsupportedType,
  CHECKSUM_MISMATCH: MSG.checksumMismatch,
  TOO_MANY_REQUESTS: MSG.tooManyAttempts,
  SERVER_ERROR: MSG.serverError,
  UNAVAILABLE: MSG.serviceUnavailable,
};
