/** Turkish search folding in SQL, generated from the shared FOLD_TR table so the database folds as foldTr does. */
import { FOLD_TR } from '@masal/shared';
import { type SQL, sql } from 'drizzle-orm';

/** translate()'s two alphabets: each letter of FOLD_TR and, at the same position, the letter it folds to. */
export const FOLD_FROM = Object.keys(FOLD_TR).join('');
export const FOLD_TO = Object.values(FOLD_TR).join('');

/**
 * `lower(translate(column, …))`, compared with `foldTr(query)`: the generation expression of the stored
 * folded tale name (literals: a generated column cannot take parameters; a change to FOLD_TR shows up in
 * `npm run db:check` and needs a migration).
 */
export const foldedColumnSql = (column: string): SQL =>
  sql.raw(`lower(translate(${column}, '${FOLD_FROM}', '${FOLD_TO}'))`);
