/** The signed-in user's own profile: details, IBAN (encrypted at rest, masked in the audit log) and password. */
import {
  type AuthUser,
  MSG,
  maskIban,
  maskIdentityNo,
  type Profile,
  type passwordChangeSchema,
  type profileUpdateSchema,
} from '@masal/shared';
import type { z } from 'zod';
import { toAuthUser } from '../../../db/auth-user.presenter.ts';
import { Invalid, SessionRequired } from '../../../errors.ts';
import { hashPassword, verifyPassword } from '../../../security/passwords.ts';
import type { Secrets } from '../../../security/secrets.ts';
import type { InstitutionService } from '../../institutions/institution.service.ts';
import type { ProfileRepository, ProfileRow } from './profile.repository.ts';

interface Deps {
  repo: ProfileRepository;
  secrets: Secrets;
  institutions: Pick<InstitutionService, 'requireKnown'>;
}

export interface Caller {
  userId: number;
  sessionId: number;
  ip?: string;
}

export function profileService({ repo, secrets, institutions }: Deps) {
  async function own(userId: number): Promise<ProfileRow> {
    const row = await repo.find(userId);
    // The session resolved a moment ago; an account gone since is signed out.
    if (!row) throw new SessionRequired();
    return row;
  }

  const authUserOf = async (row: ProfileRow): Promise<AuthUser> =>
    toAuthUser(row, await repo.roleIdsOf(row.userId), secrets);

  const ibanOf = (row: ProfileRow) => (row.ibanEnc ? secrets.decrypt(row.ibanEnc) : null);

  return {
    async get(userId: number): Promise<Profile> {
      const row = await own(userId);
      return {
        ...(await authUserOf(row)),
        titleName: row.titleName,
        institutionId: row.institutionId,
        identityNo: row.identityNoEnc ? maskIdentityNo(secrets.decrypt(row.identityNoEnc)) : null,
        job: row.job,
        birthDate: row.birthDate,
        placeOfBirth: row.placeOfBirth,
        pendingEmail: row.pendingEmail,
      };
    },

    async update(caller: Caller, input: z.output<typeof profileUpdateSchema>): Promise<AuthUser> {
      const before = await own(caller.userId);
      await institutions.requireKnown(input.institutionId);
      const iban = input.iban || null;
      const after = {
        name: input.name,
        surname: input.surname,
        titleName: input.titleName || null,
        institutionId: input.institutionId,
        job: input.job || null,
        birthDate: input.birthDate,
        placeOfBirth: input.placeOfBirth || null,
        bankName: input.bankName || null,
      };
      const oldIban = ibanOf(before);
      const changed: Record<string, unknown> = {};
      for (const key of Object.keys(after) as (keyof typeof after)[]) {
        if (before[key] !== after[key]) changed[key] = { before: before[key], after: after[key] };
      }
      // Never the IBAN in full in the log: masked on both sides.
      if (oldIban !== iban) {
        changed.iban = { before: oldIban && maskIban(oldIban), after: iban && maskIban(iban) };
      }
      const row = await repo.update(
        caller.userId,
        { ...after, ibanEnc: iban ? secrets.encrypt(iban) : null },
        {
          actorUserId: caller.userId,
          action: 'user.updateProfile',
          entityId: caller.userId,
          details: changed,
          ...(caller.ip ? { ip: caller.ip } : {}),
        },
      );
      if (!row) throw new SessionRequired();
      return authUserOf(row);
    },

    async changePassword(caller: Caller, input: z.output<typeof passwordChangeSchema>): Promise<void> {
      const row = await own(caller.userId);
      if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
        throw new Invalid(MSG.currentPasswordWrong, [
          { field: 'currentPassword', message: MSG.currentPasswordWrong },
        ]);
      }
      await repo.changePassword(caller.userId, await hashPassword(input.password), caller.sessionId, {
        actorUserId: caller.userId,
        action: 'user.changePassword',
        entityId: caller.userId,
        ...(caller.ip ? { ip: caller.ip } : {}),
      });
    },
  };
}
export type ProfileService = ReturnType<typeof profileService>;
