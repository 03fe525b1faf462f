import { describe, expect, it } from 'vitest';
import { BANK_TIP_QUIET_MS, bankTipClosedRecently, rememberBankTipClosed } from './bank-tip-dismissal.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

describe('bank-details tip dismissal', () => {
  const now = Date.UTC(2026, 10, 22, 12);

  it('is not remembered before the user closes the tip', () => {
    expect(bankTipClosedRecently(memoryStorage(), 7, now)).toBe(false);
  });

  it('keeps the tip away for a week after closing, for that user only', () => {
    const storage = memoryStorage();
    rememberBankTipClosed(storage, 7, now);
    expect(bankTipClosedRecently(storage, 7, now + BANK_TIP_QUIET_MS - 1)).toBe(true);
    expect(bankTipClosedRecently(storage, 8, now)).toBe(false);
  });

  it('brings the tip back once the week is over', () => {
    const storage = memoryStorage();
    rememberBankTipClosed(storage, 7, now);
    expect(bankTipClosedRecently(storage, 7, now + BANK_TIP_QUIET_MS)).toBe(false);
  });

  it('ignores a value it did not write and storage that refuses access', () => {
    const storage = memoryStorage();
    storage.setItem('masal.bankTipClosedAt.7', 'yesterday');
    expect(bankTipClosedRecently(storage, 7, now)).toBe(false);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberBankTipClosed(refusing, 7, now)).not.toThrow();
    expect(bankTipClosedRecently(refusing, 7, now)).toBe(false);
  });
});
