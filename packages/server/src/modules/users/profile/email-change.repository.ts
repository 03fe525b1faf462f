/** Queries of the profile's e-mail change: the pending address with its mail job, and the confirmation. */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../../db/audit-row.ts';
import type { Db } from '../../../db/db.ts';
import { userCodes, users } from '../../../db/schema/index.ts';
import { sqlState } from '../../../db/sql-state.ts';
import { enqueueMails } from '../../../mail/mail-job.repository.ts';

/** What following a link did: the address changed, the code was not live, or the address is taken now. */
type ConfirmOutcome = 'changed' | 'invalid' | 'taken';

/** Thrown inside the transaction to undo it: the code stays live and nothing changes. */
class AddressTaken extends Error {}

export function emailChangeRepository(db: Db) {
  return {
    /** Keeps the new address as pending and queues its link, in the transaction of the audit entry. */
    request: (userId: number, pendingEmail: string, audit: AuditEntry) =>
      db.transaction(async (tx) => {
        await tx.update(users).set({ pendingEmail, updatedAt: new Date() }).where(eq(users.userId, userId));
        await enqueueMails(tx, [{ kind: 'email_change', userId }]);
        await writeAudit(tx, audit);
      }),

    /**
     * Spends a live code and moves its owner's pending address to `email`, all or nothing. The address is
     * checked here, not at the request, and the unique index settles two confirmations racing for it.
     */
    async confirm(
      codeHash: string,
      auditOf: (userId: number, before: string, after: string) => AuditEntry,
    ): Promise<ConfirmOutcome> {
      try {
        return await db.transaction(async (tx) => {
          const [code] = await tx
            .update(userCodes)
            .set({ usedAt: new Date() })
            .where(
              and(
                eq(userCodes.codeHash, codeHash),
                eq(userCodes.kind, 'email_change'),
                isNull(userCodes.usedAt),
                gt(userCodes.expiresAt, new Date()),
              ),
            )
            .returning({ userId: userCodes.userId });
          if (!code) return 'invalid';
          const [user] = await tx
            .select({ email: users.email, pendingEmail: users.pendingEmail })
            .from(users)
            .where(eq(users.userId, code.userId))
            .for('update');
          if (!user?.pendingEmail) return 'invalid';
          const pending = user.pendingEmail;
          const [holder] = await tx
            .select({ userId: users.userId })
            .from(users)
            .where(and(sql`lower(${users.email}) = ${pending.toLowerCase()}`, ne(users.userId, code.userId)));
          if (holder) throw new AddressTaken();
          await tx
            .update(users)
            .set({
              email: pending,
              pendingEmail: null,
              version: sql`${users.version} + 1`,
              updatedAt: new Date(),
            })
            .where(eq(users.userId, code.userId));
          await writeAudit(tx, auditOf(code.userId, user.email, pending));
          return 'changed';
        });
      } catch (error) {
        if (error instanceof AddressTaken || sqlState(error) === '23505') return 'taken';
        throw error;
      }
    },
  };
}
export type EmailChangeRepository = ReturnType<typeof emailChangeRepository>;
