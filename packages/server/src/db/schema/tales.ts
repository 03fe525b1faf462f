/** Tales with their source person, workflow history and attachments (seed §3, decisions.md). */

import type { AttachmentTypeCode, CopyrightStatusCode, SourceTypeCode, TaleSourceCode } from '@masal/shared';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { taleGroups, taleSubgroups } from './reference.ts';
import { users } from './users.ts';

export const sourcePersons = pgTable('source_persons', {
  sourcePersonId: serial('source_person_id').primaryKey(),
  /** The person's name, or the material's name when the tale's sourceType is not 0. */
  nameSurname: text('name_surname'),
  complationDate: date('complation_date', { mode: 'string' }),
  learnedFrom: text('learned_from'),
  job: text('job'),
  educationLevel: text('education_level'),
  /** Birth year, four digits. */
  birthDate: text('birth_date'),
  placeOfBirth: text('place_of_birth'),
});

export const tales = pgTable(
  'tales',
  {
    taleId: serial('tale_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId),
    editorId: integer('editor_id').references(() => users.userId, { onDelete: 'set null' }),
    taleName: text('tale_name').notNull(),
    /** sortKeyTr(taleName): sorting by it with COLLATE "C" gives Turkish alphabetical order. */
    taleNameKey: text('tale_name_key').notNull(),
    copyrightStatus: smallint('copyright_status').$type<CopyrightStatusCode>().notNull().default(0),
    area: text('area'),
    city: text('city'),
    taleSource: smallint('tale_source').$type<TaleSourceCode>(),
    taleSourceText: text('tale_source_text'),
    sourceType: smallint('source_type').$type<SourceTypeCode>().notNull().default(0),
    taleText: text('tale_text'),
    taleTextEnd: text('tale_text_end'),
    contextProperties: text('context_properties'),
    compilerNameSurname: text('compiler_name_surname'),
    compilerJob: text('compiler_job'),
    whereToCompile: text('where_to_compile'),
    compilerPlaceOfBirth: text('compiler_place_of_birth'),
    compilerBirthDate: date('compiler_birth_date', { mode: 'string' }),
    compilerEducationLevel: text('compiler_education_level'),
    compilerExplanation: text('compiler_explanation'),
    groupId: integer('group_id').references(() => taleGroups.groupId),
    subGroupId: integer('sub_group_id').references(() => taleSubgroups.subGroupId),
    actionId: smallint('action_id').notNull().default(1),
    numberOfWord: integer('number_of_word').notNull().default(0),
    sourcePersonId: integer('source_person_id').references(() => sourcePersons.sourcePersonId),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    index('tales_user_id').on(t.userId),
    index('tales_action_id').on(t.actionId),
    index('tales_editor_id').on(t.editorId),
  ],
);

/** Every workflow transition: who, when, from, to, note (decisions.md). */
export const taleHistory = pgTable(
  'tale_history',
  {
    historyId: serial('history_id').primaryKey(),
    taleId: integer('tale_id')
      .notNull()
      .references(() => tales.taleId, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id').references(() => users.userId, { onDelete: 'set null' }),
    fromActionId: smallint('from_action_id').notNull(),
    toActionId: smallint('to_action_id').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tale_history_tale_id').on(t.taleId, t.at)],
);

/** Attachment of seed §3. Stored under a generated key; the original name is kept for downloads only. */
export const taleAttachments = pgTable(
  'tale_attachments',
  {
    id: serial('id').primaryKey(),
    taleId: integer('tale_id')
      .notNull()
      .references(() => tales.taleId, { onDelete: 'cascade' }),
    /** ATTACHMENT_TYPE of packages/shared. */
    type: smallint('type').$type<AttachmentTypeCode>().notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tale_attachments_tale_id').on(t.taleId)],
);
