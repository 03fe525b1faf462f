import { describe, expect, it } from 'vitest';
import { coefficientUnits, DEFAULT_PAYMENT_COEFFICIENT, paymentAmountKurus } from '../src/payments.ts';

/**
 * The amount of decisions.md computed independently, with BigInt: words × coefficient (lira per 100 words, i.e.
 * kuruş per word) in ten-thousandths of a kuruş, rounded half up to a whole kuruş.
 */
function expectedKurus(words: number, coefficient: string): number {
  const [whole = '0', fraction = ''] = coefficient.split('.');
  const perWord = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0') || '0');
  const total = BigInt(words) * perWord;
  return Number((total + 5_000n) / 10_000n);
}

describe('paymentAmountKurus', () => {
  it('is the seed’s 25.1 lira per 100 words, in kuruş', () => {
    expect(DEFAULT_PAYMENT_COEFFICIENT).toBe('25.1');
    expect(paymentAmountKurus(1, '25.1')).toBe(25);
    // 1234 × 25.1 = 30 973.4 kuruş.
    expect(paymentAmountKurus(1234, '25.1')).toBe(30_973);
    // 999 999 × 25.1 = 25 099 974.9 kuruş.
    expect(paymentAmountKurus(999_999, '25.1')).toBe(25_099_975);
    expect(paymentAmountKurus(0, '25.1')).toBe(0);
  });

  it('rounds half up, exactly, where a float product would not', () => {
    // 0.5 kuruş → 1; 0.4999 → 0.
    expect(paymentAmountKurus(5, '0.1')).toBe(1);
    expect(paymentAmountKurus(4999, '0.0001')).toBe(0);
    expect(paymentAmountKurus(5000, '0.0001')).toBe(1);
    // 1234 × 30.25 = 37 328.5 → 37 329.
    expect(paymentAmountKurus(1234, '30.25')).toBe(37_329);
    // 3 × 1.15 is 3.4499999… in binary floating point, 3.45 exactly here.
    expect(paymentAmountKurus(3, '1.15')).toBe(3);
    expect(paymentAmountKurus(10, '1.15')).toBe(12);
  });

  it('reads the coefficient as the database stores it (numeric with four decimals)', () => {
    expect(paymentAmountKurus(1234, '25.1000')).toBe(paymentAmountKurus(1234, '25.1'));
    expect(paymentAmountKurus(7, ' 25.1 ')).toBe(176);
  });

  it('agrees with an independent integer calculation over many counts and coefficients', () => {
    for (const coefficient of ['25.1', '25.1000', '0.0001', '1', '30.25', '99.9999', '123456.7891']) {
      for (const words of [0, 1, 2, 7, 99, 100, 101, 1234, 4999, 5000, 65_535, 999_999]) {
        expect(paymentAmountKurus(words, coefficient), `${words} × ${coefficient}`).toBe(
          expectedKurus(words, coefficient),
        );
      }
    }
  });
});

describe('coefficientUnits', () => {
  it('is ten-thousandths of a kuruş per word', () => {
    expect(coefficientUnits('25.1')).toBe(251_000);
    expect(coefficientUnits('0.0001')).toBe(1);
    expect(coefficientUnits('7')).toBe(70_000);
  });

  it('refuses what is not a coefficient', () => {
    for (const bad of ['', 'abc', '-1', '25,1', '25.12345', '1e3', '1234567', '.5']) {
      expect(() => coefficientUnits(bad), bad).toThrow();
    }
  });
});
