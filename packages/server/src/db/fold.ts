/** Turkish search folding in SQL, generated from the shared FOLD_TR table so the database folds as foldTr does. */
import { FOLD_TR, SORT_TR } from '@masal/shared';
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

/** Upper-case letters (Turkish ones included) and their lower-case forms, for the sort key's lowerTr in SQL. */
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZÇĞİÖŞÜÂÎÛ';
const LOWER = 'abcdefghıjklmnopqrstuvwxyzçğiöşüâîû';

/**
 * sortKeyTr(column) in SQL: lower-cased the Turkish way, then each letter of SORT_TR replaced, so that
 * `COLLATE "C"` on it gives Turkish alphabetical order (the generation expression of stored sort keys).
 */
export const sortKeyColumnSql = (column: string): SQL => {
  const lowered = `translate(btrim(${column}), '${UPPER}', '${LOWER}')`;
  const replaced = Object.entries(SORT_TR).reduce(
    (expr, [from, to]) => `replace(${expr}, '${from}', '${to}')`,
    lowered,
  );
  return sql.raw(replaced);
};
