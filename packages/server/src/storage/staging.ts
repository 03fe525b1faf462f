/**
 * How staged bytes are named and judged abandoned, the same for every backend (rule in README.md). Instances
 * may share one disk or bucket across hosts, where pids say nothing: each names its staged bytes after a
 * random instance id, and while it holds any it refreshes a heartbeat marker beside them. Staged bytes are
 * abandoned once both they and their instance's heartbeat are older than STAGING_STALE_MS.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/** Fifteen missed heartbeats: far beyond a pause of a live process or the clock skew between hosts. */
const STAGING_STALE_MS = 15 * 60 * 1000;
const HEARTBEAT_MS = 60 * 1000;
const HEARTBEAT_SUFFIX = '.alive';
/** `<instance>-<uuid>`, then the backend's own suffix (`.part` on the local disk). */
const STAGED_NAME = /^(.+)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.part)?$/;

/** Host and pid for a person reading the folder; the random part makes it unique (pid 1 in every container). */
export function newInstanceId(): string {
  const host =
    hostname()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'host';
  return `${host}-${process.pid}-${randomBytes(4).toString('hex')}`;
}

export function heartbeatName(instance: string): string {
  return `${instance}${HEARTBEAT_SUFFIX}`;
}

/** A name in the staging folder, with its last modification. */
export interface StagingEntry {
  name: string;
  modifiedMs: number;
}

/**
 * What of the staging folder may go: staged bytes older than the stale age whose instance has no fresh
 * heartbeat (names of other schemes, e.g. `<pid>-<uuid>.part` of an earlier release, have none), and stale
 * heartbeats themselves (an idle instance writes a new one before it stages again).
 */
export function abandonedStaging<T extends StagingEntry>(
  entries: readonly T[],
): { staged: T[]; heartbeats: T[] } {
  const now = Date.now();
  const stale = (e: T) => now - e.modifiedMs > STAGING_STALE_MS;
  const heartbeats = entries.filter((e) => e.name.endsWith(HEARTBEAT_SUFFIX));
  const alive = new Set(
    heartbeats.filter((e) => !stale(e)).map((e) => e.name.slice(0, -HEARTBEAT_SUFFIX.length)),
  );
  const staged = entries.filter((e) => {
    if (e.name.endsWith(HEARTBEAT_SUFFIX) || !stale(e)) return false;
    const instance = STAGED_NAME.exec(e.name)?.[1];
    return instance === undefined || !alive.has(instance);
  });
  return { staged, heartbeats: heartbeats.filter(stale) };
}

/**
 * Keeps the heartbeat fresh while this instance holds staged bytes (from the first byte to publish or
 * discard). `hold` returns the release; releasing twice is harmless.
 */
export function stagingHeartbeat(beat: () => Promise<void>): { hold(): Promise<() => void> } {
  let held = 0;
  let timer: NodeJS.Timeout | undefined;
  return {
    async hold() {
      held++;
      if (held === 1) {
        // A missed beat is retried a minute later; the stale age allows fifteen of them.
        timer = setInterval(() => beat().catch(() => undefined), HEARTBEAT_MS);
        timer.unref();
        await beat().catch(() => undefined);
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held--;
        if (held === 0) clearInterval(timer);
      };
    },
  };
}
