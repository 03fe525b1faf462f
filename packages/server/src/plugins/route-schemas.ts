/** Pieces every route schema repeats: a numeric `:id` and the error answers of decisions.md. */
import { errorAnswerSchema, id } from '@masal/shared';
import { z } from 'zod';

/** `:id` of the path: the shared id (1 … ID_MAX); anything else names no record, 404 (plugins/errors.ts). */
export const idParams = z.object({ id: z.coerce.number().pipe(id()) });

/** What each error status means, with the codes it carries; shown on /v1/docs. */
const MEANINGS = {
  400: 'VALIDATION: the input (body or query) is refused; `errors` lists each field with its Turkish message.',
  401: 'NOT_ALLOWED: signed in, but not allowed.',
  403: 'SESSION_REQUIRED: no, invalid, expired or revoked session.',
  404: 'NOT_FOUND: no such record, or a path parameter that cannot name one (an id out of range).',
  409: 'CONFLICT (a duplicate), STALE_VERSION (based on an older version) or WRONG_STATE (not in this workflow state).',
  410: 'NOT_FOUND: a resumable upload that expired (UPLOAD_EXPIRY_HOURS after its creation).',
  413: 'TOO_LARGE: the body (or a file) is beyond its limit; TOO_MANY_FILES: too many files in one upload.',
  415: 'UNSUPPORTED_TYPE: a body or file of a type that is not accepted.',
  429: 'TOO_MANY_REQUESTS: too many attempts; try again later.',
  460: 'CHECKSUM_MISMATCH: the body of a resumable upload does not match its Upload-Checksum; its bytes were ignored.',
  503: 'UNAVAILABLE: the database is out of reach (any call may answer it while it is), or the server is stopping; try again shortly.',
} as const;
type ErrorStatus = keyof typeof MEANINGS;

/**
 * The error answers a route can give, e.g. `errorAnswers(400, 403, 404)`, all `{status:false, code,
 * message, errors?}`. A route lists every status it can answer, so /v1/docs is true: 403 with a session
 * guard, 401 with a permission or ownership check, 400/413/415 with a body (Fastify's own parser errors).
 */
export function errorAnswers<S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((s) => [s, errorAnswerSchema.describe(MEANINGS[s])])) as Record<
    S,
    typeof errorAnswerSchema
  >;
}
