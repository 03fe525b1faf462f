/**
 * Maps every error to `{status:false, code, message, errors?}` with the status codes and Turkish messages
 * of decisions.md; never leaks internals.
 */
import { codeOfStatus, ERROR_MESSAGES, type ErrorAnswer, type ErrorCode, MSG } from '@masal/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/sql-state.ts';
import { AppError } from '../errors.ts';

/** Seconds a client is asked to wait before trying again while the database is out of reach. */
const RETRY_AFTER_SECONDS = 5;

/** Framework errors whose code says more than their status. */
const FRAMEWORK_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  // @fastify/multipart: more files than MAX_FILES_PER_UPLOAD in one upload.
  FST_FILES_LIMIT: { code: 'TOO_MANY_FILES', message: MSG.tooManyFiles },
  // A JSON body past the route's bodyLimit: in practice a tale's texts, not a file.
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'TOO_LARGE', message: MSG.requestTooLarge },
};

/** Router refusals of a path: a parameter past maxParamLength, or an escape that is not UTF-8. */
const UNROUTABLE_PATH = new Set(['FST_ERR_MAX_PARAM_LENGTH', 'FST_ERR_BAD_URL']);

/**
 * Fastify's `frameworkErrors`: errors the router meets before any route (and so before the error handler)
 * runs, answered in our model instead of Fastify's own body. No id or name can be that long or malformed,
 * so such a path names nothing: 404, at debug level like any other unknown record.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (UNROUTABLE_PATH.has(error.code)) {
    request.log.debug({ code: error.code }, 'path refused by the router');
    return reply
      .code(404)
      .send({ status: false, code: 'NOT_FOUND', message: MSG.notFound } satisfies ErrorAnswer);
  }
  // An async route constraint that failed (none is declared today): a fault of ours. No route was chosen.
  return answerServerError(error, request, reply, undefined);
}

/** 500 without internals; the route, not the URL (which may carry values), and the request id come logged. */
function answerServerError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  route: string | undefined,
) {
  request.log.error({ err: error, method: request.method, route }, 'request failed');
  return reply
    .code(500)
    .send({ status: false, code: 'SERVER_ERROR', message: MSG.serverError } satisfies ErrorAnswer);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorAnswer = { ...error.extra, status: false, code: error.code, message: error.message };
      if (error.errors) body.errors = error.errors;
      return reply.code(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path parameter that cannot name a record (`/v1/tales/2147483648`) is a record that does not exist.
      if (error.validationContext === 'params') {
        return reply
          .code(404)
          .send({ status: false, code: 'NOT_FOUND', message: MSG.notFound } satisfies ErrorAnswer);
      }
      const errors = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? MSG.validationFailed,
      }));
      const message = errors[0]?.message ?? MSG.validationFailed;
      return reply
        .code(400)
        .send({ status: false, code: 'VALIDATION', message, errors } satisfies ErrorAnswer);
    }
    // The database restarting or failing over: nothing was changed (its transaction is gone with the
    // connection), and the same request can succeed in a moment. The pool reconnects on the next one.
    if (isDatabaseUnavailable(error)) {
      request.log.warn(
        { err: error, method: request.method, route: request.routeOptions.url },
        'database unavailable',
      );
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ status: false, code: 'UNAVAILABLE', message: MSG.databaseUnavailable } satisfies ErrorAnswer);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = codeOfStatus(status);
      const known = FRAMEWORK_ERRORS[error.code] ?? { code, message: ERROR_MESSAGES[code] };
      return reply.code(status).send({ status: false, ...known } satisfies ErrorAnswer);
    }
    return answerServerError(error, request, reply, request.routeOptions.url);
  });
}
