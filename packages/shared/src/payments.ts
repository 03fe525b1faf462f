/**
 * Payment arithmetic of decisions.md, exact: the coefficient is lira per 100 words (kuruş per word), kept as a
 * decimal string with at most 4 decimals; the amount is integer kuruş, rounded half up, never a float sum.
 */

/** The coefficient of seed §9 (coefficientOfPayment): 25.1 lira per 100 words. */
export const DEFAULT_PAYMENT_COEFFICIENT = '25.1';

const COEFFICIENT_PATTERN = /^(\d{1,6})(?:\.(\d{1,4}))?$/;

/** The coefficient in ten-thousandths of a kuruş per word: "25.1" → 251000. */
export function coefficientUnits(coefficient: string): number {
  const match = COEFFICIENT_PATTERN.exec(coefficient.trim());
  if (!match) throw new Error(`not a payment coefficient: ${coefficient}`);
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
}

/** amountKurus = round(numberOfWord × coefficient), half up, in integers only. */
export function paymentAmountKurus(numberOfWord: number, coefficient: string): number {
  return Math.floor((numberOfWord * coefficientUnits(coefficient) + 5_000) / 10_000);
}
