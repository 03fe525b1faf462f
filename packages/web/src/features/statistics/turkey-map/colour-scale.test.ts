import { describe, expect, it } from 'vitest';
import { colourBins, colourOf, SCALE_COLOURS } from './colour-scale.ts';

const NONE = '#eeeeee';

/** Every count from 0 to max falls in exactly one bin. */
function expectPartition(max: number) {
  const bins = colourBins(max, NONE);
  for (let n = 0; n <= max; n += 1) {
    expect(
      bins.filter((b) => n >= b.from && n <= b.to),
      `count ${n} of ${max}`,
    ).toHaveLength(1);
  }
  return bins;
}

describe('colour bins of the map legend', () => {
  it('no tale at all: only the neutral bin', () => {
    expect(colourBins(0, NONE)).toEqual([{ from: 0, to: 0, colour: NONE }]);
  });

  it('few tales: one step per count, spread from the lightest to the darkest colour', () => {
    const bins = expectPartition(2);
    expect(bins.map((b) => [b.from, b.to, b.colour])).toEqual([
      [0, 0, NONE],
      [1, 1, SCALE_COLOURS[0]],
      [2, 2, SCALE_COLOURS[4]],
    ]);
    expect(colourBins(1, NONE)[1]?.colour).toBe(SCALE_COLOURS[4]);
  });

  it('many tales: five equal whole-number steps, the last ending at the largest count', () => {
    const bins = expectPartition(23);
    expect(bins.map((b) => `${b.from}-${b.to}`)).toEqual(['0-0', '1-5', '6-10', '11-15', '16-20', '21-23']);
    expect(bins.slice(1).map((b) => b.colour)).toEqual([...SCALE_COLOURS]);
    for (const max of [3, 5, 6, 7, 11, 99, 100, 1234]) {
      const steps = expectPartition(max).slice(1);
      expect(steps.length, `max ${max}`).toBeLessThanOrEqual(SCALE_COLOURS.length);
      expect(steps.at(-1)?.to).toBe(max);
      expect(steps.at(-1)?.colour).toBe(SCALE_COLOURS.at(-1));
      // Light to dark, never the same colour twice.
      expect(new Set(steps.map((b) => b.colour)).size).toBe(steps.length);
    }
  });

  it('colours a count by its bin, zero neutral, beyond the largest as the darkest', () => {
    const bins = colourBins(10, NONE);
    expect(colourOf(0, bins)).toBe(NONE);
    expect(colourOf(1, bins)).toBe(SCALE_COLOURS[0]);
    expect(colourOf(4, bins)).toBe(SCALE_COLOURS[1]);
    expect(colourOf(10, bins)).toBe(SCALE_COLOURS[4]);
    expect(colourOf(11, bins)).toBe(SCALE_COLOURS[4]);
  });
});
