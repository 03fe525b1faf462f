/**
 * The check of one tale against the archive, run when it is submitted (in the transition's transaction) or
 * when staff open a tale never checked: candidates by shared band keys, ranked by the fingerprints' estimate,
 * the best few compared exactly; the similar ones stored with the tale's highest score.
 */
import { SIMILAR_TALE_SCORE } from '@masal/shared';
import type { Db } from '../../../db/db.ts';
import { type CopyQueries, copyDetectionRepository, type StoredMatch } from './copy-detection.repository.ts';
import { comparedText, copyScore } from './copy-score.ts';
import { estimatedScore, fingerprintOf } from './fingerprint.ts';

/**
 * Fingerprints the band query reads at most: the tale's rarest bands, up to this many fingerprints holding them
 * together. A copy shares with its original the bands of what only they hold; the keys of a tale type's stock
 * phrases, which thousands of its variants hold, are never read, so a check costs the same at any archive size.
 */
const BAND_TALES_READ = 1000;
/** Candidates whose signatures are read, the most shared bands first: enough for a tale with many near relatives. */
const CANDIDATES_READ = 200;
/** Candidates compared word by word, the best estimates first. */
const CANDIDATES_COMPARED = 8;
/** Similar tales kept per tale. */
const MATCHES_KEPT = 5;

/** Scores are kept to three decimals: a tenth of a percent is all a reader can tell apart. */
const rounded = (score: number) => Math.round(score * 1000) / 1000;

/** Checks the tale and stores what it found; answers its copy score, null when it has no text to compare. */
export async function checkCopies(repo: CopyQueries, taleId: number): Promise<number | null> {
  const tale = await repo.taleToCheck(taleId);
  if (!tale) return null;
  // From the text as it is now: a tale written before fingerprints (or straight into the database) has it too.
  const fingerprint = fingerprintOf(tale.taleText);
  await repo.writeFingerprint(taleId, fingerprint);
  if (fingerprint.shingleCount === 0) {
    // No text is no finding (null, checked again when there is one); a few words or formulas alone resemble nothing.
    const score = tale.taleText?.trim() ? 0 : null;
    await repo.replaceMatches(taleId, [], score);
    return score;
  }
  const keys = await repo.rarestBands(fingerprint.bands, BAND_TALES_READ);
  const candidates = await repo.candidates(
    taleId,
    fingerprint.bands,
    keys,
    tale.submittedAt,
    CANDIDATES_READ,
  );
  const best = candidates
    .map((c) => ({ taleId: c.taleId, estimate: estimatedScore(fingerprint, c) }))
    .sort((a, b) => b.estimate - a.estimate || a.taleId - b.taleId)
    .slice(0, CANDIDATES_COMPARED);
  const texts = await repo.texts(best.map((c) => c.taleId));
  const mine = comparedText(tale.taleText);
  const matches: StoredMatch[] = texts
    .map((other) => ({
      matchTaleId: other.taleId,
      score: rounded(copyScore(mine, comparedText(other.taleText))),
    }))
    .filter((m) => m.score >= SIMILAR_TALE_SCORE)
    .sort((a, b) => b.score - a.score || a.matchTaleId - b.matchTaleId)
    .slice(0, MATCHES_KEPT);
  const score = matches[0]?.score ?? 0;
  await repo.replaceMatches(taleId, matches, score);
  return score;
}

/**
 * What runs inside another part's transaction (a tale saved, through the tales module's `onTextSaved`; a tale
 * submitted, in the transition): the fingerprint and the check commit or roll back with the tale, and only this
 * module touches its tables.
 */
export function copyChecksIn(tx: Db) {
  const repo = copyDetectionRepository(tx);
  return {
    writeFingerprint: (taleId: number, taleText: string | null | undefined) =>
      repo.writeFingerprint(taleId, fingerprintOf(taleText)),
    check: (taleId: number) => checkCopies(repo, taleId),
  };
}
