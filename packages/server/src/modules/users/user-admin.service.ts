/** The admin's rules for accounts: masked numbers, audited reveal, no self-deactivation, never without an admin. */
import {
  DEFAULT_PROFILE_IMAGE,
  isValidTcKimlikNo,
  MSG,
  maskIban,
  maskIdentityNo,
  type UserDetail,
  type UserRow,
  type userCreateSchema,
  type userListQuerySchema,
  type userUpdateSchema,
} from '@masal/shared';
import type { z } from 'zod';
import { sqlConstraint, sqlState } from '../../db/sql-state.ts';
import { Conflict, NotFound } from '../../errors.ts';
import type { MailQueue } from '../../mail/mail-queue.ts';
import { hashPassword } from '../../security/passwords.ts';
import { randomToken, type Secrets } from '../../security/secrets.ts';
import type { AccountValues, UserAdminRepository } from './user-admin.repository.ts';

type ListedUser = Awaited<ReturnType<UserAdminRepository['list']>>['rows'][number];
type FoundUser = NonNullable<Awaited<ReturnType<UserAdminRepository['find']>>>;

/** Who acts and from where: both go into the audit row. */
export interface Actor {
  userId: number;
  ip: string;
}

const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** A unique index names what is taken: the e-mail or the TC Kimlik No (409, decisions.md). */
function takenConflict(error: unknown): never {
  if (sqlState(error) !== '23505') throw error;
  throw new Conflict(
    sqlConstraint(error)?.includes('identity') ? MSG.userIdentityNoTaken : MSG.userEmailTaken,
  );
}

export function userAdminService(deps: {
  repo: UserAdminRepository;
  secrets: Secrets;
  mailQueue: MailQueue;
}) {
  const { repo, secrets, mailQueue } = deps;

  const toRow = (row: ListedUser): UserRow => ({
    userId: row.userId,
    name: row.name,
    surname: row.surname,
    email: row.email,
    identityNo: row.identityNoEnc ? maskIdentityNo(secrets.decrypt(row.identityNoEnc)) : null,
    institutionId: row.institutionId,
    institutionName: row.institutionName,
    userRoles: row.roleIds.map((roleId) => ({ roleId })),
    status: row.status,
    lastSignInAt: isoOrNull(row.lastSignInAt),
    createdAt: row.createdAt.toISOString(),
    deletionRequestedAt: isoOrNull(row.deletionRequestedAt),
  });

  const toDetail = (row: FoundUser): UserDetail => ({
    ...toRow(row),
    titleName: row.titleName,
    iban: row.ibanEnc ? maskIban(secrets.decrypt(row.ibanEnc)) : null,
    bankName: row.bankName,
    profileImageUrl: row.profileImagePath ?? DEFAULT_PROFILE_IMAGE,
    anonymizedAt: isoOrNull(row.anonymizedAt),
  });

  async function existing(userId: number): Promise<FoundUser> {
    const row = await repo.find(userId);
    if (!row) throw new NotFound();
    return row;
  }

  /** An anonymised account (KVKK) stays as it is: no details, roles, status or mails any more. */
  async function changeable(userId: number): Promise<FoundUser> {
    const row = await existing(userId);
    if (row.anonymizedAt) throw new Conflict(MSG.userAlreadyAnonymized);
    return row;
  }

  function accountValues(input: z.output<typeof userCreateSchema>): AccountValues {
    return {
      email: input.email,
      name: input.name,
      surname: input.surname,
      titleName: input.titleName || null,
      institutionId: input.institutionId,
      identityNoEnc: secrets.encrypt(input.identityNo),
      identityNoHash: secrets.lookupHash(input.identityNo),
    };
  }

  /** The new details; without a new TC Kimlik No the stored one stays. */
  function updatedValues(input: z.output<typeof userUpdateSchema>): Partial<AccountValues> {
    const { identityNo, ...rest } = input;
    const values = { ...rest, titleName: input.titleName || null };
    return identityNo
      ? {
          ...values,
          identityNoEnc: secrets.encrypt(identityNo),
          identityNoHash: secrets.lookupHash(identityNo),
        }
      : values;
  }

  /** The audit diff of two accounts' details; the TC Kimlik No masked on both sides. */
  function detailsDiff(before: FoundUser, after: z.output<typeof userUpdateSchema>) {
    const old = {
      email: before.email,
      name: before.name,
      surname: before.surname,
      titleName: before.titleName,
      institutionId: before.institutionId,
      identityNo: before.identityNoEnc ? secrets.decrypt(before.identityNoEnc) : null,
    };
    const now = {
      ...after,
      titleName: after.titleName || null,
      identityNo: after.identityNo || old.identityNo,
    };
    // Compared in full (two numbers may mask alike), written masked: the log never holds a whole number.
    const changed = (Object.keys(old) as (keyof typeof old)[]).filter((k) => old[k] !== now[k]);
    const logged = (side: typeof old, k: keyof typeof old) =>
      k === 'identityNo' && side.identityNo ? maskIdentityNo(side.identityNo) : side[k];
    return {
      before: Object.fromEntries(changed.map((k) => [k, logged(old, k)])),
      after: Object.fromEntries(changed.map((k) => [k, logged(now, k)])),
    };
  }

  return {
    async list(query: z.output<typeof userListQuerySchema>) {
      const q = query.q?.trim();
      // A whole TC Kimlik No is found through its keyed hash, never by decrypting every row.
      const byIdentity = q && /^\d{11}$/.test(q);
      const { rows, total } = await repo.list({
        ...query,
        text: byIdentity ? undefined : q || undefined,
        identityNoHash: byIdentity ? (isValidTcKimlikNo(q) ? secrets.lookupHash(q) : 'none') : undefined,
      });
      return { rows: rows.map(toRow), total };
    },

    get: async (userId: number) => toDetail(await existing(userId)),

    async create(actor: Actor, input: z.output<typeof userCreateSchema>): Promise<number> {
      const values = { ...accountValues(input), passwordHash: await hashPassword(randomToken()) };
      const userId = await repo
        .create(values, input.roleIds, (id) => ({
          actorUserId: actor.userId,
          ip: actor.ip,
          action: 'user.create',
          entityId: id,
          details: { email: input.email, roleIds: input.roleIds, institutionId: input.institutionId },
        }))
        .catch(takenConflict);
      mailQueue.kick();
      return userId;
    },

    async update(actor: Actor, userId: number, input: z.output<typeof userUpdateSchema>) {
      const before = await changeable(userId);
      const audit = {
        actorUserId: actor.userId,
        ip: actor.ip,
        action: 'user.update',
        entityId: userId,
        details: detailsDiff(before, input),
      } as const;
      if (!(await repo.update(userId, updatedValues(input), audit).catch(takenConflict)))
        throw new NotFound();
      return toDetail(await existing(userId));
    },

    async setRoles(actor: Actor, userId: number, roleIds: number[]) {
      await changeable(userId);
      const result = await repo.setRoles(userId, roleIds, (before) => ({
        actorUserId: actor.userId,
        ip: actor.ip,
        action: 'user.roles',
        entityId: userId,
        details: { before, after: roleIds },
      }));
      if (result === 'lastAdmin') throw new Conflict(MSG.userLastAdmin);
      return toDetail(await existing(userId));
    },

    async setActive(actor: Actor, userId: number, active: boolean) {
      const before = await changeable(userId);
      if (!active && userId === actor.userId) throw new Conflict(MSG.userSelfDeactivate);
      const result = await repo.setActive(userId, active, {
        actorUserId: actor.userId,
        ip: actor.ip,
        action: 'user.status',
        entityId: userId,
        details: { before: before.status, after: active ? 'active' : 'passive' },
      });
      if (result === 'lastAdmin') throw new Conflict(MSG.userLastAdmin);
      return toDetail(await existing(userId));
    },

    /** The invitation again, while the person has not set a password yet. */
    async resendInvitation(actor: Actor, userId: number) {
      const user = await changeable(userId);
      if (user.status !== 'pending') throw new Conflict(MSG.userAlreadyActivated);
      await repo.queueMail(userId, 'invitation', {
        actorUserId: actor.userId,
        ip: actor.ip,
        action: 'user.invite',
        entityId: userId,
      });
      mailQueue.kick();
    },

    /** A password-reset link to the person (the admin never sees or sets a password). */
    async sendPasswordReset(actor: Actor, userId: number) {
      const user = await changeable(userId);
      if (user.status === 'passive') throw new Conflict(MSG.userInactive);
      await repo.queueMail(userId, 'reset', {
        actorUserId: actor.userId,
        ip: actor.ip,
        action: 'user.sendReset',
        entityId: userId,
      });
      mailQueue.kick();
    },

    /** The full TC Kimlik No and IBAN; the view itself is audited (KVKK). */
    async reveal(actor: Actor, userId: number) {
      const row = await repo.findSecrets(userId);
      if (!row) throw new NotFound();
      await repo.recordReveal({
        actorUserId: actor.userId,
        ip: actor.ip,
        action: 'user.reveal',
        entityId: userId,
        details: { fields: ['identityNo', 'iban'] },
      });
      return {
        identityNo: row.identityNoEnc ? secrets.decrypt(row.identityNoEnc) : null,
        iban: row.ibanEnc ? secrets.decrypt(row.ibanEnc) : null,
      };
    },
  };
}
