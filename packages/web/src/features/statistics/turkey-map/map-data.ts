/** The statistics answer joined to the drawing: each outline with its count (a province the answer lacks has 0). */
import type { ProvinceShape } from './province-shapes.ts';

export interface CountedShape extends ProvinceShape {
  count: number;
}

export function joinCounts(
  shapes: readonly ProvinceShape[],
  counts: ReadonlyArray<{ city: string; count: number }>,
): CountedShape[] {
  const byCity = new Map(counts.map((c) => [c.city, c.count]));
  return shapes.map((shape) => ({ ...shape, count: byCity.get(shape.name) ?? 0 }));
}

/** The largest count, which sets the colour steps. */
export const maxCount = (rows: ReadonlyArray<{ count: number }>) =>
  rows.reduce((m, r) => Math.max(m, r.count), 0);
