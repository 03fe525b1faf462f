/**
 * A list variant without HTTP: the server's own repository call, options parsed from the same query string
 * by the route's schema (so old and new repository signatures both get what the route would pass them).
 */
import { taleListQuerySchema } from '@masal/shared';
import type { Db } from '../../packages/server/src/db/db.ts';
import {
  type TaleRepository,
  taleRepository,
} from '../../packages/server/src/modules/tales/tale.repository.ts';
import { textSavedHooks } from '../../packages/server/src/modules/tales/text-saved.ts';
import { type CallFigures, timeCalls } from '../support/time-calls.ts';

export type SqlFigures = CallFigures;

/** Who the list is for, as the repository's list call takes it. */
export type ListScope = Parameters<TaleRepository['list']>[0];

export function sqlTimer(db: Db, seconds: number) {
  const repo = taleRepository(db, textSavedHooks());
  return (scope: ListScope, query: URLSearchParams): Promise<SqlFigures> => {
    const options = taleListQuerySchema.parse(Object.fromEntries(query));
    return timeCalls(() => repo.list(scope, options), seconds);
  };
}
