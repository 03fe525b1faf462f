/**
 * KVKK m.11 for the signed-in person (decisions.md: `GET /v1/profile/export`, `POST /v1/profile/deletionRequest`):
 * everything the portal keeps about them as one JSON document, and the request to delete the account.
 */
import { z } from 'zod';
import { todayIso } from '../format.ts';
import { paymentSchema } from './payment.ts';
import { sourcePersonSchema, taleSchema } from './tale.ts';
import { USER_STATUSES } from './user-admin.ts';

const nullableText = z.string().nullable();

/** The account as stored, the personal numbers in full: it is the owner's own data. */
const exportedAccountSchema = z.object({
  userId: z.number(),
  email: z.string(),
  pendingEmail: nullableText,
  name: z.string(),
  surname: z.string(),
  titleName: nullableText,
  institutionId: z.number(),
  institutionName: z.string(),
  identityNo: nullableText,
  iban: nullableText,
  bankName: nullableText,
  job: nullableText,
  birthDate: nullableText,
  placeOfBirth: nullableText,
  profileImageUrl: z.string(),
  status: z.enum(USER_STATUSES),
  activatedAt: nullableText,
  lastSignInAt: nullableText,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The information notice acknowledged at sign-up; null for an account an admin opened. */
  kvkk: z.object({ acceptedAt: nullableText, version: nullableText }),
  deletionRequestedAt: nullableText,
});

const exportedHistorySchema = z.object({
  fromActionId: z.number(),
  fromActionName: z.string(),
  toActionId: z.number(),
  toActionName: z.string(),
  note: nullableText,
  at: z.string(),
});

/** Every field of the tale, its source person and its workflow history (without the other people's ids). */
const exportedTaleSchema = taleSchema.extend({
  sourcePerson: sourcePersonSchema.nullable(),
  history: z.array(exportedHistorySchema),
});

const exportedAttachmentSchema = z.object({
  id: z.number(),
  taleId: z.number(),
  /** ATTACHMENT_TYPE: 1 image, 2 audio, 3 video, 4 document. */
  type: z.number(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number(),
  createdAt: z.string(),
});

/** An audit-log row about the person or made by them; `details` only on the rows about their own account. */
const exportedAuditSchema = z.object({
  at: z.string(),
  action: z.string(),
  actionName: z.string(),
  entity: z.string(),
  entityId: z.string(),
  byYou: z.boolean(),
  ip: nullableText,
  details: z.unknown().optional(),
});

export const personalDataExportSchema = z.object({
  exportedAt: z.string(),
  /** The version of the information notice in force when the file was made. */
  noticeVersion: z.string(),
  account: exportedAccountSchema,
  roles: z.array(z.object({ roleId: z.number(), name: z.string() })),
  tales: z.array(exportedTaleSchema),
  attachments: z.array(exportedAttachmentSchema),
  /** The person's payments (and the adjustments linked to them), oldest first. */
  payments: z.array(paymentSchema),
  auditLog: z.array(exportedAuditSchema),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

/** GET and POST /v1/profile/deletionRequest: whether (and since when) a request waits for the admin. */
export const deletionRequestAnswerSchema = z.object({
  status: z.boolean(),
  message: z.string().optional(),
  requestedAt: z.string().nullable(),
});
export type DeletionRequestAnswer = z.infer<typeof deletionRequestAnswerSchema>;

/** The name of the download: `masal-kisisel-verilerim-2026-11-05.json` (the day in Istanbul). */
export const personalDataFileName = (): string => `masal-kisisel-verilerim-${todayIso()}.json`;
