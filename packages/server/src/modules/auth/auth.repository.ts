/** Queries of the auth area; no rules here. */
import { and, desc, eq, gt, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit-row.ts';
import type { Db } from '../../db/db.ts';
import { auditLog, sessions, userCodes, userRoles, users } from '../../db/schema/index.ts';
import { findRoleIds } from '../../db/user-roles.ts';
import { enqueueMails, type NewMailJob } from '../../mail/mail-job.repository.ts';

export type UserRow = typeof users.$inferSelect;
type NewUser = typeof users.$inferInsert;
export type CodeKind = 'activation' | 'reset' | 'email_change';

export function authRepository(db: Db) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row;
    },
    async findUserByIdentityHash(hash: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.identityNoHash, hash));
      return row;
    },
    async findUserById(userId: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.userId, userId));
      return row;
    },
    roleIdsOf: (userId: number) => findRoleIds(db, userId),
    /**
     * Creates the inactive account with the writer role, its audit entry and its activation mail job, all or
     * nothing (the code is issued when the mail is sent).
     */
    createWriter: (values: NewUser, roleId: number, auditOf: (userId: number) => AuditEntry) =>
      db.transaction((tx) => insertWriter(tx, values, roleId, auditOf)),
    /**
     * The same transaction, undone at its end: a sign-up with a taken e-mail or TC Kimlik No makes the same
     * writes as a new account and takes as long (no enumeration). `values` must not collide (no unique key).
     */
    async rehearseCreateWriter(
      values: NewUser,
      roleId: number,
      auditOf: (userId: number) => AuditEntry,
    ): Promise<void> {
      await db
        .transaction(async (tx) => {
          await insertWriter(tx, values, roleId, auditOf);
          tx.rollback();
        })
        .catch((error) => {
          if (!(error instanceof TransactionRollbackError)) throw error;
        });
    },
    queueMails: (jobs: NewMailJob[]) => enqueueMails(db, jobs),
    /** A new code replaces the user's earlier unused codes of the same kind. */
    async replaceCode(userId: number, kind: CodeKind, codeHash: string, expiresAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(userCodes)
          .set({ usedAt: new Date() })
          .where(and(eq(userCodes.userId, userId), eq(userCodes.kind, kind), isNull(userCodes.usedAt)));
        await tx.insert(userCodes).values({ userId, kind, codeHash, expiresAt });
      });
    },
    /** The owner of an unused, unexpired code of this kind; undefined when there is none. */
    async liveCodeOwner(kind: CodeKind, codeHash: string): Promise<number | undefined> {
      const [row] = await db
        .select({ userId: userCodes.userId })
        .from(userCodes)
        .where(
          and(
            eq(userCodes.codeHash, codeHash),
            eq(userCodes.kind, kind),
            isNull(userCodes.usedAt),
            gt(userCodes.expiresAt, new Date()),
          ),
        );
      return row?.userId;
    },
    /**
     * The admin who opened the account ('user.create' in the audit log), as 'Ad Soyad'; undefined for a
     * person who signed up themselves, null when that admin's account is gone.
     */
    async creatorOf(userId: number): Promise<string | null | undefined> {
      const [row] = await db
        .select({ name: users.name, surname: users.surname })
        .from(auditLog)
        .leftJoin(users, eq(users.userId, auditLog.actorUserId))
        .where(and(eq(auditLog.action, 'user.create'), eq(auditLog.entityId, String(userId))))
        .orderBy(desc(auditLog.at))
        .limit(1);
      if (!row) return undefined;
      return row.name ? `${row.name} ${row.surname ?? ''}`.trim() : null;
    },
    /** Spends the activation code and activates the account in one transaction; false when the code is no longer live. */
    async activate(userId: number, codeHash: string, audit: AuditEntry): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await consumeCode(tx, userId, 'activation', codeHash))) return false;
        await tx
          .update(users)
          .set({ isActive: true, activatedAt: new Date(), updatedAt: new Date() })
          .where(and(eq(users.userId, userId), isNull(users.activatedAt)));
        await writeAudit(tx, audit);
        return true;
      });
    },
    /**
     * Following the e-mailed link proves the address, so an account not yet activated becomes active; one an
     * admin deactivated stays passive (a reset link never undoes a deactivation).
     */
    async resetPassword(
      userId: number,
      codeHash: string,
      passwordHash: string,
      audit: AuditEntry,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await consumeCode(tx, userId, 'reset', codeHash))) return false;
        await tx
          .update(users)
          .set({
            passwordHash,
            isActive: sql`${users.isActive} OR ${users.activatedAt} IS NULL`,
            activatedAt: sql`coalesce(${users.activatedAt}, now())`,
            updatedAt: new Date(),
          })
          .where(eq(users.userId, userId));
        // A new password ends every open session of the account.
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
        await writeAudit(tx, audit);
        return true;
      });
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;

async function insertWriter(
  tx: Pick<Db, 'insert'>,
  values: NewUser,
  roleId: number,
  auditOf: (userId: number) => AuditEntry,
): Promise<number> {
  const [user] = await tx.insert(users).values(values).returning({ userId: users.userId });
  if (!user) throw new Error('user insert returned nothing');
  await tx.insert(userRoles).values({ userId: user.userId, roleId });
  await writeAudit(tx, auditOf(user.userId));
  await enqueueMails(tx, [{ kind: 'activation', userId: user.userId }]);
  return user.userId;
}

/**
 * Marks a live code of this user used, inside the transaction of what it allows: the code is spent exactly
 * when the change happens, and of two uses racing, only one finds it unused.
 */
async function consumeCode(
  tx: Pick<Db, 'update'>,
  userId: number,
  kind: CodeKind,
  codeHash: string,
): Promise<boolean> {
  const used = await tx
    .update(userCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userCodes.codeHash, codeHash),
        eq(userCodes.userId, userId),
        eq(userCodes.kind, kind),
        isNull(userCodes.usedAt),
        gt(userCodes.expiresAt, new Date()),
      ),
    )
    .returning({ codeId: userCodes.codeId });
  return used.length === 1;
}
