/**
 * The editorial desk: proposals of completed tales for the printed book series, and the
 * announcements and training material the editors share, and who has read them (their files are in
 * attachments.ts).
 */
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tales } from './tales.ts';
import { users } from './users.ts';

export const writtenPubRequestStatus = pgEnum('written_pub_request_status', [
  'pending',
  'accepted',
  'declined',
]);

/** An editor's proposal of one or more completed or published tales for the printed series. */
export const writtenPubRequests = pgTable(
  'written_pub_requests',
  {
    requestId: serial('request_id').primaryKey(),
    proposerUserId: integer('proposer_user_id').references(() => users.userId, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    status: writtenPubRequestStatus('status').notNull().default('pending'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.userId, { onDelete: 'set null' }),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('written_pub_requests_proposer').on(t.proposerUserId, t.createdAt),
    index('written_pub_requests_status').on(t.status, t.createdAt),
  ],
);

export const writtenPubRequestTales = pgTable(
  'written_pub_request_tales',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => writtenPubRequests.requestId, { onDelete: 'cascade' }),
    taleId: integer('tale_id')
      .notNull()
      .references(() => tales.taleId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.taleId] }),
    index('written_pub_request_tales_tale').on(t.taleId),
  ],
);

export const announcementKind = pgEnum('announcement_kind', ['announcement', 'training']);

/** `body` is HTML sanitised by the server when written; raw client HTML is never stored. */
export const announcements = pgTable(
  'announcements',
  {
    announcementId: serial('announcement_id').primaryKey(),
    kind: announcementKind('kind').notNull().default('announcement'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    authorUserId: integer('author_user_id').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Optimistic locking, as tales: a save names the version it edited. */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('announcements_order').on(t.pinned, t.createdAt)],
);

/** Who has opened which announcement: the unread marks and the menu's count. */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.announcementId, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.announcementId] })],
);
