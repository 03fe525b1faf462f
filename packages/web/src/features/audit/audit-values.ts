/** An audit entry in words: field names in Turkish, roles, statuses and institutions by name, dates as dd.MM.yyyy. */
import {
  type AuditRow,
  actionName,
  auditEntityLabel,
  formatCount,
  formatDateTr,
  USER_STATUS_NAMES,
} from '@masal/shared';
import { t, tr } from '../../i18n/i18n.ts';
import { roleNames } from '../users/user-labels.ts';

/** Institution names by id, to show an institutionId as the name. */
export type InstitutionNames = ReadonlyMap<number, string>;

const FIELD_LABELS: Readonly<Record<string, string>> = tr.audit.fields;

export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'number');

/** One value of an entry, as a person reads it. */
export function formatAuditValue(
  field: string | null,
  value: unknown,
  institutions: InstitutionNames,
): string {
  if (value === null || value === undefined || value === '') return t('audit.none');
  if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
  if ((field === 'roleIds' || field === 'roles') && isIdList(value)) {
    return value.length > 0 ? roleNames({ userRoles: value.map((roleId) => ({ roleId })) }) : t('audit.none');
  }
  if (field === 'status' && typeof value === 'string' && value in USER_STATUS_NAMES) {
    return USER_STATUS_NAMES[value as keyof typeof USER_STATUS_NAMES];
  }
  if (field === 'actionId' && typeof value === 'number') return actionName(value);
  if (field === 'institutionId' && typeof value === 'number') return institutions.get(value) ?? `#${value}`;
  if (field === 'size' && typeof value === 'number') {
    return t('audit.bytes', { size: formatCount(value) });
  }
  if (field === 'fields' && Array.isArray(value)) return value.map((f) => fieldLabel(String(f))).join(', ');
  if (typeof value === 'string' && ISO_DATE.test(value)) return formatDateTr(`${value}T12:00:00Z`);
  if (Array.isArray(value)) return value.map((v) => formatAuditValue(null, v, institutions)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** "Roller: Derleyici → Derleyici, Editör" for each change; the entry's other facts when nothing changed. */
export function auditSummary(
  row: Pick<AuditRow, 'changes' | 'details'>,
  institutions: InstitutionNames,
): string {
  const changes = row.changes.map((c) => {
    const arrow = `${formatAuditValue(c.field, c.before, institutions)} → ${formatAuditValue(c.field, c.after, institutions)}`;
    return c.field ? `${fieldLabel(c.field)}: ${arrow}` : arrow;
  });
  if (changes.length > 0) return changes.join('; ');
  return Object.entries(row.details)
    .map(([key, value]) => `${fieldLabel(key)}: ${formatAuditValue(key, value, institutions)}`)
    .join('; ');
}

/** "Şule Öztürk", or the kind of record and its id when its name is not known (gone). */
export const auditSubject = (row: Pick<AuditRow, 'subject' | 'entity' | 'entityId'>) =>
  row.subject ?? t('audit.recordOf', { entity: auditEntityLabel(row.entity), id: row.entityId });

export const actorName = (row: Pick<AuditRow, 'actor'>) =>
  row.actor ? `${row.actor.name} ${row.actor.surname}` : t('audit.system');
