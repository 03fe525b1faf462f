/** Sign-up, activation, sign-in, password reset and sign-out: the rules of seed §5/§7 and decisions.md. */
import {
  ACTIVATION_CODE_TTL_MS,
  type ActivationInput,
  type AuthUser,
  isValidTcKimlikNo,
  MSG,
  RESET_CODE_TTL_MS,
  ROLE,
  type signInSchema,
  type signUpSchema,
} from '@masal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import { Conflict, Invalid, TooMany } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { activationMail, resetMail } from '../../mail/templates.ts';
import { hashPassword, spendVerifyTime, verifyPassword } from '../../security/passwords.ts';
import { randomToken, type Secrets, sha256 } from '../../security/secrets.ts';
import { toAuthUser } from '../users/user.presenter.ts';
import type { AuthRepository, CodeKind, UserRow } from './auth.repository.ts';
import type { SessionService } from './session.service.ts';

interface Deps {
  repo: AuthRepository;
  sessions: SessionService;
  secrets: Secrets;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
}

/** Postgres unique-violation code and the constraint it names. */
function uniqueViolation(error: unknown): string | undefined {
  const e = (error as { cause?: unknown }).cause ?? error;
  const pgError = e as { code?: string; constraint?: string };
  return pgError.code === '23505' ? (pgError.constraint ?? '') : undefined;
}

export function authService(deps: Deps) {
  const { repo, sessions, secrets, mailer, config, log } = deps;

  /** Mail goes out after the answer, so the answer's timing tells nothing about the address. */
  function sendLater(message: Parameters<Mailer['send']>[0]) {
    mailer.send(message).catch((error) => log.error({ err: error }, 'mail could not be sent'));
  }

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

  return {
    async signUp(input: z.output<typeof signUpSchema>): Promise<number> {
      if (!(await repo.institutionExists(input.institutionId))) {
        throw new Invalid(MSG.institutionNotFound, [
          { field: 'institutionId', message: MSG.institutionNotFound },
        ]);
      }
      if (await repo.findUserByEmail(input.email)) throw new Conflict(MSG.emailTaken);
      const identityNoHash = secrets.lookupHash(input.identityNo);
      if (await repo.findUserByIdentityHash(identityNoHash)) throw new Conflict(MSG.identityNoTaken);

      const code = randomToken();
      let userId: number;
      try {
        userId = await repo.createWriter(
          {
            email: input.email,
            passwordHash: await hashPassword(input.password),
            name: input.name,
            surname: input.surname,
            titleName: input.titleName || null,
            institutionId: input.institutionId,
            identityNoEnc: secrets.encrypt(input.identityNo),
            identityNoHash,
          },
          ROLE.writer,
          { codeHash: sha256(code), expiresAt: new Date(Date.now() + ACTIVATION_CODE_TTL_MS) },
          (id) => ({ actorUserId: id, action: 'user.signUp', entityId: id }),
        );
      } catch (error) {
        // Two sign-ups racing past the checks above: the unique indexes decide.
        const constraint = uniqueViolation(error);
        if (constraint === undefined) throw error;
        throw new Conflict(constraint.includes('identity') ? MSG.identityNoTaken : MSG.emailTaken);
      }
      sendLater(activationMail(input.email, input.name, config.publicUrl, code));
      return userId;
    },

    async activate(input: ActivationInput): Promise<void> {
      const codeHash = sha256(input.activationCode);
      const user = await codeOwner('activation', codeHash, input.email, MSG.activationInvalid);
      const activated = await repo.activate(user.userId, codeHash, {
        actorUserId: user.userId,
        action: 'user.activate',
        entityId: user.userId,
      });
      // Another use of the same code got there first.
      if (!activated) throw new Invalid(MSG.activationInvalid);
    },

    async signIn(input: z.output<typeof signInSchema>): Promise<{ user: AuthUser; token: string }> {
      const user = await findForSignIn(input.email);
      if (!user) {
        await spendVerifyTime(input.password);
        throw new Invalid(MSG.signInFailed);
      }
      if (user.signInLockedUntil && user.signInLockedUntil.getTime() > Date.now()) throw new TooMany();
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        const { signInPerAccount, authWindowMs } = config.limits;
        await repo.recordFailedSignIn(user.userId, signInPerAccount, new Date(Date.now() + authWindowMs));
        throw new Invalid(MSG.signInFailed);
      }
      if (!user.isActive) throw new Invalid(MSG.signInInactive);
      if (user.failedSignIns > 0 || user.signInLockedUntil) await repo.clearFailedSignIns(user.userId);
      const token = await sessions.create(user.userId);
      return { user: toAuthUser(user, await repo.roleIdsOf(user.userId), secrets), token };
    },

    /** Same answer whether or not the address is known (no enumeration). */
    async forgotPassword(email: string): Promise<void> {
      const user = email ? await repo.findUserByEmail(email) : undefined;
      if (!user) return;
      const code = randomToken();
      await repo.replaceCode(user.userId, 'reset', sha256(code), new Date(Date.now() + RESET_CODE_TTL_MS));
      sendLater(resetMail(user.email, user.name, config.publicUrl, code));
    },

    async resetPassword(input: { email: string; password: string; reminderCode: string }): Promise<void> {
      const codeHash = sha256(input.reminderCode);
      const user = await codeOwner('reset', codeHash, input.email, MSG.resetInvalid);
      const reset = await repo.resetPassword(user.userId, codeHash, await hashPassword(input.password), {
        actorUserId: user.userId,
        action: 'user.resetPassword',
        entityId: user.userId,
      });
      if (!reset) throw new Invalid(MSG.resetInvalid);
    },

    async me(userId: number): Promise<AuthUser> {
      const user = await repo.findUserById(userId);
      if (!user) throw new Invalid(MSG.notFound);
      return toAuthUser(user, await repo.roleIdsOf(userId), secrets);
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
