/**
 * The 81 provinces' outlines: the path data of turkey-map-react (MIT; only its data, not its component), joined
 * by plate number to our reference data, whose names and regions the statistics answer with.
 */
import { PROVINCES } from '@masal/shared/reference';
import { cities } from 'turkey-map-react/lib/data';

export interface ProvinceShape {
  plate: number;
  name: string;
  region: string;
  /** SVG path in the data set's coordinates (VIEW_BOX). */
  path: string;
}

/** The drawing's real extent (the data set's own viewBox has wide empty margins). */
export const VIEW_BOX: Box = { x: 20, y: 140, width: 1012, height: 450 };

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const pathByPlate = new Map(cities.map((c) => [c.plateNumber, c.path]));

export const PROVINCE_SHAPES: readonly ProvinceShape[] = PROVINCES.flatMap((p) => {
  const path = pathByPlate.get(p.plate);
  return path ? [{ plate: p.plate, name: p.name, region: p.region, path }] : [];
});

/** The box around some shapes. The paths use only absolute commands (M, L, C, z), so every number pair is a point. */
function boxOf(shapes: readonly ProvinceShape[]): Box {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const shape of shapes) {
    const numbers = shape.path.match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? [];
    for (let i = 0; i + 1 < numbers.length; i += 2) {
      const [x, y] = [numbers[i] as number, numbers[i + 1] as number];
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

const regionBoxes = new Map<string, Box>();

/** The region's provinces with a margin, for zooming in on it; the whole country without a region. */
export function viewBoxOf(region: string | null): Box {
  if (!region) return VIEW_BOX;
  let box = regionBoxes.get(region);
  if (!box) {
    const inner = boxOf(PROVINCE_SHAPES.filter((s) => s.region === region));
    const margin = Math.max(inner.width, inner.height) * 0.04;
    box = {
      x: inner.x - margin,
      y: inner.y - margin,
      width: inner.width + 2 * margin,
      height: inner.height + 2 * margin,
    };
    regionBoxes.set(region, box);
  }
  return box;
}
