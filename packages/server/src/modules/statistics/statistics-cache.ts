/**
 * The statistics' answers kept until the database changes: the home page asks for the same public figures on
 * every visit, and counting tens of thousands of tales each time would cost tens of milliseconds. An answer is
 * reused only while the database's snapshot (its committed and running write transactions) is the one it was
 * computed under, so any write that commits — a tale's new status, a renamed type, anything — makes the next call
 * count again. Read-only work takes no transaction id and leaves the snapshot as it is.
 */
const MAX_ANSWERS = 64;

export function answerCache(snapshot: () => Promise<string>) {
  const answers = new Map<string, { snapshot: string; value: unknown }>();
  return async function cached<T>(key: string, compute: () => Promise<T>): Promise<T> {
    // Read before counting: a write committed in between only makes the next call count again.
    const now = await snapshot();
    const kept = answers.get(key);
    if (kept?.snapshot === now) return kept.value as T;
    const value = await compute();
    answers.delete(key);
    answers.set(key, { snapshot: now, value });
    // The oldest first out: a Map iterates in insertion order.
    if (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value as string);
    return value;
  };
}
