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
  constructor(message: string = MSG.conflict) {
    super(409, message);
  }
}
export class TooMany extends AppError {
  constructor(message: string = MSG.tooManyAttempts) {
    super(429, message);
  }
}
