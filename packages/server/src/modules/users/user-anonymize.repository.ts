/**
 * KVKK deletion requests in the admin's users screen: the rejection, and the anonymisation that approves
 * one — every write of it in ONE transaction, so a person is either wholly anonymised or not at all.
 */
import { ANONYMOUS, NO_INSTITUTION, ROLE } from '@masal/shared';
import { and, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit-row.ts';
import type { Db } from '../../db/db.ts';
import { containsPattern } from '../../db/like.ts';
import {
  auditLog,
  institutions,
  mailJobs,
  sessions,
  taleHistory,
  tales,
  userCodes,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import { formerValues, needlePattern, scrubJson, scrubText } from './anonymize-scrub.ts';
import { lockAdmins, otherActiveAdmins } from './user-admin.repository.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type UserRecord = typeof users.$inferSelect;

/** Why an anonymisation was refused; nothing was written then. */
export type AnonymizeRefusal = 'notFound' | 'anonymized' | 'noRequest' | 'lastAdmin';
type AnonymizeOutcome = { refused: AnonymizeRefusal } | { refused: null; profileImagePath: string | null };

export interface AnonymizeInput {
  /** A hash of a random password nobody knows. */
  passwordHash: string;
  /** The person's values as text may hold them (e-mail, full name, TC Kimlik No, IBAN), read under the lock. */
  valuesOf: (user: UserRecord) => string[];
  audit: AuditEntry;
}

/** The compiler fields of the person's tales emptied; the texts kept, other text rid of their values. */
async function scrubTales(tx: Tx, userId: number, pattern: RegExp | null): Promise<number> {
  const owned = await tx
    .select({
      taleId: tales.taleId,
      compilerExplanation: tales.compilerExplanation,
      lastNote: tales.lastNote,
    })
    .from(tales)
    .where(eq(tales.userId, userId));
  for (const tale of owned) {
    await tx
      .update(tales)
      .set({
        compilerNameSurname: ANONYMOUS.compilerNameSurname,
        compilerJob: null,
        compilerPlaceOfBirth: null,
        compilerBirthDate: null,
        compilerEducationLevel: null,
        compilerExplanation: scrubText(tale.compilerExplanation, pattern),
        lastNote: scrubText(tale.lastNote, pattern),
        version: sql`${tales.version} + 1`,
      })
      .where(eq(tales.taleId, tale.taleId));
  }
  if (owned.length > 0 && pattern) {
    const notes = await tx
      .select({ historyId: taleHistory.historyId, note: taleHistory.note })
      .from(taleHistory)
      .where(
        and(
          inArray(
            taleHistory.taleId,
            owned.map((t) => t.taleId),
          ),
          isNotNull(taleHistory.note),
        ),
      );
    for (const row of notes) {
      const note = scrubText(row.note, pattern);
      if (note !== row.note)
        await tx.update(taleHistory).set({ note }).where(eq(taleHistory.historyId, row.historyId));
    }
  }
  return owned.length;
}

/**
 * The audit rows about the account lose every personal field; any row whose details hold one of the
 * person's values loses that value; the rows of what they did lose their address.
 */
async function scrubAudit(tx: Tx, userId: number, values: string[], pattern: RegExp | null): Promise<number> {
  const about = and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId)));
  const holding: SQL[] = values
    .filter((v) => v.trim().length >= 3)
    .map((v) => sql`${auditLog.details}::text ilike ${containsPattern(v.trim())}`);
  const rows = await tx
    .select({
      auditId: auditLog.auditId,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      details: auditLog.details,
    })
    .from(auditLog)
    .where(and(isNotNull(auditLog.details), or(about, ...holding)));
  let changed = 0;
  for (const row of rows) {
    const own = row.entity === 'user' && row.entityId === String(userId);
    const details = scrubJson(row.details, pattern, own);
    if (JSON.stringify(details) === JSON.stringify(row.details)) continue;
    await tx.update(auditLog).set({ details }).where(eq(auditLog.auditId, row.auditId));
    changed++;
  }
  await tx.update(auditLog).set({ ip: null }).where(eq(auditLog.actorUserId, userId));
  return changed;
}

export function userAnonymizeRepository(db: Db) {
  return {
    /** 'notFound', 'noRequest' when no request waits, or 'done'. Written with its audit row. */
    rejectDeletion: (userId: number, audit: AuditEntry) =>
      db.transaction(async (tx) => {
        const [row] = await tx.select({ id: users.userId }).from(users).where(eq(users.userId, userId));
        if (!row) return 'notFound' as const;
        const cleared = await tx
          .update(users)
          .set({ deletionRequestedAt: null, updatedAt: new Date() })
          .where(
            and(eq(users.userId, userId), isNotNull(users.deletionRequestedAt), isNull(users.anonymizedAt)),
          )
          .returning({ id: users.userId });
        if (cleared.length === 0) return 'noRequest' as const;
        await writeAudit(tx, audit);
        return 'done' as const;
      }),

    /**
     * Approves the person's deletion request: the account keeps its id (tales, payments and the audit trail
     * point to it) but nothing that identifies the person; every session ends, codes and queued mails go.
     * Answers the profile image path to remove from storage after the commit.
     */
    anonymize: (userId: number, input: AnonymizeInput) =>
      db.transaction(async (tx): Promise<AnonymizeOutcome> => {
        await lockAdmins(tx);
        const [user] = await tx.select().from(users).where(eq(users.userId, userId)).for('update');
        if (!user) return { refused: 'notFound' };
        if (user.anonymizedAt) return { refused: 'anonymized' };
        if (!user.deletionRequestedAt) return { refused: 'noRequest' };
        const [admin] = await tx
          .select({ userId: userRoles.userId })
          .from(userRoles)
          .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, ROLE.admin)));
        if (admin && (await otherActiveAdmins(tx, userId)) === 0) return { refused: 'lastAdmin' };

        const history = await tx
          .select({ details: auditLog.details })
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId))));
        const values = [
          ...input.valuesOf(user),
          ...formerValues(
            history.map((h) => h.details),
            user,
          ),
        ];
        const pattern = needlePattern(values);
        const [none] = await tx
          .select({ id: institutions.institutionId })
          .from(institutions)
          .where(eq(institutions.name, NO_INSTITUTION));
        await tx
          .update(users)
          .set({
            name: ANONYMOUS.name,
            surname: ANONYMOUS.surname,
            email: `anonim-${userId}@${ANONYMOUS.emailDomain}`,
            passwordHash: input.passwordHash,
            titleName: null,
            institutionId: none?.id ?? user.institutionId,
            identityNoEnc: null,
            identityNoHash: null,
            ibanEnc: null,
            bankName: null,
            profileImagePath: null,
            job: null,
            birthDate: null,
            placeOfBirth: null,
            pendingEmail: null,
            isActive: false,
            // Shown as "pasif", never as waiting for an activation.
            activatedAt: user.activatedAt ?? new Date(),
            anonymizedAt: new Date(),
            version: sql`${users.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(users.userId, userId));
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
        await tx.delete(userCodes).where(and(eq(userCodes.userId, userId), isNull(userCodes.usedAt)));
        await tx
          .update(mailJobs)
          .set({ state: 'skipped', doneAt: new Date() })
          .where(and(eq(mailJobs.userId, userId), eq(mailJobs.state, 'pending')));
        const taleCount = await scrubTales(tx, userId, pattern);
        const auditRows = await scrubAudit(tx, userId, values, pattern);
        await writeAudit(tx, { ...input.audit, details: { tales: taleCount, auditRowsScrubbed: auditRows } });
        return { refused: null, profileImagePath: user.profileImagePath };
      }),
  };
}
export type UserAnonymizeRepository = ReturnType<typeof userAnonymizeRepository>;
