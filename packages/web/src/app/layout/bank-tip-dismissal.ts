/**
 * The bank-details tip, once closed, stays away for a week for that user on this device
 * (a week from the moment it was closed, kept in localStorage under the user's id).
 */
export const BANK_TIP_QUIET_MS = 7 * 24 * 60 * 60 * 1000;

const key = (userId: number) => `masal.bankTipClosedAt.${userId}`;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export function bankTipClosedRecently(storage: KeyValueStore, userId: number, now: number): boolean {
  try {
    const closedAt = Number(storage.getItem(key(userId)));
    return Number.isFinite(closedAt) && closedAt > 0 && now - closedAt < BANK_TIP_QUIET_MS;
  } catch {
    return false;
  }
}

export function rememberBankTipClosed(storage: KeyValueStore, userId: number, now: number): void {
  try {
    storage.setItem(key(userId), String(now));
  } catch {
    // Private browsing may refuse storage; the tip then comes back on the next visit.
  }
}
