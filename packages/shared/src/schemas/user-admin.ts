/** The admin's Users calls (decisions.md "Calls the seed leaves open"): list, details, create, roles, status. */
import '../zod-locale.ts';
import { z } from 'zod';
import { MSG } from '../messages.ts';
import { ROLES } from '../roles.ts';
import { accountFields } from './auth.ts';
import { ID_MAX, str } from './primitives.ts';

export const USER_STATUSES = ['pending', 'active', 'passive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_NAMES: Record<UserStatus, string> = {
  pending: 'Aktivasyon bekliyor',
  active: 'Aktif',
  passive: 'Pasif',
};

const USER_SORTS = [
  'name',
  'surname',
  'email',
  'institution',
  'status',
  'lastSignInAt',
  'createdAt',
] as const;
export type UserSort = (typeof USER_SORTS)[number];

const roleIdSchema = z.coerce
  .number()
  .int()
  .refine((r) => ROLES.some((role) => role.roleId === r), MSG.userRoleInvalid);

export const userListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(ID_MAX).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  sort: z.enum(USER_SORTS).default('surname'),
  order: z.enum(['asc', 'desc']).default('asc'),
  q: str().trim().max(200).optional().describe('Name, surname or e-mail (folded), or a whole TC Kimlik No.'),
  roleId: roleIdSchema.optional(),
  institutionId: z.coerce.number().int().min(1).max(ID_MAX).optional(),
  status: z.enum(USER_STATUSES).optional(),
  /** `true`: only the people whose account deletion request (KVKK) waits for the admin. */
  deletionRequested: z.stringbool().optional(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

const userRowSchema = z.object({
  userId: z.number(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  /** Masked: "1**********6". */
  identityNo: z.string().nullable(),
  institutionId: z.number(),
  institutionName: z.string(),
  userRoles: z.array(z.object({ roleId: z.number() })),
  status: z.enum(USER_STATUSES),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
  /** KVKK: when the person asked for their account to be deleted, while the admin has not decided. */
  deletionRequestedAt: z.string().nullable(),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const userListAnswerSchema = z.object({ rows: z.array(userRowSchema), total: z.number() });
export type UserListAnswer = z.infer<typeof userListAnswerSchema>;

export const userDetailSchema = userRowSchema.extend({
  titleName: z.string().nullable(),
  /** Masked: "TR** **** … **26". */
  iban: z.string().nullable(),
  bankName: z.string().nullable(),
  profileImageUrl: z.string(),
  /** Set once the account was anonymised (KVKK): nothing about it can be changed any more. */
  anonymizedAt: z.string().nullable(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

const roleIds = z
  .array(roleIdSchema, { error: MSG.userRolesRequired })
  .min(1, MSG.userRolesRequired)
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

/** The admin creates an account: no password — the person sets one through the invitation link. */
export const userCreateSchema = z.object({ ...accountFields, roleIds });
export type UserCreateInput = z.input<typeof userCreateSchema>;

/** The details again; a TC Kimlik No left out (or empty) keeps the stored one, which the admin sees masked. */
export const userUpdateSchema = z.object({
  ...accountFields,
  identityNo: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    accountFields.identityNo.optional(),
  ),
});
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

export const userRolesSchema = z.object({ roleIds });

export const userStatusSchema = z.object({ active: z.boolean() });

export const userIdAnswerSchema = z.object({ userId: z.number() });

/** POST /v1/users/{id}/reveal: the full numbers, each such view audited. */
export const userRevealAnswerSchema = z.object({
  identityNo: z.string().nullable(),
  iban: z.string().nullable(),
});
export type UserRevealAnswer = z.infer<typeof userRevealAnswerSchema>;
