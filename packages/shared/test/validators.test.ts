import { describe, expect, it } from 'vitest';
import { MSG } from '../src/messages.ts';
import { profileUpdateSchema } from '../src/schemas/profile.ts';
import { isValidTcKimlikNo, isValidTrIban, normalizeIban, trIbanProblem } from '../src/validators.ts';
import vectors from './fixtures/test-vectors.json' with { type: 'json' };

describe('isValidTcKimlikNo', () => {
  it.each(vectors.tcKimlikValid)('accepts %s', (value) => {
    expect(isValidTcKimlikNo(value)).toBe(true);
  });

  it.each(vectors.tcKimlikInvalid)('refuses %s', (value) => {
    expect(isValidTcKimlikNo(value)).toBe(false);
  });

  it('checks the 10th digit and the 11th digit separately', () => {
    // 10000000146 is valid; change only the 10th, then only the 11th digit.
    expect(isValidTcKimlikNo('10000000156')).toBe(false);
    expect(isValidTcKimlikNo('10000000145')).toBe(false);
  });

  it('refuses non-digits, spaces and a leading zero', () => {
    for (const value of ['', '1000000014a', ' 10000000146', '1000000014 6', '00000000000', '１0000000146']) {
      expect(isValidTcKimlikNo(value), JSON.stringify(value)).toBe(false);
    }
  });

  it('agrees with the checksum formula of decisions.md on every 9-digit prefix tried', () => {
    for (let n = 100_000_000; n < 100_000_000 + 5000; n += 7) {
      const d = [...String(n)].map(Number);
      const at = (i: number) => d[i] ?? 0;
      const tenth =
        ((((at(0) + at(2) + at(4) + at(6) + at(8)) * 7 - (at(1) + at(3) + at(5) + at(7))) % 10) + 10) % 10;
      const eleventh = (d.reduce((s, x) => s + x, 0) + tenth) % 10;
      expect(isValidTcKimlikNo(`${n}${tenth}${eleventh}`)).toBe(true);
      expect(isValidTcKimlikNo(`${n}${tenth}${(eleventh + 1) % 10}`)).toBe(false);
      expect(isValidTcKimlikNo(`${n}${(tenth + 1) % 10}${eleventh}`)).toBe(false);
    }
  });
});

describe('isValidTrIban', () => {
  it.each(vectors.ibanValid)('accepts %s', (value) => {
    expect(isValidTrIban(value)).toBe(true);
  });

  it.each(vectors.ibanInvalid)('refuses %s', (value) => {
    expect(isValidTrIban(value)).toBe(false);
  });

  it('ignores the spaces a user types and the letter case', () => {
    for (const value of vectors.ibanValid) {
      const grouped = value.replace(/(.{4})/g, '$1 ').trim();
      expect(isValidTrIban(grouped), grouped).toBe(true);
      expect(isValidTrIban(`  ${grouped.toLowerCase()}  `)).toBe(true);
    }
  });

  it('tells a wrong check digit from a wrong shape', () => {
    expect(trIbanProblem('TR340006100519786457841326')).toBe('checksum');
    expect(trIbanProblem('TR33 0006 1005 1978 6457 8413 27')).toBe('checksum');
    expect(trIbanProblem('TR33000610051978645784132')).toBe('format');
    expect(trIbanProblem('DE89370400440532013000')).toBe('format');
    expect(trIbanProblem('TR330006100519786457841326')).toBeNull();
  });

  it('normalizeIban removes spaces and upper-cases', () => {
    expect(normalizeIban(' tr33 0006 1005 1978 6457 8413 26 ')).toBe('TR330006100519786457841326');
  });

  it('refuses an empty value and other characters', () => {
    expect(isValidTrIban('')).toBe(false);
    expect(isValidTrIban('TR33-0006-1005-1978-6457-8413-26')).toBe(false);
  });
});

describe('the profile IBAN field', () => {
  it('says a wrong check digit is a mistyped character, and a wrong shape is a wrong shape', () => {
    const messageOf = (iban: string) =>
      profileUpdateSchema.shape.iban.safeParse(iban).error?.issues[0]?.message;
    expect(messageOf('TR34 0006 1005 1978 6457 8413 26')).toBe(MSG.ibanChecksum);
    expect(messageOf('TR33000610051978645784132')).toBe(MSG.ibanInvalid);
    expect(messageOf('tr33 0006 1005 1978 6457 8413 26')).toBeUndefined();
    expect(messageOf('')).toBeUndefined();
  });
});
