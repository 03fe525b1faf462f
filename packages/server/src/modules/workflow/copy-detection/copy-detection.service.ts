/**
 * GET /v1/tales/copies/{id}: the older tales a tale resembles, for staff. The matches were stored when the tale
 * was submitted (a tale never checked is checked now); the passages are found again on each reading, so they
 * always show the texts as they are.
 */
import { type CopyCheckAnswer, canSeeTale, isStaff, POSSIBLE_COPY_SCORE, type Viewer } from '@masal/shared';
import { NotAllowed, NotFound } from '../../../errors.ts';
import { checkCopies } from './copy-check.ts';
import type { CopyDetectionRepository } from './copy-detection.repository.ts';
import { comparedText, passagesOf } from './copy-score.ts';

/** A score as stored (real) read back to the three decimals it was written with. */
const decimals3 = (score: number) => Math.round(score * 1000) / 1000;

export function copyDetectionService(repo: CopyDetectionRepository) {
  return {
    /** 404 no such tale; 401 not staff, or a draft that is not the viewer's own (decisions.md visibility). */
    async copies(viewer: Viewer, taleId: number): Promise<CopyCheckAnswer> {
      const tale = await repo.taleAccess(taleId);
      if (!tale) throw new NotFound();
      if (!isStaff(viewer.roleIds) || !canSeeTale(tale, viewer)) throw new NotAllowed();
      let stored = await repo.stored(taleId);
      if (stored.copyScore === null) {
        // Written before copy detection, or without text until now: checked once, then read like the others.
        await repo.inTransaction((tx) => checkCopies(tx, taleId));
        stored = await repo.stored(taleId);
      }
      const mine = comparedText((await repo.taleToCheck(taleId))?.taleText);
      const copyScore = stored.copyScore === null ? null : decimals3(stored.copyScore);
      const checkedAt = stored.matches.reduce<Date | null>(
        (latest, m) => (latest && latest > m.checkedAt ? latest : m.checkedAt),
        null,
      );
      return {
        taleId,
        copyScore,
        possibleCopy: copyScore !== null && copyScore >= POSSIBLE_COPY_SCORE,
        checkedAt: checkedAt?.toISOString() ?? null,
        matches: stored.matches.map(({ taleText, checkedAt: _at, ...match }) => ({
          ...match,
          score: decimals3(match.score),
          passages: passagesOf(mine, comparedText(taleText)),
        })),
      };
    },
  };
}
export type CopyDetectionService = ReturnType<typeof copyDetectionService>;
