/** Sign-up, activation, sign-in, password reset and sign-out: the rules of seed §5/§7 and decisions.md. */
import {
  type ActivationInput,
  type AuthUser,
  isValidTcKimlikNo,
  KVKK_VERSION,
  MSG,
  ROLE,
  type signInSchema,
  type signUpSchema,
} from '@masal/shared';
import type { z } from 'zod';
import { toAuthUser } from '../../db/auth-user.presenter.ts';
import { sqlState } from '../../db/sql-state.ts';
import { Invalid, TooMany } from '../../errors.ts';
import type { NewMailJob } from '../../mail/mail-job.repository.ts';
import type { MailQueue } from '../../mail/mail-queue.ts';
import { hashPassword, spendVerifyTime, verifyPassword } from '../../security/passwords.ts';
import { randomToken, type Secrets, sha256 } from '../../security/secrets.ts';
import type { InstitutionService } from '../institutions/institution.service.ts';
import type { AuthRepository, CodeKind, UserRow } from './auth.repository.ts';
import type { SessionService } from './session.service.ts';
import type { SignInAttempts } from './sign-in-attempts.ts';

interface Deps {
  repo: AuthRepository;
  sessions: SessionService;
  secrets: Secrets;
  /** Mail is only queued here (in the request's transaction) and sent after the answer. */
  mailQueue: MailQueue;
  attempts: SignInAttempts;
  institutions: Pick<InstitutionService, 'requireKnown'>;
}

const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/** Who is told about a sign-up with an address or TC Kimlik No that an account already has. */
function takenMails(byEmail: UserRow | undefined, byIdentity: UserRow | undefined): NewMailJob[] {
  const jobs: NewMailJob[] = [];
  if (byEmail) jobs.push({ kind: 'email_taken', userId: byEmail.userId });
  if (byIdentity && byIdentity.userId !== byEmail?.userId) {
    jobs.push({ kind: 'identity_taken', userId: byIdentity.userId });
  }
  return jobs;
}

export function authService(deps: Deps) {
  const { repo, sessions, secrets, mailQueue, attempts, institutions } = deps;

  async function findForSignIn(login: string): Promise<UserRow | undefined> {
    if (/^\d{11}$/.test(login)) {
      return isValidTcKimlikNo(login) ? repo.findUserByIdentityHash(secrets.lookupHash(login)) : undefined;
    }
    return repo.findUserByEmail(login);
  }

  /**
   * The account a live mailed code belongs to, when the e-mail typed with it is that account's; the code
   * stays unspent. A code that is unknown, used or expired is `invalid`; a live code with another address
   * says the address does not match (the link holder knows the code already, so this tells them nothing
   * new) and stays valid for its owner.
   */
  async function codeOwner(
    kind: CodeKind,
    codeHash: string,
    email: string,
    invalid: string,
  ): Promise<UserRow> {
    const ownerId = await repo.liveCodeOwner(kind, codeHash);
    if (ownerId === undefined) throw new Invalid(invalid);
    const user = await repo.findUserByEmail(email);
    if (user?.userId !== ownerId) {
      throw new Invalid(MSG.codeEmailMismatch, [{ field: 'email', message: MSG.codeEmailMismatch }]);
    }
    return user;
  }

  /** The invited account behind a live reset code, and who opened it; otherwise the invitation is refused. */
  async function invitedBy(codeHash: string): Promise<{ row: UserRow; creator: string | null }> {
    const ownerId = await repo.liveCodeOwner('reset', codeHash);
    const row = ownerId === undefined ? undefined : await repo.findUserById(ownerId);
    const creator = row && !row.activatedAt ? await repo.creatorOf(row.userId) : undefined;
    if (!row || creator === undefined) throw new Invalid(MSG.invitationInvalid);
    return { row, creator };
  }

  return {
    /** Sign-out: the session ends on the server, whoever still holds its token. */
    signOut: (sessionId: number) => sessions.revoke(sessionId),

    /**
     * Answered the same whether or not the e-mail or TC Kimlik No is taken (decisions.md, no enumeration):
     * the password is hashed and the account's writes made on every path, and a taken one's owner is told.
     */
    /** `address`: the client's (request.ip), for the audit entry. */
    async signUp(input: z.output<typeof signUpSchema>, address: string): Promise<void> {
      await institutions.requireKnown(input.institutionId);
      const identityNoHash = secrets.lookupHash(input.identityNo);
      const byEmail = await repo.findUserByEmail(input.email);
      const byIdentity = await repo.findUserByIdentityHash(identityNoHash);
      const account = {
        email: input.email,
        passwordHash: await hashPassword(input.password),
        name: input.name,
        surname: input.surname,
        titleName: input.titleName || null,
        institutionId: input.institutionId,
        identityNoEnc: secrets.encrypt(input.identityNo),
        identityNoHash,
        // The schema let the request through only with the notice acknowledged (kvkkAccepted: true).
        kvkkAcceptedAt: new Date(),
        kvkkVersion: KVKK_VERSION,
      };
      const auditOf = (id: number) => ({
        actorUserId: id,
        ip: address,
        action: 'user.signUp' as const,
        entityId: id,
      });
      if (byEmail || byIdentity) {
        // The writes of a new account, undone, with keys nobody has: a taken sign-up takes as long.
        const unused = { email: `${randomToken()}@kayit.invalid`, identityNoHash: sha256(randomToken()) };
        await repo.rehearseCreateWriter({ ...account, ...unused }, ROLE.writer, auditOf);
        await repo.queueMails(takenMails(byEmail, byIdentity));
      } else {
        try {
          await repo.createWriter(account, ROLE.writer, auditOf);
        } catch (error) {
          // Two sign-ups racing past the look-ups: the unique indexes decide, the other is answered as taken.
          if (!isUniqueViolation(error)) throw error;
          await repo.queueMails(
            takenMails(
              await repo.findUserByEmail(input.email),
              await repo.findUserByIdentityHash(identityNoHash),
            ),
          );
        }
      }
      mailQueue.kick();
    },

    async activate(input: ActivationInput, address: string): Promise<void> {
      const codeHash = sha256(input.activationCode);
      const user = await codeOwner('activation', codeHash, input.email, MSG.activationInvalid);
      const activated = await repo.activate(user.userId, codeHash, {
        actorUserId: user.userId,
        ip: address,
        action: 'user.activate',
        entityId: user.userId,
      });
      // Another use of the same code got there first.
      if (!activated) throw new Invalid(MSG.activationInvalid);
    },

    /** An unknown login costs the same verify and counts as a failure alike, so nothing tells them apart. */
    async signIn(
      input: z.output<typeof signInSchema>,
      address: string,
    ): Promise<{ user: AuthUser; token: string }> {
      if (!(await attempts.admit(input.email, address))) throw new TooMany();
      const user = await findForSignIn(input.email);
      const verified = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await spendVerifyTime(input.password);
      if (!user || !verified) throw new Invalid(MSG.signInFailed);
      // The password was right: it was no guess, whether or not the account is active yet.
      await attempts.clear(input.email, address);
      if (!user.isActive) throw new Invalid(MSG.signInInactive);
      const token = await sessions.create(user.userId);
      return { user: toAuthUser(user, await repo.roleIdsOf(user.userId), secrets), token };
    },

    /** Same answer, and the same work before it, whether or not the address is known (no enumeration). */
    async forgotPassword(email: string): Promise<void> {
      const user = await repo.findUserByEmail(email);
      // An unknown address queues a job for nobody: the same write, no mail.
      await repo.queueMails([{ kind: 'reset', userId: user?.userId ?? null }]);
      mailQueue.kick();
    },

    async resetPassword(
      input: { email: string; password: string; reminderCode: string },
      address: string,
    ): Promise<void> {
      const codeHash = sha256(input.reminderCode);
      const user = await codeOwner('reset', codeHash, input.email, MSG.resetInvalid);
      const reset = await repo.resetPassword(user.userId, codeHash, await hashPassword(input.password), {
        actorUserId: user.userId,
        ip: address,
        action: 'user.resetPassword',
        entityId: user.userId,
      });
      if (!reset) throw new Invalid(MSG.resetInvalid);
    },

    /**
     * The person an invitation link is for: a live reset code of an account an admin opened and nobody
     * activated yet. The code alone names them, so the welcome page does not ask for the e-mail.
     */
    async invitation(reminderCode: string) {
      const user = await invitedBy(sha256(reminderCode));
      return {
        name: user.row.name,
        surname: user.row.surname,
        email: user.row.email,
        roleIds: await repo.roleIdsOf(user.row.userId),
        invitedBy: user.creator,
      };
    },

    /** The invited person's first password: it activates the account, as following a reset link does. */
    async acceptInvitation(input: { reminderCode: string; password: string }, address: string) {
      const codeHash = sha256(input.reminderCode);
      const { row } = await invitedBy(codeHash);
      const done = await repo.resetPassword(row.userId, codeHash, await hashPassword(input.password), {
        actorUserId: row.userId,
        ip: address,
        action: 'user.activate',
        entityId: row.userId,
      });
      if (!done) throw new Invalid(MSG.invitationInvalid);
    },

    async me(userId: number): Promise<AuthUser> {
      const user = await repo.findUserById(userId);
      if (!user) throw new Invalid(MSG.notFound);
      return toAuthUser(user, await repo.roleIdsOf(userId), secrets);
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
