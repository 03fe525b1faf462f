/** Every change of a tale, user, role, payment or institution (decisions.md). */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    auditId: serial('audit_id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id').references(() => users.userId, { onDelete: 'set null' }),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    details: jsonb('details'),
    /** The address the change came from (the client's, behind a trusted proxy). */
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_entity').on(t.entity, t.entityId),
    index('audit_log_at').on(t.at, t.auditId),
    index('audit_log_actor').on(t.actorUserId, t.at),
  ],
);
