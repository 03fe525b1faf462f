/** Accounts. TC Kimlik No and IBAN are kept encrypted, with a keyed hash for look-ups (decisions.md). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { foldedColumnSql, sortKeyColumnSql } from '../fold.ts';
import { institutions } from './institutions.ts';
import { roles } from './reference.ts';

export const users = pgTable(
  'users',
  {
    userId: serial('user_id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    titleName: text('title_name'),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.institutionId),
    identityNoEnc: text('identity_no_enc'),
    identityNoHash: text('identity_no_hash'),
    ibanEnc: text('iban_enc'),
    bankName: text('bank_name'),
    profileImagePath: text('profile_image_path'),
    /** The compiler's own details; they prefill the compiler section of the tale form. */
    job: text('job'),
    birthDate: date('birth_date', { mode: 'string' }),
    placeOfBirth: text('place_of_birth'),
    /** A new address waiting for its owner to follow the link sent to it (the profile's e-mail change). */
    pendingEmail: text('pending_email'),
    /** KVKK: when the person acknowledged the information notice, and which version of it. */
    kvkkAcceptedAt: timestamp('kvkk_accepted_at', { withTimezone: true }),
    kvkkVersion: text('kvkk_version'),
    /** KVKK: the person asked for their account to be deleted; an admin reviews it in the users screen. */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    /** Set when an admin approved the deletion: personal data removed, tales kept as "Anonim derleyici". */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(false),
    /** Set when the person first sets a password; inactive without it = "aktivasyon bekliyor", with it = "pasif". */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Name, surname and e-mail folded as foldTr does, for the admin's search (trigram index). */
    searchFolded: text('search_folded')
      .notNull()
      .generatedAlwaysAs(foldedColumnSql("name || ' ' || surname || ' ' || email")),
    /** sortKeyTr(name) and sortKeyTr(surname): with COLLATE "C" they sort in Turkish alphabetical order. */
    nameKey: text('name_key').notNull().generatedAlwaysAs(sortKeyColumnSql('name')),
    surnameKey: text('surname_key').notNull().generatedAlwaysAs(sortKeyColumnSql('surname')),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_identity_no_hash_unique').on(t.identityNoHash),
    index('users_search_folded_trgm').using('gin', t.searchFolded.op('gin_trgm_ops')),
    index('users_by_surname').on(sql`${t.surnameKey} collate "C"`, sql`${t.nameKey} collate "C"`, t.userId),
    index('users_by_name').on(sql`${t.nameKey} collate "C"`, sql`${t.surnameKey} collate "C"`, t.userId),
    index('users_by_email').on(sql`${t.email} collate "C"`, t.userId),
    index('users_by_created').on(t.createdAt, t.userId),
    index('users_by_last_sign_in').on(t.lastSignInAt, t.userId),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    roleId: smallint('role_id')
      .notNull()
      .references(() => roles.roleId),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);
