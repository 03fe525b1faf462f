import { describe, expect, it } from 'vitest';
import { formatDays, shownDays } from './statistics-format.ts';

describe('days in the throughput chart', () => {
  it('a bar is as long as the figure written beside it: "0" days draw no bar', () => {
    for (const days of [0.0001, 0.04, 0.049]) {
      expect(formatDays(days)).toBe('0');
      expect(shownDays(days)).toBe(0);
    }
  });

  it('keeps the one decimal the text shows', () => {
    expect(shownDays(0.05)).toBe(0.1);
    expect(shownDays(3.46)).toBe(3.5);
    expect(formatDays(shownDays(12.34))).toBe(formatDays(12.34));
    expect(shownDays(null)).toBe(0);
  });
});
