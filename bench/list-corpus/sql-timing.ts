/**
 * A list variant without HTTP: the server's own repository call, options parsed from the same query string
 * by the route's schema (so old and new repository signatures both get what the route would pass them).
 */
import { taleListQuerySchema } from '@masal/shared';
import type { Db } from '../../packages/server/src/db/client.ts';
import {
  type TaleRepository,
  taleRepository,
} from '../../packages/server/src/modules/tales/tale.repository.ts';
import { type Percentiles, percentiles } from '../support/stats.ts';

export interface SqlFigures extends Percentiles {
  calls: number;
}

/** Enough calls for a p95 even when one call is slow. */
const MIN_CALLS = 20;
const WARM_UP_CALLS = 3;

/** Who the list is for, as the repository's list call takes it. */
export type ListScope = Parameters<TaleRepository['list']>[0];

export function sqlTimer(db: Db, seconds: number) {
  const repo = taleRepository(db);
  return async (scope: ListScope, query: URLSearchParams): Promise<SqlFigures> => {
    const options = taleListQuerySchema.parse(Object.fromEntries(query));
    for (let i = 0; i < WARM_UP_CALLS; i++) await repo.list(scope, options);
    const times: number[] = [];
    const until = performance.now() + seconds * 1000;
    while (times.length < MIN_CALLS || performance.now() < until) {
      const started = performance.now();
      await repo.list(scope, options);
      times.push(performance.now() - started);
    }
    return { ...percentiles(times), calls: times.length };
  };
}
