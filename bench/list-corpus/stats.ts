/** Nearest-rank percentiles of a set of times in ms. */
export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
}

export function percentiles(times: readonly number[]): Percentiles {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
  return { p50: at(50), p95: at(95), p99: at(99) };
}
