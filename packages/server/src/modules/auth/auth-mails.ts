/**
 * What the outbox sends for each auth job. The code of a link is issued here, when the mail is sent, so no
 * code is ever stored unhashed; mails asked for by anyone are limited per account per hour, silently.
 */
import { ACTIVATION_CODE_TTL_MS, RESET_CODE_TTL_MS } from '@masal/shared';
import type { MailJobRepository } from '../../mail/mail-job.repository.ts';
import type { ComposeMail } from '../../mail/mail-queue.ts';
import { activationMail, emailTakenMail, identityTakenMail, resetMail } from '../../mail/templates.ts';
import { randomToken, sha256 } from '../../security/secrets.ts';
import type { AuthRepository, CodeKind } from './auth.repository.ts';

const HOUR_MS = 60 * 60 * 1000;

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
    if (!user) return null;
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
    if ((await jobs.requestedSentSince(userId, new Date(Date.now() - HOUR_MS))) >= requestedPerHour)
      return null;
    if (job.kind === 'identity_taken') return identityTakenMail(email, name, publicUrl);
    const code = await issueCode(userId, 'reset', RESET_CODE_TTL_MS);
    return job.kind === 'reset'
      ? resetMail(email, name, publicUrl, code)
      : emailTakenMail(email, name, publicUrl, code);
  };
}
