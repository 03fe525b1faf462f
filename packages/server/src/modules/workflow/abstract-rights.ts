/**
 * Who writes or deletes a tale's abstract: the assigned editor while the tale is at 3; editor assistants and
 * admins at 6, 7 and 9; admins at any status but draft. Someone who may write it at another status is refused
 * for the state (409), anyone else for the role (401).
 */
import { ACTION, canSeeTale, hasPermission, isActor, type TaleAccess, type Viewer } from '@masal/shared';
import { NotAllowed, NotFound, WrongState } from '../../errors.ts';

const COMPLETED_STATUSES: readonly number[] = [ACTION.completed, ACTION.privateContent, ACTION.published];

function refusal(tale: TaleAccess, viewer: Viewer): 'role' | 'state' | undefined {
  if (isActor('admin', tale, viewer)) return tale.actionId === ACTION.draft ? 'state' : undefined;
  const assistant = hasPermission(viewer.roleIds, 'editCompleted');
  if (assistant && COMPLETED_STATUSES.includes(tale.actionId)) return undefined;
  const assigned = isActor('assignedEditor', tale, viewer);
  if (assigned && tale.actionId === ACTION.inReview) return undefined;
  return assistant || assigned ? 'state' : 'role';
}

/** Throws unless the viewer may change this tale's abstract now: 404 no tale, 401 not theirs to see or write, 409 not now. */
export function requireAbstractRight(tale: TaleAccess | undefined, viewer: Viewer): void {
  if (!tale) throw new NotFound();
  if (!canSeeTale(tale, viewer)) throw new NotAllowed();
  const refused = refusal(tale, viewer);
  if (refused === 'role') throw new NotAllowed();
  if (refused === 'state') throw new WrongState();
}
