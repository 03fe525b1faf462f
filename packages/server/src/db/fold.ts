/** Turkish search folding in SQL, generated from the shared FOLD_TR table so the database folds as foldTr does. */
import { FOLD_TR } from '@masal/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** translate()'s two alphabets: each letter of FOLD_TR and, at the same position, the letter it folds to. */
export const FOLD_FROM = Object.keys(FOLD_TR).join('');
export const FOLD_TO = Object.values(FOLD_TR).join('');

/** `lower(translate(column, …))`: compare it with `foldTr(query)`. */
export const foldedSql = (column: AnyPgColumn | SQL): SQL =>
  sql`lower(translate(${column}, ${FOLD_FROM}, ${FOLD_TO}))`;
