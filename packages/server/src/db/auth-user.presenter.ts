/**
 * The authenticated user of seed §3 as the API shows it to its owner. Below the modules: auth answers it at
 * sign-in, users (profile/) after a change of one's own details.
 */
import { type AuthUser, DEFAULT_PROFILE_IMAGE, groupByFour } from '@masal/shared';
import type { Secrets } from '../security/secrets.ts';
import type { users } from './schema/index.ts';

export function toAuthUser(row: typeof users.$inferSelect, roleIds: number[], secrets: Secrets): AuthUser {
  return {
    userId: row.userId,
    name: row.name,
    surname: row.surname,
    email: row.email,
    iban: row.ibanEnc ? groupByFour(secrets.decrypt(row.ibanEnc)) : null,
    bankName: row.bankName,
    profileImageUrl: row.profileImagePath ?? DEFAULT_PROFILE_IMAGE,
    userRoles: roleIds.map((roleId) => ({ roleId })),
  };
}
