/** The summary's rows as the screen lists them. */
import { compareTr } from '@masal/shared/format';

/** Most first; equal counts in Turkish alphabetical order. */
export function topRows<T extends { name: string; count: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => b.count - a.count || compareTr(a.name, b.name));
}
