/** The signed-in user's own profile (decisions.md "Calls the seed leaves open": Profile). */
import '../zod-locale.ts';
import { z } from 'zod';
import { MSG } from '../messages.ts';
import { normalizeIban, trIbanProblem } from '../validators.ts';
import { accountFields, newPasswordFields, withPasswordsMatching } from './auth.ts';
import { optionalPastDate } from './dates.ts';
import { str } from './primitives.ts';
import { authUserSchema } from './user.ts';

export const BANK_NAME_MAX = 100;
/** As long as the tale form's compilerJob and compilerPlaceOfBirth, which these prefill. */
export const PROFILE_TEXT_MAX = 200;

/** Spaces ignored, upper-cased; empty means "none". Checked with mod-97; a mistyped character says so. */
const iban = str({ error: MSG.ibanInvalid })
  .transform(normalizeIban)
  .check((ctx) => {
    const problem = ctx.value === '' ? null : trIbanProblem(ctx.value);
    if (problem) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        message: problem === 'checksum' ? MSG.ibanChecksum : MSG.ibanInvalid,
      });
    }
  })
  .optional()
  .nullable();

const bankName = str({ error: MSG.bankNameMax })
  .trim()
  .max(BANK_NAME_MAX, MSG.bankNameMax)
  .optional()
  .nullable();

/** Free text, trimmed; empty means "none". */
const optionalText = str({ error: MSG.textTooLong })
  .trim()
  .max(PROFILE_TEXT_MAX, MSG.textTooLong)
  .optional()
  .nullable();

/** PUT /v1/profile; the profile form uses the same schema. */
export const profileUpdateSchema = z.object({
  name: accountFields.name,
  surname: accountFields.surname,
  titleName: accountFields.titleName,
  institutionId: accountFields.institutionId,
  /** The compiler's own details: they prefill the compiler section of a new tale. */
  job: optionalText,
  /** `YYYY-MM-DD`, not in the future. */
  birthDate: optionalPastDate(),
  /** A province or any other place, as the tale form's compilerPlaceOfBirth. */
  placeOfBirth: optionalText,
  iban,
  bankName,
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** PUT /v1/profile/password: the new password follows the rules of sign-up and reset. */
export const passwordChangeSchema = withPasswordsMatching(
  z.object({
    currentPassword: str({ error: MSG.currentPasswordRequired }).min(1, MSG.currentPasswordRequired),
    ...newPasswordFields,
  }),
);
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** GET /v1/profile: the authenticated user of seed §3 with the fields the form edits. */
export const profileSchema = authUserSchema.extend({
  titleName: z.string().nullable(),
  institutionId: z.number(),
  /** Masked: "1**********6". */
  identityNo: z.string().nullable(),
  job: z.string().nullable(),
  /** `YYYY-MM-DD`. */
  birthDate: z.string().nullable(),
  placeOfBirth: z.string().nullable(),
  /** A new address waiting for its owner to follow the link sent to it ("onay bekliyor"). */
  pendingEmail: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT /v1/profile: the same shape as the sign-in's user, so the client replaces the one it keeps. */
export const profileAnswerSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  user: authUserSchema,
});
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;

/**
 * POST /v1/profile/email: the new address gets a confirmation link; the current password is required, so a
 * session left open on a shared computer cannot take the account over.
 */
export const emailChangeSchema = z.object({
  email: accountFields.email,
  currentPassword: str({ error: MSG.currentPasswordRequired }).min(1, MSG.currentPasswordRequired),
});
export type EmailChangeInput = z.input<typeof emailChangeSchema>;

/** POST /v1/auth/confirmEmail: the code of the link sent to the new address. */
export const confirmEmailSchema = z.object({
  code: str({ error: MSG.codeRequired }).trim().min(1, MSG.codeRequired),
});
export type ConfirmEmailInput = z.input<typeof confirmEmailSchema>;
