/** Maps every error to the status codes and Turkish bodies of decisions.md; never leaks internals. */
import { MSG } from '@masal/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from '../errors.ts';

type Body = { status: false; message: string; errors?: FieldError[] };

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large) in Turkish. */
const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: MSG.validationFailed,
  404: MSG.notFound,
  413: MSG.tooLarge,
  415: MSG.unsupportedType,
  429: MSG.tooManyAttempts,
};

/** Framework errors whose code says more than their status. */
const CODE_MESSAGES: Record<string, string> = {
  // @fastify/multipart: more files than MAX_FILES_PER_UPLOAD in one upload.
  FST_FILES_LIMIT: MSG.tooManyFiles,
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: Body = { ...error.extra, status: false, message: error.message };
      if (error.errors) body.errors = error.errors;
      return reply.code(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? MSG.validationFailed,
      }));
      return reply
        .code(400)
        .send({ status: false, message: errors[0]?.message ?? MSG.validationFailed, errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({
        status: false,
        message: CODE_MESSAGES[error.code] ?? FRAMEWORK_MESSAGES[status] ?? MSG.validationFailed,
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ status: false, message: MSG.serverError });
  });
}
