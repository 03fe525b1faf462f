/**
 * The parts of a tale the workflow's rules read (TaleAccess of @masal/shared). Below the modules: the workflow
 * and copy detection check them inside their own transactions, without reaching into the tales module.
 */
import type { TaleAccess } from '@masal/shared';
import { eq } from 'drizzle-orm';
import type { Db } from './db.ts';
import { tales } from './schema/index.ts';

const accessColumns = { userId: tales.userId, actionId: tales.actionId, editorId: tales.editorId };

/**
 * The tale's owner, status and editor; undefined when there is no such tale. `lock`: in a transaction, the row is
 * held until it ends, so a transition (which updates the row) cannot move the tale between the check and the write.
 */
export async function findTaleAccess(
  tx: Pick<Db, 'select'>,
  taleId: number,
  lock = false,
): Promise<TaleAccess | undefined> {
  const query = tx.select(accessColumns).from(tales).where(eq(tales.taleId, taleId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}
