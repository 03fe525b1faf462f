/** The authenticated user of seed §3 and the answers of the Auth calls of seed §7. */
import '../zod-locale.ts';
import { z } from 'zod';

export const authUserSchema = z.object({
  userId: z.number(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  iban: z.string().nullable(),
  bankName: z.string().nullable(),
  profileImageUrl: z.string(),
  userRoles: z.array(z.object({ roleId: z.number() })),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const signInAnswerSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  user: authUserSchema,
  token: z.string(),
});
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

/** userId is always null: the answer is the same whether or not an account was made (no enumeration). */
export const signUpAnswerSchema = z.object({ status: z.boolean(), userId: z.null(), message: z.string() });
export type SignUpAnswer = z.infer<typeof signUpAnswerSchema>;
export const messageAnswerSchema = z.object({ status: z.boolean(), message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;
export const forgotAnswerSchema = z.object({ status: z.boolean(), user: z.null(), message: z.string() });
export type ForgotAnswer = z.infer<typeof forgotAnswerSchema>;

/** GET /v1/auth/me: the signed-in user's own record. */
export const meAnswerSchema = z.object({ status: z.boolean(), user: authUserSchema });
export type MeAnswer = z.infer<typeof meAnswerSchema>;
