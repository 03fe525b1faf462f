/**
 * One error model: services throw these; the errors plugin answers `{status:false, code, message, errors?}`
 * with the status codes of decisions.md. The code (ERROR_CODES in @masal/shared) is what clients branch on.
 */
import { type ErrorCode, type FieldError, MSG } from '@masal/shared';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    /** More fields of the answer, e.g. the newer tale of a stale update. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** 400: validation failed or a request the rules refuse. */
export class Invalid extends AppError {
  constructor(message: string = MSG.validationFailed, errors?: FieldError[]) {
    super(400, 'VALIDATION', message, errors);
  }
}
/** 401: signed in, but not allowed. */
export class NotAllowed extends AppError {
  constructor(message: string = MSG.unauthorized) {
    super(401, 'NOT_ALLOWED', message);
  }
}
/** 403: no, invalid, expired or revoked session. */
export class SessionRequired extends AppError {
  constructor() {
    super(403, 'SESSION_REQUIRED', MSG.sessionExpired);
  }
}
export class NotFound extends AppError {
  constructor(message: string = MSG.notFound) {
    super(404, 'NOT_FOUND', message);
  }
}
/** 409: the update was based on an older version; `extra` carries the record as it is now. */
export class StaleVersion extends AppError {
  constructor(message: string, extra: Record<string, unknown>) {
    super(409, 'STALE_VERSION', message, undefined, extra);
  }
}
/** 409: the record's workflow state does not allow this change (for anyone who may otherwise make it). */
export class WrongState extends AppError {
  constructor(message: string = MSG.taleNotEditable) {
    super(409, 'WRONG_STATE', message);
  }
}
/** 409: a duplicate or a change the record's links forbid (an institution's name, one people belong to). */
export class Conflict extends AppError {
  constructor(message: string) {
    super(409, 'CONFLICT', message);
  }
}
export class TooMany extends AppError {
  constructor(message: string = MSG.tooManyAttempts) {
    super(429, 'TOO_MANY_REQUESTS', message);
  }
}
/** 413: a file beyond MAX_UPLOAD_MB (or the request's own limit). */
export class TooLarge extends AppError {
  constructor(message: string = MSG.tooLarge) {
    super(413, 'TOO_LARGE', message);
  }
}
/** 415: a file whose bytes are not of an allowed type. */
export class UnsupportedType extends AppError {
  constructor(message: string = MSG.unsupportedType) {
    super(415, 'UNSUPPORTED_TYPE', message);
  }
}
/** 460 (tus checksum extension): the bytes of a resumable upload's PATCH do not match its Upload-Checksum. */
export class ChecksumMismatch extends AppError {
  constructor() {
    super(460, 'CHECKSUM_MISMATCH', MSG.checksumMismatch);
  }
}
