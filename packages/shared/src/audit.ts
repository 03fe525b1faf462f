/**
 * The audit log's vocabulary (decisions.md): every action the server writes, `entity.verb`, with the Turkish
 * label the audit screen shows, and the kinds of record. The labels live in the catalogue (audit.actions,
 * audit.entities); the server's AuditAction type is derived from its keys.
 */

import { catalogue } from './i18n/catalogue.ts';

/** Kinds of record, the part of an action before the dot. */
export const AUDIT_ENTITIES: Readonly<Record<AuditEntity, string>> = catalogue.audit.entities;
export type AuditEntity = keyof typeof catalogue.audit.entities;

type Verbs = typeof catalogue.audit.actions;
/** `entity.verb`; indexing Verbs by every AuditEntity makes a kind of record without actions a type error. */
export type AuditAction = { [E in AuditEntity]: `${E}.${keyof Verbs[E] & string}` }[AuditEntity];

/** Every action with its label, flat as the server writes and the filters list them, in the catalogue's order. */
export const AUDIT_ACTIONS = Object.fromEntries(
  Object.entries(catalogue.audit.actions).flatMap(([entity, verbs]) =>
    Object.entries(verbs).map(([verb, label]) => [`${entity}.${verb}`, label]),
  ),
) as Readonly<Record<AuditAction, string>>;

/** The label of an action, or the action itself when it is not (yet) in the table. */
export const auditActionLabel = (action: string): string =>
  (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;

/** The label of a kind of record, or the kind itself. */
export const auditEntityLabel = (entity: string): string =>
  (AUDIT_ENTITIES as Record<string, string>)[entity] ?? entity;
