/**
 * The plans of a search variant's statements (SEARCH_LOAD_EXPLAIN=1): the server's own call made once on a
 * database whose `execute` — in a transaction too, under the settings the search set there — explains each
 * statement (EXPLAIN ANALYZE) before running it.
 */
import { detailSearchSchema, taleSearchSchema } from '@masal/shared';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../packages/server/src/db/db.ts';
import { searchRepository } from '../../packages/server/src/modules/search/search.repository.ts';
import { searchService } from '../../packages/server/src/modules/search/search.service.ts';
import type { Variant, Viewer } from './variants.ts';

const dialect = new PgDialect();

export async function explainVariant(db: Db, variant: Variant, viewer: Viewer): Promise<string[]> {
  const plans: string[] = [];
  const explaining = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(inner, property, receiver) {
        if (property === 'transaction')
          return (work: (tx: unknown) => Promise<unknown>) =>
            (inner as unknown as Db).transaction((tx) => work(explaining(tx)));
        if (property !== 'execute') return Reflect.get(inner, property, receiver);
        const execute = (query: SQL) => (inner as unknown as Db).execute(query);
        return async (query: SQL) => {
          if (!/^(set|explain) /.test(dialect.sqlToQuery(query).sql.trimStart())) {
            const result = (await execute(sql`explain (analyze, buffers) ${query}`)) as unknown as {
              rows: Array<Record<string, string>>;
            };
            plans.push(result.rows.map((row) => Object.values(row)[0]).join('\n'));
          }
          return execute(query);
        };
      },
    });
  const search = searchService({
    repo: searchRepository(explaining(db)),
    fullTale: () => Promise.reject(new Error('criterion/full is not explained')),
  });
  if (variant.surface === 'header') await search.header(viewer, taleSearchSchema.parse(variant.body));
  else if (variant.surface === 'detail') await search.detail(viewer, detailSearchSchema.parse(variant.body));
  return plans;
}
