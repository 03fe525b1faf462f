/** The audit log of decisions.md: one row per change, written in the transaction of the change it records. */
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/** One naming style, `entity.verb`; the row's entity column is the part before the dot. */
type AuditAction =
  | 'tale.create'
  | 'tale.update'
  | 'tale.submit'
  | 'tale.delete'
  | 'attachment.upload'
  | 'attachment.delete'
  | 'institution.create'
  | 'institution.update'
  | 'institution.delete'
  | 'user.create'
  | 'user.signUp'
  | 'user.activate'
  | 'user.resetPassword'
  | 'user.profileImage';

export interface AuditEntry {
  actorUserId: number | null;
  action: AuditAction;
  /** The id of the entity the action names (the tale, the attachment, the user). */
  entityId: number | string;
  details?: Record<string, unknown>;
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
  });
}
