/**
 * The profile's e-mail change: the signed-in user names a new address (current password required), the
 * address gets a single-use link valid for 24 hours (auth-mails.ts issues its code), and following the link
 * makes it the account's address. The request answers the same whether or not the address is taken (no
 * enumeration); the confirmation checks it (409).
 */
import { type EmailChangeInput, MSG } from '@masal/shared';
import { Conflict, Invalid, SessionRequired } from '../../../errors.ts';
import type { MailQueue } from '../../../mail/mail-queue.ts';
import { verifyPassword } from '../../../security/passwords.ts';
import { sha256 } from '../../../security/secrets.ts';
import type { EmailChangeRepository } from './email-change.repository.ts';
import type { ProfileRepository } from './profile.repository.ts';
import type { Caller } from './profile.service.ts';

interface Deps {
  repo: EmailChangeRepository;
  profiles: ProfileRepository;
  mailQueue: MailQueue;
}

export function emailChangeService({ repo, profiles, mailQueue }: Deps) {
  return {
    /** POST /v1/profile/email; `input.email` is lower-cased by the schema. */
    async request(caller: Caller, input: Required<EmailChangeInput>): Promise<void> {
      const row = await profiles.find(caller.userId);
      if (!row) throw new SessionRequired();
      if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
        throw new Invalid(MSG.currentPasswordWrong, [
          { field: 'currentPassword', message: MSG.currentPasswordWrong },
        ]);
      }
      if (input.email === row.email.toLowerCase()) {
        throw new Invalid(MSG.emailChangeSame, [{ field: 'email', message: MSG.emailChangeSame }]);
      }
      // E-mail addresses appear in the audit log in full, as in the admin's user changes (only the TC
      // Kimlik No and the IBAN are masked there); the admin sees addresses in the users screen anyway.
      await repo.request(caller.userId, input.email, {
        actorUserId: caller.userId,
        action: 'user.requestEmailChange',
        entityId: caller.userId,
        details: { pendingEmail: input.email },
        ip: caller.ip,
      });
      mailQueue.kick();
    },

    /** POST /v1/auth/confirmEmail: public, the code is the proof. */
    async confirm(code: string, ip: string): Promise<void> {
      const outcome = await repo.confirm(sha256(code), (userId, before, after) => ({
        actorUserId: userId,
        action: 'user.changeEmail',
        entityId: userId,
        details: { email: { before, after } },
        ip,
      }));
      if (outcome === 'invalid') throw new Invalid(MSG.emailChangeInvalid);
      if (outcome === 'taken') throw new Conflict(MSG.userEmailTaken);
    },
  };
}
export type EmailChangeService = ReturnType<typeof emailChangeService>;
