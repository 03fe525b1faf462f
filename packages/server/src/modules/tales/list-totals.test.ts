import { describe, expect, it } from 'vitest';
import { listTotals } from './list-totals.ts';

describe('listTotals', () => {
  it('keeps a total while the change counter reads the same, for a minute at most', () => {
    let now = 0;
    const totals = listTotals(() => now);
    totals.set('staff', 7, 98_000);
    expect(totals.get('staff', 7)).toBe(98_000);
    expect(totals.get('staff', 8)).toBeUndefined();
    expect(totals.get('another list', 7)).toBeUndefined();
    now = 59_999;
    expect(totals.get('staff', 7)).toBe(98_000);
    now = 60_000;
    expect(totals.get('staff', 7)).toBeUndefined();
  });

  it('lets the oldest totals go past 500 lists', () => {
    const totals = listTotals(() => 0);
    for (let i = 0; i <= 500; i++) totals.set(`list ${i}`, 1, i);
    expect(totals.get('list 0', 1)).toBeUndefined();
    expect(totals.get('list 500', 1)).toBe(500);
  });
});
