/** coefficientOfPayment with its history (payment_coefficients): the latest row is the one in force. */
import { desc, eq } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../db/audit-row.ts';
import type { Db } from '../../db/db.ts';
import { paymentCoefficients, users } from '../../db/schema/index.ts';

export function coefficientRepository(db: Db) {
  return {
    /** Every value, newest first, with who set it. */
    history() {
      return db
        .select({
          value: paymentCoefficients.value,
          changedAt: paymentCoefficients.changedAt,
          userId: users.userId,
          name: users.name,
          surname: users.surname,
        })
        .from(paymentCoefficients)
        .leftJoin(users, eq(users.userId, paymentCoefficients.changedBy))
        .orderBy(desc(paymentCoefficients.changedAt), desc(paymentCoefficients.coefficientId));
    },

    /** The new value in force from now on, with its audit row; payments already made keep theirs. */
    async set(value: string, previous: string, actor: AuditActor): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(paymentCoefficients)
          .values({ value, changedBy: actor.userId })
          .returning({ coefficientId: paymentCoefficients.coefficientId });
        await writeAudit(tx, {
          actorUserId: actor.userId,
          entityId: `coefficient-${row?.coefficientId}`,
          action: 'payment.coefficient',
          details: { previous, value },
          ip: actor.ip,
        });
      });
    },
  };
}
export type CoefficientRepository = ReturnType<typeof coefficientRepository>;
