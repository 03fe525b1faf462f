/**
 * Sign-in attempts counted per login and address in the shared limits store (limits/limiter-store.ts): after
 * `points` of them in the window that pair is refused until the window ends, while the same login from
 * another address (its owner) and other logins from this address go on. Keyed by the login as typed, not by
 * account, so an unknown login counts exactly as a known one; and hashed, so the store holds no e-mail or TC
 * Kimlik No. (All auth calls of an address are limited per address besides: limits/per-address.ts.)
 */
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { sha256 } from '../../security/secrets.ts';

export function signInAttempts(limiter: RateLimiterAbstract) {
  const keyOf = (login: string, address: string) => sha256(`${address}\n${login.toLowerCase()}`);

  return {
    /**
     * Counts the attempt before its password is checked, in one step of the store, so that guesses sent at
     * once to several instances cannot all pass a count none has written yet; false once the pair is spent.
     */
    async admit(login: string, address: string): Promise<boolean> {
      try {
        await limiter.consume(keyOf(login, address));
        return true;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return false;
        throw refusal;
      }
    },
    /** The right password: the pair's count starts again. */
    async clear(login: string, address: string): Promise<void> {
      await limiter.delete(keyOf(login, address));
    },
  };
}
export type SignInAttempts = ReturnType<typeof signInAttempts>;
