/**
 * Search and copy detection: each tale's search document, kept current by the database's own
 * triggers (migration 0011_search_triggers) in the transaction of every change, and its copy fingerprint.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tales } from './tales.ts';

/** PostgreSQL's full-text document; written by SQL only (masal_tale_search_refresh), read in conditions. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const taleSearch = pgTable(
  'tale_search',
  {
    taleId: integer('tale_id')
      .primaryKey()
      .references(() => tales.taleId, { onDelete: 'cascade' }),
    /**
     * `masal_turkish` (the turkish configuration with unaccent before its stemmer) over: the name (weight A);
     * the abstract, compiler, source person and type (B); the places (C); both texts (D).
     */
    document: tsvector('document').notNull(),
    /**
     * The document without the texts (weights A–C): ranking reads it, small enough to stay in the row, where
     * the whole document would be read back from TOAST for every match.
     */
    head: tsvector('head').notNull(),
    /** foldTr of the tale name, the compiler and the source person: trigram typo tolerance for names. */
    namesFolded: text('names_folded').notNull(),
    hasImage: boolean('has_image').notNull().default(false),
    hasAudio: boolean('has_audio').notNull().default(false),
    hasVideo: boolean('has_video').notNull().default(false),
    /** The highest similarity to an older tale, found when the tale was submitted (null: not checked yet). */
    copyScore: real('copy_score'),
  },
  (t) => [
    index('tale_search_document').using('gin', t.document),
    index('tale_search_names_trigram').using('gin', t.namesFolded.op('gin_trgm_ops')),
    // The header search's names in distance order (KNN), and its head matches: GIN cannot order, GiST can.
    // A 256-byte signature holds a name's trigrams apart (the default 12 bytes fill up, and a word no name
    // has made the search read most of the index: 19 ms against 0.05 ms at 100,000 tales).
    index('tale_search_names_distance').using('gist', sql`${t.namesFolded} gist_trgm_ops(siglen=256)`),
    index('tale_search_head').using('gin', t.head),
    index('tale_search_copy_score').on(t.copyScore).where(sql`${t.copyScore} is not null`),
  ],
);

/**
 * What each tale's public record shows, for the reading room's search: its name, abstract, compiler, the narrator
 * where they agreed to be named, type, region and province (weight B), and the text readers get — the text to
 * publish, else the main text (D). Written by the database after the tale's search row (migration 0031), whatever
 * the tale's status: the search reads published tales only, so no status is written twice. A table of its own so
 * that filling it touches none of tale_search's indexes.
 */
export const talePublicDocuments = pgTable(
  'tale_public_documents',
  {
    taleId: integer('tale_id')
      .primaryKey()
      .references(() => tales.taleId, { onDelete: 'cascade' }),
    document: tsvector('document').notNull(),
  },
  (t) => [index('tale_public_documents_document').using('gin', t.document)],
);

/** MinHash fingerprint of a tale's text (the compiler's taleText), written with the text. */
export const taleFingerprints = pgTable(
  'tale_fingerprints',
  {
    taleId: integer('tale_id')
      .primaryKey()
      .references(() => tales.taleId, { onDelete: 'cascade' }),
    /** The signature: for each of COPY_HASHES hash functions, the least hash over the text's word shingles. */
    minhash: integer('minhash').array().notNull(),
    /** One key per band of the signature (locality-sensitive hashing): a candidate shares at least one. */
    bands: integer('bands').array().notNull(),
    shingleCount: integer('shingle_count').notNull(),
  },
  (t) => [index('tale_fingerprints_bands').using('gin', t.bands)],
);

/**
 * How many fingerprints hold each band key, kept by the database's triggers on tale_fingerprints in the
 * transaction of every change (migration 0026_band_counts): copy detection reads only a tale's rarest bands,
 * a key most variants of a tale type share (a stock phrase's) is never read.
 */
export const taleBandCounts = pgTable('tale_band_counts', {
  bandKey: integer('band_key').primaryKey(),
  tales: integer('tales').notNull(),
});

/** The most similar older tales found when a tale was submitted, with their scores. */
export const taleCopyMatches = pgTable(
  'tale_copy_matches',
  {
    taleId: integer('tale_id')
      .notNull()
      .references(() => tales.taleId, { onDelete: 'cascade' }),
    matchTaleId: integer('match_tale_id')
      .notNull()
      .references(() => tales.taleId, { onDelete: 'cascade' }),
    score: real('score').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.taleId, t.matchTaleId] }),
    index('tale_copy_matches_match').on(t.matchTaleId),
  ],
);
