/**
 * Announcements and training material (decisions.md `/announcement`): admins and editor-type roles
 * write them, every editor-type role, editor assistant and admin reads them, admins edit and delete them. The
 * body is rich text the server sanitises before storing; the answers carry that sanitised HTML.
 */
import '../zod-locale.ts';
import { z } from 'zod';
import { MSG } from '../messages.ts';
import { attachmentSchema } from './attachment.ts';
import { errorAnswerSchema } from './error.ts';
import { id, str } from './primitives.ts';

export const ANNOUNCEMENT_KINDS = ['announcement', 'training'] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];

export const ANNOUNCEMENT_TITLE_MAX = 200;
/** The body as sent (HTML), before sanitising. */
const ANNOUNCEMENT_BODY_MAX = 200_000;

/** POST /v1/announcement (and PUT /v1/announcement/{id} with the version it edited). */
export const announcementInputSchema = z.object({
  kind: z.enum(ANNOUNCEMENT_KINDS, { error: MSG.validationFailed }),
  title: str().trim().min(1, MSG.announcementTitleRequired).max(ANNOUNCEMENT_TITLE_MAX, MSG.textTooLong),
  body: str().max(ANNOUNCEMENT_BODY_MAX, MSG.textTooLong),
  pinned: z.boolean().default(false),
});
export type AnnouncementInput = z.input<typeof announcementInputSchema>;

export const announcementUpdateSchema = announcementInputSchema.extend({ version: id() });
export type AnnouncementUpdate = z.input<typeof announcementUpdateSchema>;

export const announcementSchema = z.object({
  announcementId: z.number(),
  kind: z.enum(ANNOUNCEMENT_KINDS),
  title: z.string(),
  /** Sanitised HTML: headings, paragraphs, bold, italic, lists, links, quotes only. */
  body: z.string(),
  pinned: z.boolean(),
  authorUserId: z.number().nullable(),
  authorNameSurname: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
  /** Whether the caller has opened it. */
  read: z.boolean(),
  attachments: z.array(attachmentSchema),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** GET /v1/announcement: pinned first, then newest first. */
export const announcementListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const announcementListAnswerSchema = z.object({
  rows: z.array(announcementSchema),
  total: z.number(),
});
export type AnnouncementList = z.infer<typeof announcementListAnswerSchema>;

/** GET /v1/announcement/unreadCount: the menu's badge. */
export const announcementUnreadAnswerSchema = z.object({ count: z.number() });

/** POST /v1/upload/announcementAttachment/{id}: every attachment of the announcement after the upload. */
export const announcementUploadAnswerSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  uploadList: z.array(attachmentSchema),
});

/** 409 of PUT /v1/announcement/{id}: STALE_VERSION, with the announcement as it is now. */
export const announcementConflictAnswerSchema = errorAnswerSchema.extend({
  announcement: announcementSchema.optional(),
});
