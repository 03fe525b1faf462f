/**
 * The audit log of decisions.md: one row per change, written in the transaction of the change it records. Every
 * module writes its rows through this (below the modules); the audit module only reads them.
 */
import type { AuditAction } from '@masal/shared';
import type { Db } from './db.ts';
import { auditLog } from './schema/index.ts';

/** Who acts, and from which address (sessionOf gives both): what a service passes on to its audit entries. */
export interface AuditActor {
  userId: number;
  ip?: string | undefined;
}

export interface AuditEntry {
  actorUserId: number | null;
  /**
   * One naming style, `entity.verb`; the row's entity column is the part before the dot. A new action is
   * added to the catalogue's audit.actions (packages/shared/src/i18n/tr.json), under its entity, with its
   * Turkish label for the audit screen.
   */
  action: AuditAction;
  /** The id of the entity the action names (the tale, the attachment, the user). */
  entityId: number | string;
  details?: Record<string, unknown>;
  /** The client's address (request.ip: the proxy's X-Forwarded-For only under TRUST_PROXY). */
  ip?: string | undefined;
}

/**
 * Writes the entry through `tx`, the open transaction of the change itself, so the row exists exactly when
 * the change does: a change that fails or rolls back leaves no row, and a row that cannot be written undoes
 * the change.
 */
export async function writeAudit(tx: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    entity: entry.action.slice(0, entry.action.indexOf('.')),
    entityId: String(entry.entityId),
    action: entry.action,
    details: entry.details,
    ip: entry.ip,
  });
}
