/** The corpus accounts the bench signs in as, read from the database the corpus filled. */
import { ACTION } from '@masal/shared';
import { and, count, desc, eq, like } from 'drizzle-orm';
import type { Db } from '../../packages/server/src/db/db.ts';
import { tales, users } from '../../packages/server/src/db/schema/index.ts';
import { CORPUS_EMAIL_DOMAIN } from './fill.ts';

export interface CorpusPeople {
  tales: number;
  /** The compiler with the most tales. */
  compiler: { email: string; tales: number };
  editorEmail: string;
  adminEmail: string;
  /** A published tale of the compiler: every role may open it. */
  publishedTaleId: number;
}

export async function corpusPeople(db: Db): Promise<CorpusPeople> {
  const [all] = await db.select({ n: count() }).from(tales);
  const [compiler] = await db
    .select({ userId: users.userId, email: users.email, tales: count() })
    .from(tales)
    .innerJoin(users, eq(users.userId, tales.userId))
    .where(like(users.email, `derleyici-%@${CORPUS_EMAIL_DOMAIN}`))
    .groupBy(users.userId, users.email)
    .orderBy(desc(count()), users.userId)
    .limit(1);
  if (!all || !compiler) throw new Error('no corpus here: fill it with `npm run corpus -w bench`');
  const [published] = await db
    .select({ taleId: tales.taleId })
    .from(tales)
    .where(and(eq(tales.userId, compiler.userId), eq(tales.actionId, ACTION.published)))
    .limit(1);
  if (!published) throw new Error(`${compiler.email} has no published tale`);
  return {
    tales: all.n,
    compiler: { email: compiler.email, tales: compiler.tales },
    editorEmail: `editor-1@${CORPUS_EMAIL_DOMAIN}`,
    adminEmail: `yonetici-1@${CORPUS_EMAIL_DOMAIN}`,
    publishedTaleId: published.taleId,
  };
}
