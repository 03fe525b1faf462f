/** Nearest-rank percentiles of times in ms, shared by the benches that print them. */
export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
}

/** The nearest-rank `p`th percentile of ascending `sorted` (NaN when empty). */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

export function percentiles(times: readonly number[]): Percentiles {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}
