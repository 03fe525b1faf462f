/** Checks of decisions.md "Rules beyond the seed's minimum": TC Kimlik No and IBAN. */

/** 11 digits, first not 0, both checksum digits verified. */
export function isValidTcKimlikNo(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number) as number[];
  const at = (i: number) => d[i] ?? 0;
  const odd = at(0) + at(2) + at(4) + at(6) + at(8);
  const even = at(1) + at(3) + at(5) + at(7);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  if (tenth !== at(9)) return false;
  const eleventh = d.slice(0, 10).reduce((sum, x) => sum + x, 0) % 10;
  return eleventh === at(10);
}

/** Removes the spaces a user types inside an IBAN and upper-cases it. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * What is wrong with a Turkish IBAN (TR, 2 check digits, 5-digit bank code, reserve digit, 16-character
 * account): 'format' when it is not shaped like one, 'checksum' when it is but mod-97 fails (a mistyped
 * character), null when it is valid. The two get different messages: the second is not a length problem.
 */
export function trIbanProblem(value: string): 'format' | 'checksum' | null {
  const iban = normalizeIban(value);
  if (!/^TR\d{2}\d{5}\d[0-9A-Z]{16}$/.test(iban)) return 'format';
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const code = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of code) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1 ? null : 'checksum';
}

export const isValidTrIban = (value: string): boolean => trIbanProblem(value) === null;
