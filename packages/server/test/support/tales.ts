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

/** The row createTale and createTales insert. */
function taleRow(options: CreateTaleOptions, taleName: string) {
  return {
    userId: options.userId,
    editorId: options.editorId ?? null,
    actionId: options.actionId ?? ACTION.draft,
    taleName,
    taleNameKey: sortKeyTr(taleName),
  };
}

export async function createTale(ctx: TestApp, options: CreateTaleOptions): Promise<{ taleId: number }> {
  const [row] = await ctx.database.db
    .insert(tales)
    .values(taleRow(options, options.taleName ?? 'Keloğlan ile Dev'))
    .returning({ taleId: tales.taleId });
  if (!row) throw new Error('tale insert returned nothing');
  return row;
}

/** Rows per INSERT of createTales: five bound values each, well under PostgreSQL's 65,535 parameters. */
const TALES_PER_INSERT = 2000;

/**
 * `count` tales of one user straight into the database, in multi-row INSERTs (10,000 take a few seconds on
 * PGlite), for tests of what only many rows show. Named `${taleName} ${n}`, n from 1.
 */
export async function createTales(ctx: TestApp, count: number, options: CreateTaleOptions): Promise<void> {
  const base = options.taleName ?? 'Keloğlan ile Dev';
  for (let start = 0; start < count; start += TALES_PER_INSERT) {
    const rows = Array.from({ length: Math.min(TALES_PER_INSERT, count - start) }, (_, i) =>
      taleRow(options, `${base} ${start + i + 1}`),
    );
    await ctx.database.db.insert(tales).values(rows);
  }
}
