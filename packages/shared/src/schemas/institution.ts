import { z } from 'zod';
import '../zod-locale.ts';
import { catalogue } from '../i18n/catalogue.ts';
import { MSG } from '../messages.ts';
import { id, str } from './primitives.ts';

/**
 * The none option every account without an institution points to: first in the list, never renamed or deleted.
 * Its row stores this text and the seed and the anonymisation find it by it: a new wording needs a migration
 * that renames the row too.
 */
export const NO_INSTITUTION = catalogue.institutions.none;

export const institutionSchema = z.object({ institutionId: z.number(), name: z.string() });
export type Institution = z.infer<typeof institutionSchema>;

/** GET /v1/institution/withUserCount (admin): each institution with how many accounts belong to it. */
export const institutionWithUserCountSchema = institutionSchema.extend({ userCount: z.number() });
export type InstitutionWithUserCount = z.infer<typeof institutionWithUserCountSchema>;

const INSTITUTION_NAME_MAX = 200;
const institutionName = str()
  .trim()
  .min(1, MSG.institutionNameRequired)
  .max(INSTITUTION_NAME_MAX, MSG.textTooLong);

/** POST /v1/institution/ (admin). */
export const institutionCreateSchema = z.object({ name: institutionName });
/** PUT /v1/institution/ (admin): a new name. */
export const institutionUpdateSchema = z.object({ institutionId: id(), name: institutionName });
/** DELETE /v1/institution/ (admin): the body carries the id (seed §7). */
export const institutionDeleteSchema = z.object({ institutionId: id() });
