/** Writes the audit log of decisions.md. */
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export interface AuditEntry {
  actorUserId: number | null;
  entity: 'user' | 'role' | 'institution' | 'tale' | 'payment';
  entityId: number | string;
  action: string;
  details?: Record<string, unknown>;
}

export function auditRepository(db: Db) {
  return {
    async write(entry: AuditEntry): Promise<void> {
      await db.insert(auditLog).values({ ...entry, entityId: String(entry.entityId) });
    },
  };
}
export type AuditLog = ReturnType<typeof auditRepository>;
