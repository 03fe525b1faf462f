/** Reading the audit log for the admin: newest first, server-paged, filtered by actor, record, action and day. */
import { ACTION, type AuditAction, type AuditEntity, t } from '@masal/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/db.ts';
import { istanbulMidnight } from '../../db/istanbul-day.ts';
import { attachments, auditLog, institutions, tales, users } from '../../db/schema/index.ts';

export interface AuditFilter {
  page: number;
  pageSize: number;
  actorUserId?: number | undefined;
  entity?: AuditEntity | undefined;
  action?: AuditAction | undefined;
  /** First and last day (YYYY-MM-DD), inclusive, in Istanbul time. */
  from?: string | undefined;
  to?: string | undefined;
}

const actor = alias(users, 'actor');

/** The entity id as an integer when it is one (every entity today has integer ids), else null. */
const numericId = sql`case when ${auditLog.entityId} ~ '^[0-9]{1,9}$' then ${auditLog.entityId}::int end`;

/** What the log calls someone else's draft: admins see no draft but their own anywhere else (decisions.md). */
const OTHERS_DRAFT = t('audit.othersDraft');

/**
 * The record's name, one index look-up per row of the page; null once the record is gone. A tale that is
 * someone else's draft now, and a file of one, are named only "taslak".
 */
const subjectFor = (viewerUserId: number) => {
  const othersDraft = sql`${tales.actionId} = ${ACTION.draft} and ${tales.userId} <> ${viewerUserId}`;
  return sql<string | null>`case ${auditLog.entity}
  when 'user' then (select ${users.name} || ' ' || ${users.surname} from ${users} where ${users.userId} = ${numericId})
  when 'institution' then (select ${institutions.name} from ${institutions}
    where ${institutions.institutionId} = ${numericId})
  when 'tale' then (select case when ${othersDraft} then ${OTHERS_DRAFT} else ${tales.taleName} end
    from ${tales} where ${tales.taleId} = ${numericId})
  when 'attachment' then (select case when ${othersDraft} then ${OTHERS_DRAFT} else ${attachments.fileName} end
    from ${attachments} inner join ${tales} on ${tales.taleId} = ${attachments.taleId}
    where ${attachments.id} = ${numericId})
end`;
};

export function auditLogRepository(db: Db) {
  return {
    async list(filter: AuditFilter, viewerUserId: number) {
      const where = and(
        filter.actorUserId ? eq(auditLog.actorUserId, filter.actorUserId) : undefined,
        filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
        filter.action ? eq(auditLog.action, filter.action) : undefined,
        filter.from ? sql`${auditLog.at} >= ${istanbulMidnight(filter.from)}` : undefined,
        filter.to ? sql`${auditLog.at} < ${istanbulMidnight(filter.to, 1)}` : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            auditId: auditLog.auditId,
            at: auditLog.at,
            actorUserId: auditLog.actorUserId,
            actorName: actor.name,
            actorSurname: actor.surname,
            entity: auditLog.entity,
            entityId: auditLog.entityId,
            subject: subjectFor(viewerUserId),
            action: auditLog.action,
            details: auditLog.details,
            ip: auditLog.ip,
          })
          .from(auditLog)
          .leftJoin(actor, eq(actor.userId, auditLog.actorUserId))
          .where(where)
          // audit_log_at (or audit_log_actor under a person filter) read backwards.
          .orderBy(desc(auditLog.at), desc(auditLog.auditId))
          .limit(filter.pageSize)
          .offset(filter.page * filter.pageSize),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}
export type AuditLogRepository = ReturnType<typeof auditLogRepository>;
