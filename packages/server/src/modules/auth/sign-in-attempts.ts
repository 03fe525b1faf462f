/**
 * Wrong passwords counted per login and address, in memory: after `limit` of them that pair is refused
 * until its window ends, while the same login from another address (its owner) and other logins from this
 * address go on. Keyed by the login as typed, not by account, so an unknown login counts exactly as a known
 * one. (All auth calls of an address are limited by the routes' rate limit besides.)
 */
import { sha256 } from '../../security/secrets.ts';

/** Bounds the memory an attacker can fill with distinct logins; the oldest windows go first. */
const MAX_ENTRIES = 100_000;

export function signInAttempts(limit: number, windowMs: number) {
  const entries = new Map<string, { failures: number; until: number }>();
  // Hashed: no e-mail or TC Kimlik No is held in plain text.
  const keyOf = (login: string, address: string) => sha256(`${address}\n${login.toLowerCase()}`);

  function live(key: string, now: number) {
    const entry = entries.get(key);
    if (entry && entry.until <= now) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function makeRoom(now: number) {
    for (const [key, entry] of entries) if (entry.until <= now) entries.delete(key);
    for (const key of entries.keys()) {
      if (entries.size < MAX_ENTRIES) break;
      entries.delete(key);
    }
  }

  return {
    isBlocked(login: string, address: string): boolean {
      return (live(keyOf(login, address), Date.now())?.failures ?? 0) >= limit;
    },
    recordFailure(login: string, address: string): void {
      const key = keyOf(login, address);
      const now = Date.now();
      const entry = live(key, now);
      if (entry) {
        entry.failures++;
        return;
      }
      if (entries.size >= MAX_ENTRIES) makeRoom(now);
      entries.set(key, { failures: 1, until: now + windowMs });
    },
    clear(login: string, address: string): void {
      entries.delete(keyOf(login, address));
    },
  };
}
export type SignInAttempts = ReturnType<typeof signInAttempts>;
