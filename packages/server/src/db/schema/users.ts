/** Accounts. TC Kimlik No and IBAN are kept encrypted, with a keyed hash for look-ups (decisions.md). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    isActive: boolean('is_active').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_identity_no_hash_unique').on(t.identityNoHash),
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
