/** Tales with their source person and workflow history (seed §3, decisions.md); their attachments are attachments.ts. */

import type { CopyrightStatusCode, SourceTypeCode, TaleSourceCode } from '@masal/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { foldedColumnSql } from '../fold.ts';
import { placeKeySql } from './place-keys.ts';
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
  /** The narrator agreed to be named publicly (open data, OAI-PMH, the reading room); default not named. */
  nameConsent: boolean('name_consent').notNull().default(false),
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
    /** foldTr(taleName) kept by the database, with a trigram index: the list's name search reads the index. */
    taleNameFolded: text('tale_name_folded').notNull().generatedAlwaysAs(foldedColumnSql('tale_name')),
    copyrightStatus: smallint('copyright_status').$type<CopyrightStatusCode>().notNull().default(0),
    area: text('area'),
    city: text('city'),
    /** The region's / province's place in the Turkish alphabet (none: last), so the sort by place has an index. */
    areaKey: smallint('area_key').notNull().generatedAlwaysAs(placeKeySql('area', 'regions')),
    cityKey: smallint('city_key').notNull().generatedAlwaysAs(placeKeySql('city', 'provinces')),
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
    /** submittedAt, with a draft's missing one as the latest time: the sort key of "submitted" (no NULL to page over). */
    submittedKey: timestamp('submitted_key', { withTimezone: true })
      .notNull()
      .generatedAlwaysAs(sql`coalesce(submitted_at, 'infinity'::timestamptz)`),
    /** The latest workflow note (e.g. the editor's revision request), written by each transition that has one. */
    lastNote: text('last_note'),
    /** The latest note meant for the compiler (a revision request, a final decision's reason): what the owner sees. */
    ownerNote: text('owner_note'),
  },
  (t) => [
    index('tales_user_id').on(t.userId),
    // The visible parts of a list (staff: action_id <> 1, or 1 and own; writers: own, or 9 and not own) are
    // ranges of this index or of tales_user_id: the capped total reads index entries only.
    index('tales_action_id').on(t.actionId, t.userId),
    index('tales_editor_id').on(t.editorId),
    index('tales_group_id').on(t.groupId),
    index('tales_sub_group_id').on(t.subGroupId),
    // A source person's change refreshes its tale's search document (migration 0011).
    index('tales_source_person_id').on(t.sourcePersonId),
    // One index per sort the lists offer, ending in tale_id as the lists do: a page, first or deep, is a short
    // index range. Read backwards for the descending order.
    index('tales_by_name').on(sql`${t.taleNameKey} collate "C"`, t.taleId),
    index('tales_by_action').on(t.actionId, t.taleId),
    index('tales_by_area').on(t.areaKey, t.taleId),
    index('tales_by_city').on(t.cityKey, t.taleId),
    index('tales_by_words').on(t.numberOfWord, t.taleId),
    index('tales_by_created').on(t.createdAt, t.taleId),
    index('tales_by_updated').on(t.updatedAt, t.taleId),
    index('tales_by_submitted').on(t.submittedKey, t.taleId),
    // Statistics: the figures count by status, place, type and compiler from this index alone.
    index('tales_statistics').on(t.actionId, t.area, t.city, t.groupId, t.userId, t.submittedAt),
    index('tales_name_trigram').using('gin', t.taleNameFolded.op('gin_trgm_ops')),
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
    /** Whether the note is meant for the compiler; other notes are between staff (decisions.md). */
    noteForOwner: boolean('note_for_owner').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tale_history_tale_id').on(t.taleId, t.at),
    index('tale_history_actor').on(t.actorUserId, t.at),
  ],
);
