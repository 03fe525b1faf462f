/**
 * The admin's decision on a KVKK deletion request: reject it, or approve it by anonymising the person.
 * Nobody anonymises their own account or the last active admin (409); no personal data goes into the
 * audit row of either decision.
 */
import { groupByFour, MSG } from '@masal/shared';
import type { FastifyBaseLogger } from 'fastify';
import { Conflict, NotFound } from '../../errors.ts';
import { hashPassword } from '../../security/passwords.ts';
import { randomToken, type Secrets } from '../../security/secrets.ts';
import type { Storage } from '../../storage/storage.ts';
import { imageKeyOf } from './profile-image.service.ts';
import type { Actor } from './user-admin.service.ts';
import type { AnonymizeRefusal, UserAnonymizeRepository } from './user-anonymize.repository.ts';

const REFUSALS: Record<Exclude<AnonymizeRefusal, 'notFound'>, string> = {
  anonymized: MSG.userAlreadyAnonymized,
  noRequest: MSG.deletionRequestNone,
  lastAdmin: MSG.userLastAdminAnonymize,
};

export function userDeletionService(deps: {
  repo: UserAnonymizeRepository;
  secrets: Secrets;
  storage: Storage;
  log: FastifyBaseLogger;
}) {
  const { repo, secrets, storage, log } = deps;

  return {
    async reject(actor: Actor, userId: number): Promise<void> {
      const result = await repo.rejectDeletion(userId, {
        actorUserId: actor.userId,
        ip: actor.ip,
        action: 'user.deletionReject',
        entityId: userId,
      });
      if (result === 'notFound') throw new NotFound();
      if (result === 'noRequest') throw new Conflict(MSG.deletionRequestNone);
    },

    async anonymize(actor: Actor, userId: number): Promise<void> {
      if (userId === actor.userId) throw new Conflict(MSG.userSelfAnonymize);
      const outcome = await repo.anonymize(userId, {
        passwordHash: await hashPassword(randomToken()),
        valuesOf: (user) => {
          const identityNo = user.identityNoEnc ? secrets.decrypt(user.identityNoEnc) : null;
          const iban = user.ibanEnc ? secrets.decrypt(user.ibanEnc) : null;
          return [
            user.email,
            user.pendingEmail,
            `${user.name} ${user.surname}`,
            identityNo,
            iban,
            iban && groupByFour(iban),
          ].filter((v): v is string => Boolean(v));
        },
        audit: { actorUserId: actor.userId, ip: actor.ip, action: 'user.anonymize', entityId: userId },
      });
      if (outcome.refused === 'notFound') throw new NotFound();
      if (outcome.refused) throw new Conflict(REFUSALS[outcome.refused]);
      // After the commit: a file whose removal fails is an orphan the start-up sweep removes, never a
      // picture of someone the database no longer names.
      const key = imageKeyOf(outcome.profileImagePath);
      if (key) {
        await storage
          .remove(key)
          .catch((err: unknown) => log.warn({ err }, 'anonymised profile image not removed'));
      }
    },
  };
}
export type UserDeletionService = ReturnType<typeof userDeletionService>;
