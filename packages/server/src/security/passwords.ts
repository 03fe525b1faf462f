import { availableParallelism } from 'node:os';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm is an ambient const enum, so its value is written out: 2 = Argon2id.
const ARGON2ID: Algorithm.Argon2id = 2;
const OPTIONS = { algorithm: ARGON2ID };

/**
 * argon2 runs on libuv's pool, off the main thread, but a storm of sign-ins would still take every core and
 * starve the thread that answers everything else. At most cores − 1 hashes run at once
 * (at least one), leaving a core to the main thread; the rest wait their turn in order.
 */
const MAX_CONCURRENT_HASHES = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    // The turn passes straight to the next waiter; `running` only drops when nobody waits.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export const hashPassword = (password: string) => limited(() => hash(password, OPTIONS));

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await limited(() => verify(hashed, password));
  } catch {
    return false;
  }
}

// Verified against when the account does not exist, so an unknown address costs the same time; never matches.
let dummyHash: Promise<string> | undefined;
export async function spendVerifyTime(password: string): Promise<false> {
  dummyHash ??= hashPassword('masal-dummy-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
