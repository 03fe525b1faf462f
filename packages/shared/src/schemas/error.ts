/** The error answer of decisions.md "API conventions": `{status:false, code, message, errors?}`. */
import '../zod-locale.ts';
import { z } from 'zod';
import { ERROR_CODES } from '../error-codes.ts';

const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorAnswerSchema = z.object({
  status: z.literal(false),
  code: z.enum(ERROR_CODES),
  /** Turkish, for the user. */
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;
