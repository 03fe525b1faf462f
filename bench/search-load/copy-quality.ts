/**
 * How well copy detection told copies from the rest, read from what the submits stored: recall (each near-copy
 * found with the tale it copies first, flagged as a possible copy) and precision (the tales flagged that are a
 * copy of what they were matched to), and what the portal shows for new variants of a tale type.
 */
import { POSSIBLE_COPY_SCORE, SIMILAR_TALE_SCORE } from '@masal/shared';
import { desc, inArray } from 'drizzle-orm';
import type { Db } from '../../packages/server/src/db/db.ts';
import { taleCopyMatches, taleSearch } from '../../packages/server/src/db/schema/index.ts';
import { type CopySource, NEW_TALE_KINDS, type NewTales } from './new-tales.ts';

/** Budgets of the detection's quality: share of near-copies found, share of the flagged that are copies. */
const RECALL = 0.95;
const PRECISION = 0.95;

const share = (part: number, whole: number) => `${part}/${whole}`;
const percent = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
const range = (values: number[]) =>
  values.length === 0 ? '–' : `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`;

/** The report's lines: per kind what was stored, then PASS/MISS against the budgets. */
export async function copyQuality(
  db: Db,
  timed: NewTales,
  copied: Map<number, CopySource>,
): Promise<string[]> {
  const ids = NEW_TALE_KINDS.flatMap((kind) => timed[kind]);
  if (ids.length === 0) return [];
  const scores = new Map(
    (
      await db
        .select({ taleId: taleSearch.taleId, score: taleSearch.copyScore })
        .from(taleSearch)
        .where(inArray(taleSearch.taleId, ids))
    ).map((row) => [row.taleId, row.score ?? 0]),
  );
  const best = new Map<number, number>();
  const matchRows = await db
    .select({ taleId: taleCopyMatches.taleId, matchTaleId: taleCopyMatches.matchTaleId })
    .from(taleCopyMatches)
    .where(inArray(taleCopyMatches.taleId, ids))
    .orderBy(desc(taleCopyMatches.score), taleCopyMatches.matchTaleId);
  for (const row of matchRows) if (!best.has(row.taleId)) best.set(row.taleId, row.matchTaleId);
  const flagged = (taleId: number) => (scores.get(taleId) ?? 0) >= POSSIBLE_COPY_SCORE;
  const found = (taleId: number) => flagged(taleId) && best.get(taleId) === copied.get(taleId)?.taleId;

  const copies = timed['near-copy'];
  const ofVariants = copies.filter((id) => copied.get(id)?.typeIndex !== null);
  const foundCopies = copies.filter(found).length;
  const allFlagged = ids.filter(flagged);
  const rightlyFlagged = allFlagged.filter(found).length;
  const variantScores = timed.variant.map((id) => scores.get(id) ?? 0);
  const lines = [
    `copy detection: near-copies found with their source ${share(foundCopies, copies.length)} ` +
      `(of variants of a tale type ${share(ofVariants.filter(found).length, ofVariants.length)}), ` +
      `scores ${range(copies.map((id) => scores.get(id) ?? 0))}; flagged (score ≥ ${POSSIBLE_COPY_SCORE}) ` +
      `${allFlagged.length}, of them copies of their match ${rightlyFlagged}; new originals scored ` +
      `${range(timed.original.map((id) => scores.get(id) ?? 0))}; new variants of a type scored ` +
      `${range(variantScores)}, ${variantScores.filter((s) => s >= SIMILAR_TALE_SCORE).length} of ` +
      `${variantScores.length} listed as similar tales (≥ ${SIMILAR_TALE_SCORE}) on the review screen, ` +
      `${variantScores.filter((s) => s >= POSSIBLE_COPY_SCORE).length} flagged as possible copies`,
  ];
  const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISS');
  const recall = percent(foundCopies, copies.length);
  const precision = percent(rightlyFlagged, allFlagged.length);
  lines.push(
    `${verdict(recall >= RECALL)} copy detection recall ≥ ${RECALL}: ${recall.toFixed(2)} ` +
      `(${share(foundCopies, copies.length)} near-copies flagged with their source first)`,
    `${verdict(precision >= PRECISION)} copy detection precision ≥ ${PRECISION}: ${precision.toFixed(2)} ` +
      `(${share(rightlyFlagged, allFlagged.length)} flagged tales are copies of their first match; ` +
      `${timed.original.length} originals and ${timed.variant.length} variants of a type submitted beside them)`,
  );
  return lines;
}
