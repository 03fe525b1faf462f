/** Tales written straight into the database, in any workflow state, for tests of what depends on a tale. */
import { ACTION, sortKeyTr } from '@masal/shared';
import { tales } from '../../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

export interface CreateTaleOptions {
  userId: number;
  /** Workflow state; a draft (1) by default. */
  actionId?: number;
  editorId?: number | null;
  taleName?: string;
}

export async function createTale(ctx: TestApp, options: CreateTaleOptions): Promise<{ taleId: number }> {
  const taleName = options.taleName ?? 'Keloğlan ile Dev';
  const [row] = await ctx.database.db
    .insert(tales)
    .values({
      userId: options.userId,
      editorId: options.editorId ?? null,
      actionId: options.actionId ?? ACTION.draft,
      taleName,
      taleNameKey: sortKeyTr(taleName),
    })
    .returning({ taleId: tales.taleId });
  if (!row) throw new Error('tale insert returned nothing');
  return row;
}
