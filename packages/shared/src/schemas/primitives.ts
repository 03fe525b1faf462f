/**
 * The two primitives every input schema builds on, so the forms and the routes refuse the same input:
 * a string without NUL characters and an id within the range of an `integer` column.
 */
import '../zod-locale.ts';
import { z } from 'zod';
import { MSG } from '../messages.ts';

/** The largest value of PostgreSQL's `integer`: an id past it names no record (and fails the query). */
export const ID_MAX = 2_147_483_647;

/** Every input string: PostgreSQL cannot store or compare a NUL character, so it is refused with the rest. */
export const str = (params?: string | z.core.$ZodStringParams) =>
  z.string(params).refine((v) => !v.includes('\u0000'), MSG.nulCharacter);

/** An id, or another positive count kept in an `integer` column (a version): 1 … ID_MAX. */
export const id = (message: string = MSG.idInvalid) =>
  z.number({ error: message }).int(message).min(1, message).max(ID_MAX, message);
