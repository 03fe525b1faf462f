/** Pieces every route schema repeats: a numeric `:id` and the error answers of decisions.md. */
import { errorAnswerSchema } from '@masal/shared';
import { z } from 'zod';

export const idParams = z.object({ id: z.coerce.number().int().positive() });

/** 400 validation, 401 not allowed, 403 no session, 404 not found: all `{status:false, message, errors?}`. */
export const errorAnswers = {
  400: errorAnswerSchema,
  401: errorAnswerSchema,
  403: errorAnswerSchema,
  404: errorAnswerSchema,
};
