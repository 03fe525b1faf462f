/** A call timed in a loop without HTTP (a repository call): a few warm-up calls, then `seconds` of calls. */
import { type Percentiles, percentiles } from './stats.ts';

export interface CallFigures extends Percentiles {
  calls: number;
}

/** Enough calls for a p95 even when one call is slow. */
const MIN_CALLS = 20;
const WARM_UP_CALLS = 3;

export async function timeCalls(call: () => Promise<unknown>, seconds: number): Promise<CallFigures> {
  for (let i = 0; i < WARM_UP_CALLS; i++) await call();
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (times.length < MIN_CALLS || performance.now() < until) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return { ...percentiles(times), calls: times.length };
}
