import { describe, expect, it } from 'vitest';
import {
  compareTr,
  formatCount,
  formatDateTimeTr,
  formatDateTr,
  formatDecimal,
  formatDurationTr,
  formatFileSize,
  formatKurus,
  formatMonthTr,
  formatPercent,
  formatTimeTr,
  istanbulDay,
} from '../src/format.ts';

describe('compareTr', () => {
  it('sorts by the Turkish alphabet', () => {
    const sorted = ['Zeytin', 'Çınar', 'Üzüm', 'Ilgaz', 'İzmir', 'Cami', 'Şeker', 'Sabah', 'Ufuk'].sort(
      compareTr,
    );
    expect(sorted).toEqual(['Cami', 'Çınar', 'Ilgaz', 'İzmir', 'Sabah', 'Şeker', 'Ufuk', 'Üzüm', 'Zeytin']);
  });
});

describe('counts and shares', () => {
  it('groups thousands with a dot', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(12_345)).toBe('12.345');
    expect(formatCount(1_234_567)).toBe('1.234.567');
  });

  it('writes a share as a whole percentage, the sign first', () => {
    expect(formatPercent(0.57)).toBe('%57');
    expect(formatPercent(0.005)).toBe('%1');
    expect(formatPercent(1)).toBe('%100');
  });
});

describe('the Istanbul calendar', () => {
  it('a moment’s day is Istanbul’s (UTC+3), as YYYY-MM-DD', () => {
    expect(istanbulDay('2026-11-21T20:59:59Z')).toBe('2026-11-21');
    expect(istanbulDay('2026-11-21T21:00:00Z')).toBe('2026-11-22');
  });

  it('the time of day is Istanbul’s, HH:mm', () => {
    expect(formatTimeTr('2026-11-21T06:05:00Z')).toBe('09:05');
    expect(formatDateTimeTr('2026-11-21T21:30:00Z')).toBe('22.11.2026 00:30');
  });

  it('names a YYYY-MM month in Turkish and leaves anything else as it is', () => {
    expect(formatMonthTr('2026-11')).toBe('Kasım 2026');
    expect(formatMonthTr('2024-02')).toBe('Şubat 2024');
    expect(formatMonthTr('bozuk')).toBe('bozuk');
  });
});

describe('formatDateTr', () => {
  it('is dd.MM.yyyy in Europe/Istanbul (UTC+3)', () => {
    expect(formatDateTr('2026-11-21T22:30:00Z')).toBe('22.11.2026');
    expect(formatDateTr('2026-11-21T20:59:59Z')).toBe('21.11.2026');
    expect(formatDateTr('2019-01-05T10:00:00Z')).toBe('05.01.2019');
  });

  it('accepts a Date, a string or a timestamp', () => {
    const at = Date.UTC(2024, 1, 29, 12);
    expect(formatDateTr(new Date(at))).toBe('29.02.2024');
    expect(formatDateTr(at)).toBe('29.02.2024');
    expect(formatDateTr(new Date(at).toISOString())).toBe('29.02.2024');
  });
});

describe('formatKurus', () => {
  it('writes kuruş as "1.234,56 ₺", exact for any integer', () => {
    expect(formatKurus(123_456)).toBe('1.234,56 ₺');
    expect(formatKurus(7)).toBe('0,07 ₺');
    expect(formatKurus(0)).toBe('0,00 ₺');
    expect(formatKurus(25_099_975)).toBe('250.999,75 ₺');
    expect(formatKurus(-853)).toBe('-8,53 ₺');
    expect(formatKurus(900_719_925_474_099)).toBe('9.007.199.254.740,99 ₺');
  });
});

describe('formatDecimal', () => {
  it('writes the decimal comma without grouping, both decimals when fixed', () => {
    expect(formatDecimal(2.5)).toBe('2,5');
    expect(formatDecimal(12_345.678)).toBe('12345,68');
    expect(formatDecimal(-2)).toBe('-2');
    expect(formatDecimal(123_450 / 100, 'fixed')).toBe('1234,50');
    expect(formatDecimal(7 / 100, 'fixed')).toBe('0,07');
  });
});

describe('formatDurationTr', () => {
  it('writes the two largest units, a zero second one left out', () => {
    expect(formatDurationTr(3_900)).toBe('1 sa. 5 dk.');
    expect(formatDurationTr(3_600)).toBe('1 sa.');
    expect(formatDurationTr(200.4)).toBe('3 dk. 20 sn.');
    expect(formatDurationTr(40)).toBe('40 sn.');
    expect(formatDurationTr(0)).toBe('0 sn.');
  });
});

describe('formatFileSize', () => {
  it('writes a size in the largest unit below 1024', () => {
    expect(formatFileSize(820)).toBe('820 bayt');
    expect(formatFileSize(1536 * 1024)).toBe('1,5 MB');
    expect(formatFileSize(-1)).toBe('0 bayt');
  });
});
