import { describe, expect, it } from 'vitest';
import { waitingText } from './waiting-time.ts';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const HOUR = 3_600_000;

describe('waitingText (the inbox says how long, not since when)', () => {
  it('says less than an hour, then whole hours, then whole days', () => {
    expect(waitingText(ago(5 * 60_000), NOW)).toBe('1 saatten az');
    expect(waitingText(ago(HOUR), NOW)).toBe('1 saat');
    expect(waitingText(ago(2 * HOUR + 59 * 60_000), NOW)).toBe('2 saat');
    expect(waitingText(ago(23 * HOUR), NOW)).toBe('23 saat');
    expect(waitingText(ago(24 * HOUR), NOW)).toBe('1 gün');
    expect(waitingText(ago(3 * 24 * HOUR + 5 * HOUR), NOW)).toBe('3 gün');
    expect(waitingText(ago(1200 * 24 * HOUR), NOW)).toBe('1.200 gün');
  });

  it('never says a negative time when the clocks differ a little', () => {
    expect(waitingText(new Date(NOW + 60_000).toISOString(), NOW)).toBe('1 saatten az');
  });
});
