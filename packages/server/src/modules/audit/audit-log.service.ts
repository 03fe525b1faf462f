/**
 * The admin's view of the audit log: each entry's details split into before → after changes and other facts,
 * with every TC Kimlik No and IBAN masked, whatever shape the entry was written in.
 */
import {
  type AuditChange,
  type AuditListAnswer,
  type auditListQuerySchema,
  isValidTcKimlikNo,
  isValidTrIban,
  maskIban,
  maskIdentityNo,
} from '@masal/shared';
import type { z } from 'zod';
import type { AuditLogRepository } from './audit-log.repository.ts';

type Details = Record<string, unknown>;

/** The field a whole-value `{before, after}` entry changes, for the screen to show it in words. */
const WHOLE_VALUE_FIELD: Record<string, string> = {
  'user.roles': 'roleIds',
  'user.status': 'status',
  'institution.update': 'name',
};

const isRecord = (value: unknown): value is Details =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A full TC Kimlik No or IBAN anywhere in the entry is masked: the log never shows one (KVKK). */
function masked(value: unknown): unknown {
  if (typeof value === 'string') {
    if (isValidTcKimlikNo(value)) return maskIdentityNo(value);
    if (isValidTrIban(value)) return maskIban(value);
    return value;
  }
  if (typeof value === 'number' && isValidTcKimlikNo(String(value))) return maskIdentityNo(String(value));
  if (Array.isArray(value)) return value.map(masked);
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, masked(v)]));
  return value;
}

const isChange = (value: unknown): value is { before: unknown; after: unknown } =>
  isRecord(value) && 'before' in value && 'after' in value && Object.keys(value).length === 2;

/**
 * The entry's changes in one shape. Written as `{before: {…}, after: {…}}` (the changed fields on each side),
 * `{before, after}` (one whole value), `{from, to}` (a tale's status) or `{field: {before, after}, …}`.
 */
function splitDetails(action: string, raw: unknown): { changes: AuditChange[]; details: Details } {
  if (!isRecord(raw)) return { changes: [], details: {} };
  const { before, after, from, to, ...rest } = raw;
  const changes: AuditChange[] = [];
  const details: Details = {};
  if ('before' in raw && 'after' in raw) {
    if (isRecord(before) && isRecord(after)) {
      for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
        changes.push({ field, before: before[field] ?? null, after: after[field] ?? null });
      }
    } else {
      changes.push({ field: WHOLE_VALUE_FIELD[action] ?? null, before, after });
    }
  } else {
    if ('before' in raw) details.before = before;
    if ('after' in raw) details.after = after;
  }
  if ('from' in raw && 'to' in raw) changes.push({ field: 'actionId', before: from, after: to });
  else {
    if ('from' in raw) details.from = from;
    if ('to' in raw) details.to = to;
  }
  for (const [key, value] of Object.entries(rest)) {
    if (isChange(value)) changes.push({ field: key, before: value.before, after: value.after });
    else details[key] = value;
  }
  return { changes: masked(changes) as AuditChange[], details: masked(details) as Details };
}

export function auditLogService(repo: AuditLogRepository) {
  return {
    /** The log as `viewerUserId` (an admin) reads it. */
    async list(query: z.output<typeof auditListQuerySchema>, viewerUserId: number): Promise<AuditListAnswer> {
      const { userId, ...rest } = query;
      const { rows, total } = await repo.list({ ...rest, actorUserId: userId }, viewerUserId);
      return {
        total,
        rows: rows.map((row) => ({
          auditId: row.auditId,
          at: row.at.toISOString(),
          actor:
            row.actorUserId !== null && row.actorName !== null && row.actorSurname !== null
              ? { userId: row.actorUserId, name: row.actorName, surname: row.actorSurname }
              : null,
          entity: row.entity,
          entityId: row.entityId,
          subject: row.subject ?? deletedName(row.details),
          action: row.action,
          ...splitDetails(row.action, row.details),
          ip: row.ip,
        })),
      };
    },
  };
}
export type AuditLogService = ReturnType<typeof auditLogService>;

/** A deleted record's name as its deletion entry kept it (an institution's name, a file's name). */
function deletedName(details: unknown): string | null {
  if (!isRecord(details)) return null;
  const name = details.name ?? details.fileName;
  return typeof name === 'string' ? name : null;
}
