/**
 * The plans of a search variant's statements (SEARCH_LOAD_EXPLAIN=1): the server's own call made once on a
 * database whose `execute` records what it is given, then each statement run again under EXPLAIN ANALYZE.
 */
import { detailSearchSchema, taleSearchSchema } from '@masal/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../packages/server/src/db/client.ts';
import { searchRepository } from '../../packages/server/src/modules/search/search.repository.ts';
import { searchService } from '../../packages/server/src/modules/search/search.service.ts';
import type { Variant, Viewer } from './variants.ts';

export async function explainVariant(db: Db, variant: Variant, viewer: Viewer): Promise<string[]> {
  const statements: SQL[] = [];
  const recording = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver);
      return (query: SQL) => {
        statements.push(query);
        return target.execute(query);
      };
    },
  });
  const search = searchService({
    repo: searchRepository(recording),
    fullTale: () => Promise.reject(new Error('criterion/full is not explained')),
  });
  if (variant.surface === 'header') await search.header(viewer, taleSearchSchema.parse(variant.body));
  else if (variant.surface === 'detail') await search.detail(viewer, detailSearchSchema.parse(variant.body));
  else return [];
  const plans: string[] = [];
  for (const statement of statements) {
    const result = (await db.execute(sql`explain (analyze, buffers) ${statement}`)) as unknown as {
      rows: Array<Record<string, string>>;
    };
    plans.push(result.rows.map((row) => Object.values(row)[0]).join('\n'));
  }
  return plans;
}
