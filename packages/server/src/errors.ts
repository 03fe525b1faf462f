/** One error model: services throw these; the errors plugin maps them to the status codes of decisions.md. */
import { MSG } from '@masal/shared';

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
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
    super(400, message, errors);
  }
}
/** 401: signed in, but not allowed. */
export class NotAllowed extends AppError {
  constructor(message: string = MSG.unauthorized) {
    super(401, message);
  }
}
/** 403: no, invalid, expired or revoked session. */
export class SessionRequired extends AppError {
  constructor() {
    super(403, MSG.sessionExpired);
  }
}
export class NotFound extends AppError {
  constructor(message: string = MSG.notFound) {
    super(404, message);
  }
}
export class Conflict extends AppError {
  constructor(message: string = MSG.conflict, extra?: Record<string, unknown>) {
    super(409, message, undefined, extra);
  }
}
export class TooMany extends AppError {
  constructor(message: string = MSG.tooManyAttempts) {
    super(429, message);
  }
}
/** 413: a file beyond MAX_UPLOAD_MB (or the request's own limit). */
export class TooLarge extends AppError {
  constructor(message: string = MSG.tooLarge) {
    super(413, message);
  }
}
/** 415: a file whose bytes are not of an allowed type. */
export class UnsupportedType extends AppError {
  constructor(message: string = MSG.unsupportedType) {
    super(415, message);
  }
}
