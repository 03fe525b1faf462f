/** The summary's rows as the screen lists them. */
import { compareTr } from '@masal/shared/text';

/** Most first; equal counts in Turkish alphabetical order. */
export function topRows<T extends { name: string; count: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => b.count - a.count || compareTr(a.name, b.name));
}

const monthFormat = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM' as Turkish readers name it: "Kasım 2026". */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return monthFormat.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}
