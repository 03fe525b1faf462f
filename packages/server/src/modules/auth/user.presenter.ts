/** The authenticated user of seed §3 as the API shows it to its owner. */
import { type AuthUser, DEFAULT_PROFILE_IMAGE, groupByFour } from '@masal/shared';
import type { Secrets } from '../../security/secrets.ts';
import type { UserRow } from './auth.repository.ts';

export function toAuthUser(row: UserRow, roleIds: number[], secrets: Secrets): AuthUser {
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
