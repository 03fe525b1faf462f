/**
 * The statistics' answers kept until what they count changes: the home page asks for the same public figures on
 * every visit, and counting tens of thousands of tales each time would cost tens of milliseconds. An answer is
 * reused while the change counter (statistics_version, moved by the commit of any change to tales, their history,
 * the compilers' names and institutions, the names of institutions and types) reads what it read before the
 * answer was computed. Session touches, sign-ins and other writes leave the counter, and the answers, alone.
 */
import { setNewest } from '../../bounded-map.ts';

const MAX_ANSWERS = 64;

export function answerCache(version: () => Promise<number>) {
  const answers = new Map<string, { version: number; value: unknown }>();
  const stats = { hits: 0, misses: 0 };
  async function cached<T>(key: string, compute: () => Promise<T>): Promise<T> {
    // Read before counting: a change committed in between makes the next call count again, never a stale hit.
    const now = await version();
    const kept = answers.get(key);
    if (kept?.version === now) {
      stats.hits++;
      return kept.value as T;
    }
    stats.misses++;
    const value = await compute();
    setNewest(answers, key, { version: now, value }, MAX_ANSWERS);
    return value;
  }
  return {
    cached,
    /** Answers reused and computed since the start (the tests and the metrics read them). */
    stats: () => ({ ...stats }),
  };
}
