/** Queries of the auth area; no rules here. */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { institutions, sessions, userCodes, userRoles, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type CodeKind = 'activation' | 'reset';

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
    async roleIdsOf(userId: number): Promise<number[]> {
      const rows = await db
        .select({ roleId: userRoles.roleId })
        .from(userRoles)
        .where(eq(userRoles.userId, userId));
      return rows.map((r) => r.roleId).sort((a, b) => a - b);
    },
    async institutionExists(institutionId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: institutions.institutionId })
        .from(institutions)
        .where(eq(institutions.institutionId, institutionId));
      return row !== undefined;
    },
    /** Creates the inactive account with the writer role and its activation code, all or nothing. */
    async createWriter(
      values: typeof users.$inferInsert,
      roleId: number,
      code: { codeHash: string; expiresAt: Date },
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [user] = await tx.insert(users).values(values).returning({ userId: users.userId });
        if (!user) throw new Error('user insert returned nothing');
        await tx.insert(userRoles).values({ userId: user.userId, roleId });
        await tx.insert(userCodes).values({ userId: user.userId, kind: 'activation', ...code });
        return user.userId;
      });
    },
    async recordFailedSignIn(userId: number, limit: number, lockUntil: Date): Promise<void> {
      // One statement, so concurrent failures cannot both read the old count.
      await db
        .update(users)
        .set({
          failedSignIns: sql`case when ${users.failedSignIns} + 1 >= ${limit} then 0 else ${users.failedSignIns} + 1 end`,
          signInLockedUntil: sql`case when ${users.failedSignIns} + 1 >= ${limit} then ${lockUntil.toISOString()}::timestamptz else ${users.signInLockedUntil} end`,
        })
        .where(eq(users.userId, userId));
    },
    async clearFailedSignIns(userId: number): Promise<void> {
      await db
        .update(users)
        .set({ failedSignIns: 0, signInLockedUntil: null })
        .where(eq(users.userId, userId));
    },
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
    /** Marks a valid code used and returns true; false when unknown, used, expired or someone else's. */
    async consumeCode(userId: number, kind: CodeKind, codeHash: string): Promise<boolean> {
      const used = await db
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
    },
    async activate(userId: number): Promise<void> {
      await db.update(users).set({ isActive: true, updatedAt: new Date() }).where(eq(users.userId, userId));
    },
    async setPassword(userId: number, passwordHash: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, failedSignIns: 0, signInLockedUntil: null, updatedAt: new Date() })
          .where(eq(users.userId, userId));
        // A new password ends every open session of the account.
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      });
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
