import { FOLD_TR, foldTr } from '@masal/shared';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { FOLD_FROM, FOLD_TO, foldedColumnSql } from './fold.ts';

describe('foldedColumnSql', () => {
  it('translates every letter of the shared table to its folded letter, at the same position', () => {
    const entries = Object.entries(FOLD_TR);
    expect(entries.length).toBeGreaterThan(0);
    expect(FOLD_FROM.length).toBe(entries.length);
    expect(FOLD_TO.length).toBe(entries.length);
    for (const [letter, folded] of entries) {
      const at = FOLD_FROM.indexOf(letter);
      expect(FOLD_FROM.lastIndexOf(letter), letter).toBe(at);
      expect(FOLD_TO[at], letter).toBe(folded);
      expect(foldTr(letter), letter).toBe(folded);
    }
  });

  it('renders lower(translate(...)) with the two alphabets as literals, as a generated column needs', () => {
    const query = new PgDialect().sqlToQuery(foldedColumnSql('tale_name'));
    expect(query.sql).toBe(`lower(translate(tale_name, '${FOLD_FROM}', '${FOLD_TO}'))`);
    expect(query.params).toEqual([]);
  });
});
