/**
 * Attachment of seed §3, of a tale or of an announcement (exactly one owner): stored under a generated key,
 * with the same type checks; the original name is kept for downloads only.
 */
import type { AttachmentTypeCode } from '@masal/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { announcements } from './desk.ts';
import { tales } from './tales.ts';
import { users } from './users.ts';

export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    taleId: integer('tale_id').references(() => tales.taleId, { onDelete: 'cascade' }),
    announcementId: integer('announcement_id').references(() => announcements.announcementId, {
      onDelete: 'cascade',
    }),
    /** ATTACHMENT_TYPE of packages/shared. */
    type: smallint('type').$type<AttachmentTypeCode>().notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * false: staff marked a tale's file not to be published (it stays stored; the reading room does not
     * list it). An announcement's files are always true.
     */
    published: boolean('published').notNull().default(true),
    /**
     * The tus upload the bytes came through (resumable uploads), else null: unique, so a finished upload is
     * stored once however often its last request is retried, and a retry learns which attachment it became.
     */
    tusUploadId: text('tus_upload_id').unique(),
  },
  (t) => [
    index('attachments_tale_id').on(t.taleId),
    index('attachments_announcement_id').on(t.announcementId),
    check('attachments_one_owner', sql`num_nonnulls(${t.taleId}, ${t.announcementId}) = 1`),
  ],
);
