/**
 * What the outbox sends for each auth job. The code of a link is issued here, when the mail is sent, so no
 * code is ever stored unhashed; mails asked for by anyone are limited per account per hour, silently.
 */
import { ACTIVATION_CODE_TTL_MS, EMAIL_CHANGE_CODE_TTL_MS, RESET_CODE_TTL_MS } from '@masal/shared';
import type { MailJobKind, MailJobRepository } from '../../mail/mail-job.repository.ts';
import type { ComposeMail } from '../../mail/mail-queue.ts';
import {
  activationMail,
  emailChangeMail,
  emailTakenMail,
  identityTakenMail,
  invitationMail,
  resetMail,
} from '../../mail/templates.ts';
import { randomToken, sha256 } from '../../security/secrets.ts';
import type { AuthRepository, CodeKind } from './auth.repository.ts';

const HOUR_MS = 60 * 60 * 1000;

const AUTH_MAIL_KINDS: readonly MailJobKind[] = [
  'activation',
  'invitation',
  'reset',
  'email_taken',
  'identity_taken',
  'email_change',
];
export const isAuthMail = (kind: MailJobKind) => AUTH_MAIL_KINDS.includes(kind);

export function authMailComposer(deps: {
  repo: AuthRepository;
  jobs: MailJobRepository;
  publicUrl: string;
  requestedPerHour: number;
}): ComposeMail {
  const { repo, jobs, publicUrl, requestedPerHour } = deps;

  async function issueCode(userId: number, kind: CodeKind, ttlMs: number): Promise<string> {
    const code = randomToken();
    await repo.replaceCode(userId, kind, sha256(code), new Date(Date.now() + ttlMs));
    return code;
  }

  return async (job) => {
    // No account: the job of an unknown address, or of an account deleted since.
    const user = job.userId === null ? undefined : await repo.findUserById(job.userId);
    // An anonymised account's address is a placeholder nobody reads (KVKK): nothing is sent to it.
    if (!user || user.anonymizedAt) return null;
    const { email, name, userId } = user;
    if (job.kind === 'activation') {
      if (user.isActive) return null;
      return activationMail(
        email,
        name,
        publicUrl,
        await issueCode(userId, 'activation', ACTIVATION_CODE_TTL_MS),
      );
    }
    if (job.kind === 'invitation') {
      // The password link of an account the admin opened: as long-lived as an activation.
      if (user.isActive) return null;
      return invitationMail(email, name, publicUrl, await issueCode(userId, 'reset', ACTIVATION_CODE_TTL_MS));
    }
    if ((await jobs.requestedSentSince(userId, new Date(Date.now() - HOUR_MS))) >= requestedPerHour)
      return null;
    if (job.kind === 'identity_taken') return identityTakenMail(email, name, publicUrl);
    if (job.kind === 'email_change') {
      // The job holds no address: the one still pending now gets the link (a later request replaced it).
      if (!user.pendingEmail) return null;
      const code = await issueCode(userId, 'email_change', EMAIL_CHANGE_CODE_TTL_MS);
      return emailChangeMail(user.pendingEmail, name, publicUrl, code);
    }
    const code = await issueCode(userId, 'reset', RESET_CODE_TTL_MS);
    return job.kind === 'reset'
      ? resetMail(email, name, publicUrl, code)
      : emailTakenMail(email, name, publicUrl, code);
  };
}
