/** GET /v1/audit (admin): the audit log, newest first, server-paged, with its filters. */
import '../zod-locale.ts';
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from '../audit.ts';
import { MSG } from '../messages.ts';
import { optionalDayQuery } from './dates.ts';
import { ID_MAX } from './primitives.ts';

/** A day as `YYYY-MM-DD`, counted in Istanbul time. */
const day = optionalDayQuery();

export const auditListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(0).max(ID_MAX).default(0),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
    /** The person who acted. */
    userId: z.coerce.number().int().min(1).max(ID_MAX).optional(),
    entity: z.enum(Object.keys(AUDIT_ENTITIES) as [AuditEntity, ...AuditEntity[]]).optional(),
    action: z.enum(Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]]).optional(),
    /** The first day, inclusive. */
    from: day,
    /** The last day, inclusive. */
    to: day,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: MSG.auditDateRange, path: ['to'] });
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

/** One changed value; `field` is null when the whole value changed (a status, a name, the roles). */
const auditChangeSchema = z.object({
  field: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

const auditRowSchema = z.object({
  auditId: z.number(),
  at: z.string(),
  /** Null: the system (the first admin's creation at start). */
  actor: z.object({ userId: z.number(), name: z.string(), surname: z.string() }).nullable(),
  entity: z.string(),
  entityId: z.string(),
  /** The record's name where it is cheap to tell: a person, an institution, a tale, a file. */
  subject: z.string().nullable(),
  action: z.string(),
  /** Before → after, personal numbers masked. */
  changes: z.array(auditChangeSchema),
  /** The entry's other facts (an e-mail, a file name), personal numbers masked. */
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const auditListAnswerSchema = z.object({ rows: z.array(auditRowSchema), total: z.number() });
export type AuditListAnswer = z.infer<typeof auditListAnswerSchema>;
