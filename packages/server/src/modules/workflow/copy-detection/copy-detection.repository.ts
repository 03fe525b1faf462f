/**
 * Copy detection's queries only, on the database or on a transaction (a submit checks in its own): fingerprints,
 * candidates by shared band keys (the GIN index tale_fingerprints_bands, only the rarest keys by tale_band_counts,
 * which the database's triggers keep), the stored matches and the tale's score.
 */
import { ACTION } from '@masal/shared';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/db.ts';
import { rowsOf } from '../../../db/rows.ts';
import {
  taleBandCounts,
  taleCopyMatches,
  taleFingerprints,
  taleSearch,
  tales,
  users,
} from '../../../db/schema/index.ts';
import { findTaleAccess } from '../../../db/tale-access.ts';
import type { Fingerprint } from './fingerprint.ts';

/** An integer[] as one bound value (drizzle would spread a JS array into a list). */
const intArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/** The planner settings under which the band query can only read the GIN index (withGinScan). */
const GIN_ONLY = { enable_seqscan: 'off', enable_indexscan: 'off', max_parallel_workers_per_gather: '0' };
const GIN_SETTINGS = Object.keys(GIN_ONLY);

/**
 * Runs `query` with the GIN_ONLY settings, then puts them back as they were: in the caller's transaction
 * (set_config's `is_local`). A band key is nearly unique, so PostgreSQL keeps no statistics of the array's
 * elements and guesses that 64 keys match a quarter of the table: it would read all of it, or all of its primary
 * key (1.2–1.8 s at 100,000 tales), where the GIN index answers in milliseconds.
 */
async function withGinScan<T>(db: Db, query: () => Promise<T>): Promise<T> {
  const settings = Object.entries(GIN_ONLY).map(([name, value]) => sql`set_config(${name}, ${value}, true)`);
  const previous = GIN_SETTINGS.map((name) => sql`current_setting(${name})`);
  const [before] = rowsOf<{ previous: string[] }>(
    await db.execute(
      sql`select array[${sql.join(previous, sql`, `)}] as previous, ${sql.join(settings, sql`, `)}`,
    ),
  );
  const result = await query();
  // A failed query ends the transaction, and the settings with it.
  const restore = GIN_SETTINGS.map((name, i) => sql`set_config(${name}, ${before?.previous[i] ?? ''}, true)`);
  await db.execute(sql`select ${sql.join(restore, sql`, `)}`);
  return result;
}

export interface StoredMatch {
  matchTaleId: number;
  score: number;
}

/** The queries of the check, on the database or on the transaction it runs in. */
function copyQueries(db: Db) {
  return {
    /** Written with the text, in the transaction that writes it; replaces the one there was. */
    async writeFingerprint(taleId: number, fingerprint: Fingerprint): Promise<void> {
      const values = {
        minhash: fingerprint.minhash,
        bands: fingerprint.bands,
        shingleCount: fingerprint.shingleCount,
      };
      await db
        .insert(taleFingerprints)
        .values({ taleId, ...values })
        .onConflictDoUpdate({ target: taleFingerprints.taleId, set: values });
    },

    /** The backfill's: fingerprints of tales that have none; one a tale's own save wrote meanwhile stays. */
    async addFingerprints(rows: (Fingerprint & { taleId: number })[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(taleFingerprints).values(rows).onConflictDoNothing({ target: taleFingerprints.taleId });
    },

    /** Tales written before fingerprints were (or straight into the database), after `afterTaleId`. */
    withoutFingerprint(afterTaleId: number, limit: number) {
      return db
        .select({ taleId: tales.taleId, taleText: tales.taleText })
        .from(tales)
        .leftJoin(taleFingerprints, eq(taleFingerprints.taleId, tales.taleId))
        .where(and(isNull(taleFingerprints.taleId), sql`${tales.taleId} > ${afterTaleId}`))
        .orderBy(asc(tales.taleId))
        .limit(limit);
    },

    /** What the check reads of the tale: its text, and since when it is in the archive (null: a draft). */
    async taleToCheck(taleId: number) {
      const [row] = await db
        .select({ taleText: tales.taleText, submittedAt: tales.submittedAt })
        .from(tales)
        .where(eq(tales.taleId, taleId));
      return row;
    },

    /**
     * The keys of `bands` the fewest fingerprints hold, the rarest first, as many as hold at most `reach`
     * fingerprints together: the band query reads no more than that, however many variants of a tale type share
     * the other keys. A key no fingerprint holds yet counts 0.
     */
    async rarestBands(bands: readonly number[], reach: number): Promise<number[]> {
      if (bands.length === 0) return [];
      const rows = rowsOf<{ bandKey: number }>(
        await db.execute(sql`select band_key as "bandKey" from (
          select mine.band_key, sum(coalesce(${taleBandCounts.tales}, 0)) over (
            order by coalesce(${taleBandCounts.tales}, 0), mine.band_key) as reached
          from unnest(${intArray(bands)}) as mine(band_key)
          left join ${taleBandCounts} on ${taleBandCounts.bandKey} = mine.band_key
        ) as ranked where reached <= ${reach}`),
      );
      return rows.map((row) => row.bandKey);
    },

    /**
     * Tales holding a key of `keys` (rarestBands: a bounded read), with how many of all of `bands` they share,
     * submitted before `before` (none newer: a later tale copying this one is that one's finding), never a draft
     * nor the tale itself; the most shared bands first, at most `limit`, with their signatures. In a transaction
     * (withGinScan). Three statements: the planner, misled about the band query's rows, would otherwise join it
     * to every tale; and only the `limit` kept have their signatures read.
     */
    async candidates(
      taleId: number,
      bands: readonly number[],
      keys: readonly number[],
      before: Date | null,
      limit: number,
    ) {
      if (keys.length === 0) return [];
      // Band k's key stands at index k in every row: shared bands are equal pairs. Compared one subscript at a
      // time: an unnest per row costs three times as much, and up to BAND_TALES_READ rows are compared.
      const pairs = bands.map(
        (key, k) => sql`(${taleFingerprints.bands}[${sql.raw(String(k + 1))}] = ${key})::int`,
      );
      const sharedBands = sql<number>`(${sql.join(pairs, sql` + `)})`;
      const hits = await withGinScan(db, () =>
        db
          .select({ taleId: taleFingerprints.taleId, sharedBands })
          .from(taleFingerprints)
          .where(sql`${taleFingerprints.bands} && ${intArray(keys)}`),
      );
      if (hits.length === 0) return [];
      const archived = await db
        .select({ taleId: tales.taleId })
        .from(tales)
        .where(
          and(
            sql`${tales.taleId} = any(${intArray(hits.map((h) => h.taleId))})`,
            sql`${tales.taleId} <> ${taleId}`,
            sql`${tales.actionId} <> ${ACTION.draft}`,
            before ? sql`coalesce(${tales.submittedAt}, ${tales.createdAt}) < ${before}` : undefined,
          ),
        );
      const kept = new Set(archived.map((row) => row.taleId));
      const best = hits
        .filter((hit) => kept.has(hit.taleId))
        .sort((a, b) => b.sharedBands - a.sharedBands || a.taleId - b.taleId)
        .slice(0, limit);
      if (best.length === 0) return [];
      const signatures = await db
        .select({
          taleId: taleFingerprints.taleId,
          minhash: taleFingerprints.minhash,
          shingleCount: taleFingerprints.shingleCount,
        })
        .from(taleFingerprints)
        .where(sql`${taleFingerprints.taleId} = any(${intArray(best.map((b) => b.taleId))})`);
      const signatureOf = new Map(signatures.map((row) => [row.taleId, row]));
      return best.flatMap((hit) => {
        const signature = signatureOf.get(hit.taleId);
        return signature ? [{ ...signature, sharedBands: hit.sharedBands }] : [];
      });
    },

    texts(taleIds: readonly number[]) {
      if (taleIds.length === 0) return Promise.resolve([]);
      return db
        .select({ taleId: tales.taleId, taleText: tales.taleText })
        .from(tales)
        .where(inArray(tales.taleId, [...taleIds]));
    },

    /** The tale's matches replaced by `matches` and its copy score set (null: nothing to check yet). */
    async replaceMatches(
      taleId: number,
      matches: readonly StoredMatch[],
      copyScore: number | null,
    ): Promise<void> {
      await db.delete(taleCopyMatches).where(eq(taleCopyMatches.taleId, taleId));
      if (matches.length > 0) {
        // Two checks of one tale at once (two staff opening it first) agree; the later one's rows stand.
        await db
          .insert(taleCopyMatches)
          .values(matches.map((m) => ({ taleId, ...m })))
          .onConflictDoUpdate({
            target: [taleCopyMatches.taleId, taleCopyMatches.matchTaleId],
            set: { score: sql`excluded.score`, checkedAt: sql`excluded.checked_at` },
          });
      }
      await db.update(taleSearch).set({ copyScore }).where(eq(taleSearch.taleId, taleId));
    },

    /** The tale's score (null: never checked) and the stored matches with what the answer shows of them. */
    async stored(taleId: number) {
      const [search] = await db
        .select({ copyScore: taleSearch.copyScore })
        .from(taleSearch)
        .where(eq(taleSearch.taleId, taleId));
      const matches = await db
        .select({
          taleId: tales.taleId,
          taleName: tales.taleName,
          authorNameSurname: sql<string>`${users.name} || ' ' || ${users.surname}`,
          actionId: tales.actionId,
          taleSource: tales.taleSource,
          taleText: tales.taleText,
          score: taleCopyMatches.score,
          checkedAt: taleCopyMatches.checkedAt,
        })
        .from(taleCopyMatches)
        .innerJoin(tales, eq(tales.taleId, taleCopyMatches.matchTaleId))
        .innerJoin(users, eq(users.userId, tales.userId))
        .where(eq(taleCopyMatches.taleId, taleId))
        .orderBy(desc(taleCopyMatches.score), asc(tales.taleId));
      return { copyScore: search?.copyScore ?? null, matches };
    },
  };
}
export type CopyQueries = ReturnType<typeof copyQueries>;

export function copyDetectionRepository(db: Db) {
  return {
    ...copyQueries(db),
    taleAccess: (taleId: number) => findTaleAccess(db, taleId),
    /** `work` on a transaction: what it writes commits together or not at all. */
    inTransaction: <T>(work: (tx: CopyQueries) => Promise<T>): Promise<T> =>
      db.transaction((tx) => work(copyQueries(tx))),
  };
}
export type CopyDetectionRepository = ReturnType<typeof copyDetectionRepository>;
