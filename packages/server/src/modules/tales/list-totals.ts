/**
 * The totals of the archive-wide lists (staff's, and a writer's own tales with everyone's published ones), kept
 * between calls: counting up to TALE_LIST_TOTAL_CAP visible rows on every page was most of a list call's time at
 * 100,000 tales. A total is reused while the change counter (statistics_version, moved by the commit of any
 * insert, deletion, transition, place, type, owner or submission change of a tale) reads what it read before the
 * count, and for at most MAX_AGE_MS: a rename, an editor or a subgroup assigned leave the counter alone, and a
 * name search or those filters may be that much behind. A user's own list is counted on every call (exact).
 */
import { setNewest } from '../../bounded-map.ts';

const MAX_AGE_MS = 60_000;
const MAX_TOTALS = 500;

export function listTotals(now: () => number = Date.now) {
  const totals = new Map<string, { version: number; at: number; total: number }>();
  return {
    /** The total kept for `key` under `version`, if still good. */
    get(key: string, version: number): number | undefined {
      const kept = totals.get(key);
      return kept && kept.version === version && now() - kept.at < MAX_AGE_MS ? kept.total : undefined;
    },
    /** Keeps a total counted after `version` was read (a change in between makes the next call count again). */
    set(key: string, version: number, total: number): void {
      setNewest(totals, key, { version, at: now(), total }, MAX_TOTALS);
    },
  };
}
