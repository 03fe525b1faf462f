/** One answer for changing a tale, whether its text or its attachments (decisions.md). */
import { canEditTale, type TaleAccess, type Viewer } from '@masal/shared';
import { NotAllowed, WrongState } from '../errors.ts';

/**
 * The owner of a tale in the workflow may look but not change it (409); anyone else is not allowed (401).
 * `may` is the rule of the change: editing by default, canDeleteTale for deleting.
 */
export function requireEditable(tale: TaleAccess, viewer: Viewer, may = canEditTale): void {
  if (may(tale, viewer)) return;
  if (tale.userId === viewer.userId) throw new WrongState();
  throw new NotAllowed();
}
