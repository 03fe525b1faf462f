/**
 * The cursors of the tale lists: a row's sort key (as the database prints it, so no precision is lost) and
 * its tale id, with the sort and order the cursor was made for. Opaque to clients, checked on the way in.
 */
import { TALE_SORT_FIELDS, type TaleSortField } from '@masal/shared';
import { z } from 'zod';
import { Invalid } from '../../errors.ts';

export interface ListCursor {
  sort: TaleSortField;
  order: 'asc' | 'desc';
  /** The sort key's text form, compared with the key column as the database casts it back. */
  key: string;
  taleId: number;
}

const cursorSchema = z.tuple([
  z.enum(TALE_SORT_FIELDS),
  z.enum(['asc', 'desc']),
  // A name's sort key is at most twice its 200 characters.
  z.string().max(1000),
  z.number().int().min(1).max(2_147_483_647),
]);

export const encodeCursor = (c: ListCursor): string =>
  Buffer.from(JSON.stringify([c.sort, c.order, c.key, c.taleId])).toString('base64url');

/** The cursor, or 400 when it is not one of ours or was made for another sort or order. */
export function decodeCursor(text: string, sort: TaleSortField, order: 'asc' | 'desc'): ListCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new Invalid();
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success || result.data[0] !== sort || result.data[1] !== order) throw new Invalid();
  const [, , key, taleId] = result.data;
  return { sort, order, key, taleId };
}
