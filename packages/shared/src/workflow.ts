/**
 * The tale workflow of decisions.md (`actionId`): status names, who sees a tale and who may change it.
 * The server enforces these rules; the web app reads them only to show or hide buttons.
 */
import { catalogue } from './i18n/catalogue.ts';
import { hasPermission, TALE_VISIBILITY, type VisibilityRule } from './permissions.ts';

export const ACTION = {
  draft: 1,
  submitted: 2,
  inReview: 3,
  revisionRequested: 4,
  advisoryBoard: 5,
  completed: 6,
  privateContent: 7,
  rejected: 8,
  published: 9,
} as const;
export type ActionId = (typeof ACTION)[keyof typeof ACTION];

/** Each status's name, from the catalogue (`workflow.statuses`). */
export const ACTION_NAMES: Readonly<Record<ActionId, string>> = catalogue.workflow.statuses;
export const ACTION_IDS = Object.keys(ACTION_NAMES).map(Number) as ActionId[];

export function actionName(actionId: number): string {
  return ACTION_NAMES[actionId as ActionId] ?? String(actionId);
}

/** The parts of a tale the rules look at. */
export interface TaleAccess {
  userId: number;
  actionId: number;
  editorId: number | null;
}
export interface Viewer {
  userId: number;
  roleIds: readonly number[];
}

/** Statuses an editor assistant or admin may edit (decisions.md). */
const COMPLETED_EDITABLE: readonly number[] = [ACTION.completed, ACTION.privateContent, ACTION.published];

export function isStaff(roleIds: readonly number[]): boolean {
  return hasPermission(roleIds, 'seeAllTales');
}

/** The statuses each kind of viewer of TALE_VISIBILITY sees. */
export const VISIBLE_STATUSES: Readonly<Record<VisibilityRule, readonly ActionId[]>> = {
  every: ACTION_IDS,
  allButDraft: ACTION_IDS.filter((id) => id !== ACTION.draft),
  published: [ACTION.published],
};

/** TALE_VISIBILITY for one tale: the owner, then holders of seeAllTales, then everyone. */
export function canSeeTale(tale: TaleAccess, viewer: Viewer): boolean {
  const sees = (rule: VisibilityRule) => VISIBLE_STATUSES[rule].includes(tale.actionId as ActionId);
  if (tale.userId === viewer.userId && sees(TALE_VISIBILITY.owner)) return true;
  if (isStaff(viewer.roleIds) && sees(TALE_VISIBILITY.seeAllTales)) return true;
  return sees(TALE_VISIBILITY.everyone);
}

/** The tale's assigned editor, while they still hold an editor-type role (a role taken away ends it at once). */
export function isAssignedEditor(tale: TaleAccess, viewer: Viewer): boolean {
  return tale.editorId === viewer.userId && hasPermission(viewer.roleIds, 'review');
}

/** Owner at 1 and 4; the assigned editor at 3; editor assistants and admins at 6, 7 and 9. */
export function canEditTale(tale: TaleAccess, viewer: Viewer): boolean {
  const { actionId } = tale;
  if (actionId === ACTION.draft || actionId === ACTION.revisionRequested)
    return tale.userId === viewer.userId;
  if (actionId === ACTION.inReview) return isAssignedEditor(tale, viewer);
  if (COMPLETED_EDITABLE.includes(actionId)) {
    return hasPermission(viewer.roleIds, 'editCompleted');
  }
  return false;
}

/** The owner's own stages of a tale (1 and 4): what they add or remove there is theirs to change. */
const OWNER_STAGES: readonly number[] = [ACTION.draft, ACTION.revisionRequested];

/** Only the owner deletes an attachment, and only while the tale is theirs to change: staff never delete a compiler's files. */
export function canDeleteAttachment(tale: TaleAccess, viewer: Viewer): boolean {
  return tale.userId === viewer.userId && OWNER_STAGES.includes(tale.actionId);
}

/**
 * Staff who may edit the tale in the workflow (the assigned editor at 3; editor assistants and admins at 6,
 * 7, 9) mark an attachment unpublished instead: kept, but not shown in the reading room.
 */
export function canMarkAttachment(tale: TaleAccess, viewer: Viewer): boolean {
  return !OWNER_STAGES.includes(tale.actionId) && canEditTale(tale, viewer);
}

/** The owner and staff (once the tale has left its draft) see unpublished attachments; readers do not. */
export function seesUnpublishedAttachments(tale: TaleAccess, viewer: Viewer): boolean {
  return tale.userId === viewer.userId || (tale.actionId !== ACTION.draft && isStaff(viewer.roleIds));
}

/** Only the owner deletes, and only a draft. */
export function canDeleteTale(tale: TaleAccess, viewer: Viewer): boolean {
  return tale.actionId === ACTION.draft && tale.userId === viewer.userId;
}

/** The owner's transitions: 1→2 submit, 4→3 resubmit to the same editor. */
const OWNER_TRANSITIONS: ReadonlyArray<{ from: ActionId; to: ActionId }> = [
  { from: ACTION.draft, to: ACTION.submitted },
  { from: ACTION.revisionRequested, to: ACTION.inReview },
];

export function ownerSubmitTarget(actionId: number): ActionId | undefined {
  return OWNER_TRANSITIONS.find((t) => t.from === actionId)?.to;
}
