/** Reference data seeded from packages/shared/src/data: roles, regions, provinces, titles, education, tale types. */
import { integer, pgTable, serial, smallint, text, unique } from 'drizzle-orm/pg-core';

export const roles = pgTable('roles', {
  roleId: smallint('role_id').primaryKey(),
  name: text('name').notNull(),
});

export const regions = pgTable('regions', {
  regionId: serial('region_id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const provinces = pgTable('provinces', {
  plate: smallint('plate').primaryKey(),
  name: text('name').notNull().unique(),
  regionId: integer('region_id')
    .notNull()
    .references(() => regions.regionId),
});

export const titles = pgTable('titles', {
  titleId: serial('title_id').primaryKey(),
  name: text('name').notNull().unique(),
  sortOrder: smallint('sort_order').notNull(),
});

export const educationLevels = pgTable('education_levels', {
  educationLevelId: serial('education_level_id').primaryKey(),
  name: text('name').notNull().unique(),
  sortOrder: smallint('sort_order').notNull(),
});

/**
 * The tale types (ATU groups and subgroups), kept by the editors after the first seeding: `position` orders
 * them, `ttv` is the Eberhard–Boratav (Typen türkischer Volksmärchen) number or range beside the ATU range.
 */
export const taleGroups = pgTable('tale_groups', {
  groupId: serial('group_id').primaryKey(),
  name: text('name').notNull().unique(),
  atu: text('atu'),
  ttv: text('ttv'),
  position: integer('position').notNull().default(0),
});

export const taleSubgroups = pgTable(
  'tale_subgroups',
  {
    subGroupId: serial('sub_group_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => taleGroups.groupId),
    name: text('name').notNull(),
    atu: text('atu'),
    ttv: text('ttv'),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('tale_subgroups_group_name').on(t.groupId, t.name)],
);
