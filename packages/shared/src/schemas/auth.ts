/** Auth payloads of seed §3/§7 with the rules of seed §5 and decisions.md. */
import '../zod-locale.ts';
import { z } from 'zod';
import { IDENTITY_NO_LENGTH, NAME_MAX, PASSWORD_MIN } from '../constants.ts';
import { MSG } from '../messages.ts';
import { isValidTcKimlikNo } from '../validators.ts';
import { id, str } from './primitives.ts';

/** A trimmed string whose absence (not only emptiness) gets the field's own Turkish message. */
const text = (required: string) => str({ error: required }).trim();
const email = text(MSG.emailRequired)
  .min(1, MSG.emailRequired)
  .pipe(z.email(MSG.emailInvalid))
  .transform((v) => v.toLowerCase());
const password = str({ error: MSG.passwordMin }).min(PASSWORD_MIN, MSG.passwordMin);
const passwordReply = str({ error: MSG.passwordReplyMin }).min(PASSWORD_MIN, MSG.passwordReplyMin);

const identityNoSchema = text(MSG.identityNoLength)
  .length(IDENTITY_NO_LENGTH, MSG.identityNoLength)
  .refine(isValidTcKimlikNo, MSG.identityNoInvalid);

/** Sign-in: `email` carries an e-mail address or a TC Kimlik No. */
export const signInSchema = z.object({
  email: text(MSG.signInEmailRequired).min(1, MSG.signInEmailRequired),
  password,
});
export type SignInInput = z.input<typeof signInSchema>;

/** The details of an account, as the person signs up with them and as the admin enters them. */
export const accountFields = {
  email,
  name: text(MSG.nameRequired).min(1, MSG.nameRequired).max(NAME_MAX, MSG.nameMax),
  surname: text(MSG.surnameRequired).min(1, MSG.surnameRequired).max(NAME_MAX, MSG.surnameMax),
  institutionId: id(MSG.institutionRequired),
  titleName: text(MSG.titleMax).max(NAME_MAX, MSG.titleMax).optional().nullable(),
  identityNo: identityNoSchema,
};
/**
 * Sign-up only (not the admin's create): the person acknowledges the KVKK information notice (/kvkk); the
 * server stores when, and which version (KVKK_VERSION).
 */
const kvkkAccepted = z.literal(true, { error: MSG.kvkkRequired });
const signUpFields = { ...accountFields, password, kvkkAccepted };

type PasswordPair = { password: string; passwordReply?: string | undefined };
/** Runs even when other fields fail (zod's `when`), so the mismatch shows together with the rest. */
const bothTyped = (x: { value: unknown }) => {
  const v = x.value as Partial<Record<'password' | 'passwordReply', unknown>> | undefined;
  return typeof v?.password === 'string' && typeof v?.passwordReply === 'string';
};
const matches = (v: PasswordPair) => v.passwordReply === undefined || v.password === v.passwordReply;
export function withPasswordsMatching<T extends z.ZodType<PasswordPair>>(schema: T) {
  return schema
    .refine(matches, { message: MSG.passwordsDoNotMatch, path: ['password'], when: bothTyped })
    .refine(matches, { message: MSG.passwordsDoNotMatch, path: ['passwordReply'], when: bothTyped });
}

/** The sign-up form: the repeat is required here and removed before sending (seed §3). */
export const signUpFormSchema = withPasswordsMatching(z.object({ ...signUpFields, passwordReply }));

/** The sign-up request: a repeat, when a client sends one, must still match. */
export const signUpSchema = withPasswordsMatching(
  z.object({ ...signUpFields, passwordReply: passwordReply.optional() }),
);
export type SignUpInput = z.input<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({
  email: text(MSG.emailRequired).transform((v) => v.toLowerCase()),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

const resetFields = { email, password, reminderCode: text(MSG.codeRequired).min(1, MSG.codeRequired) };

/** The reset form: the repeat is required here. */
export const resetPasswordSchema = withPasswordsMatching(z.object({ ...resetFields, passwordReply }));
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The reset request of seed §7 `{email, password, reminderCode}`: a repeat, when a client sends one, must match. */
export const resetPasswordRequestSchema = withPasswordsMatching(
  z.object({ ...resetFields, passwordReply: passwordReply.optional() }),
);

/** An invitation link's code: it alone names the invited person (no e-mail asked again). */
const invitationCode = text(MSG.codeRequired).min(1, MSG.codeRequired);
export const invitationLookupSchema = z.object({ reminderCode: invitationCode });
export type InvitationLookupInput = z.input<typeof invitationLookupSchema>;

/** The invited person's first password: the form's repeat must match, as at sign-up. */
export const acceptInvitationSchema = withPasswordsMatching(
  z.object({ reminderCode: invitationCode, password, passwordReply }),
);
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

/** Who the invitation is for, and who opened the account with which roles. */
export const invitationAnswerSchema = z.object({
  status: z.boolean(),
  invitation: z.object({
    name: z.string(),
    surname: z.string(),
    email: z.string(),
    roleIds: z.array(z.number().int()),
    invitedBy: z.string().nullable(),
  }),
});
export type InvitationAnswer = z.infer<typeof invitationAnswerSchema>;

export const activationSchema = z.object({
  email,
  activationCode: text(MSG.codeRequired).min(1, MSG.codeRequired),
});
export type ActivationInput = z.input<typeof activationSchema>;

/** A new password and its repeat, with the rules of sign-up and reset (the profile's password change too). */
export const newPasswordFields = { password, passwordReply };
