/**
 * The tale workflow's state machine of decisions.md, once, as data: every transition, who may take it, whether
 * it needs a note, its preconditions and whom it is e-mailed to. The server enforces it (PUT /v1/tales/);
 * the web app reads the same table to offer only the decisions a person may take.
 */
import { catalogue } from './i18n/catalogue.ts';
import { MSG } from './messages.ts';
import { hasPermission, TRANSITION_ACTOR_PERMISSION } from './permissions.ts';
import type { FieldProblem } from './schemas/tale.ts';
import { ACTION, type ActionId, isAssignedEditor, type TaleAccess, type Viewer } from './workflow.ts';

/**
 * Who takes a transition: the tale's owner, the editor assigned to it, an admin, a member or the chair of
 * the advisory board, a publishing editor (or admin).
 */
export type TransitionActor = 'owner' | 'assignedEditor' | 'admin' | 'advisoryBoard' | 'publisher';
/** none: no note is kept; optional; required: 400 with a Turkish field message without one. */
type NoteRule = 'none' | 'optional' | 'required';
/** The advisory board's decision its transition writes into the tale's one approval record. */
export type AdvisoryBoardDecision = 'approved' | 'approvedPrivate' | 'returned' | 'rejected';
/** Whom a transition is e-mailed to: the owner, the assigned editor, every active advisory board member. */
type Notify = 'owner' | 'editor' | 'advisoryBoard';

/** Button texts by transition key, and the advisory board decisions' names, from the catalogue. */
const TRANSITION_LABELS = catalogue.workflow.transitions;
const ADVISORY_BOARD_LABELS = catalogue.workflow.advisoryBoardDecisions;

export interface Transition {
  /** A stable name: the audit details, the tests and the web app's buttons use it. */
  key: TransitionKey;
  from: ActionId;
  to: ActionId;
  actor: TransitionActor;
  note: NoteRule;
  /** The button's text (the catalogue's `workflow.transitions`). */
  label: string;
  /** 2→3 and the reassignment at 3: `editorId` names an active user with an editor-type role. */
  needsEditor?: true;
  /** 3→5: group and subgroup, an abstract and the text to publish (FORWARD_PROBLEMS). */
  needsClassification?: true;
  advisoryBoardDecision?: AdvisoryBoardDecision;
  notify: readonly Notify[];
}

export const TRANSITIONS = [
  // The compiler gets a receipt with the tale's number and what happens next.
  {
    key: 'submit',
    from: 1,
    to: 2,
    actor: 'owner',
    note: 'none',
    label: TRANSITION_LABELS.submit,
    notify: ['owner'],
  },
  {
    key: 'resubmit',
    from: 4,
    to: 3,
    actor: 'owner',
    note: 'optional',
    label: TRANSITION_LABELS.resubmit,
    notify: ['editor'],
  },
  {
    key: 'assign',
    from: 2,
    to: 3,
    actor: 'admin',
    note: 'optional',
    label: TRANSITION_LABELS.assign,
    needsEditor: true,
    notify: ['editor'],
  },
  {
    key: 'reassign',
    from: 3,
    to: 3,
    actor: 'admin',
    note: 'optional',
    label: TRANSITION_LABELS.reassign,
    needsEditor: true,
    notify: ['editor'],
  },
  {
    key: 'requestRevision',
    from: 3,
    to: 4,
    actor: 'assignedEditor',
    note: 'required',
    label: TRANSITION_LABELS.requestRevision,
    notify: ['owner'],
  },
  {
    key: 'reject',
    from: 3,
    to: 8,
    actor: 'assignedEditor',
    note: 'required',
    label: TRANSITION_LABELS.reject,
    notify: ['owner'],
  },
  {
    key: 'forwardToAdvisoryBoard',
    from: 3,
    to: 5,
    actor: 'assignedEditor',
    note: 'optional',
    label: TRANSITION_LABELS.forwardToAdvisoryBoard,
    needsClassification: true,
    notify: ['advisoryBoard'],
  },
  {
    key: 'advisoryBoardApprove',
    from: 5,
    to: 6,
    actor: 'advisoryBoard',
    note: 'optional',
    label: TRANSITION_LABELS.advisoryBoardApprove,
    advisoryBoardDecision: 'approved',
    notify: ['owner'],
  },
  {
    key: 'advisoryBoardApprovePrivate',
    from: 5,
    to: 7,
    actor: 'advisoryBoard',
    note: 'optional',
    label: TRANSITION_LABELS.advisoryBoardApprovePrivate,
    advisoryBoardDecision: 'approvedPrivate',
    notify: ['owner'],
  },
  {
    key: 'advisoryBoardReturn',
    from: 5,
    to: 3,
    actor: 'advisoryBoard',
    note: 'required',
    label: TRANSITION_LABELS.advisoryBoardReturn,
    advisoryBoardDecision: 'returned',
    notify: ['editor'],
  },
  {
    key: 'advisoryBoardReject',
    from: 5,
    to: 8,
    actor: 'advisoryBoard',
    note: 'required',
    label: TRANSITION_LABELS.advisoryBoardReject,
    advisoryBoardDecision: 'rejected',
    notify: ['owner'],
  },
  {
    key: 'publish',
    from: 6,
    to: 9,
    actor: 'publisher',
    note: 'optional',
    label: TRANSITION_LABELS.publish,
    notify: ['owner'],
  },
  {
    key: 'unpublish',
    from: 9,
    to: 6,
    actor: 'publisher',
    note: 'required',
    label: TRANSITION_LABELS.unpublish,
    notify: [],
  },
] as const satisfies ReadonlyArray<Omit<Transition, 'key'> & { key: string }>;

export type TransitionKey = (typeof TRANSITIONS)[number]['key'] | 'adminChange';

/**
 * "Any other change only with a reason" (decisions.md): an admin may move a tale that is not a draft to any
 * other status but draft, with a required note; private content is never published. Reaching 3 needs an
 * editor, reaching 5 the classification, as the regular transitions do.
 */
function adminChange(from: ActionId, to: ActionId): Transition | undefined {
  if (from === ACTION.draft || to === ACTION.draft || from === to) return undefined;
  if (from === ACTION.privateContent && to === ACTION.published) return undefined;
  return {
    key: 'adminChange',
    from,
    to,
    actor: 'admin',
    note: 'required',
    label: TRANSITION_LABELS.adminChange,
    ...(to === ACTION.inReview ? { needsEditor: true as const } : {}),
    ...(to === ACTION.advisoryBoard ? { needsClassification: true as const } : {}),
    notify: NOTIFY_ON_REACHING[to],
  };
}

/** Whom an admin's change is e-mailed to, by the status it reaches: as the regular transition to it. */
const NOTIFY_ON_REACHING: Readonly<Record<ActionId, readonly Notify[]>> = {
  1: [],
  2: [],
  3: ['editor'],
  4: ['owner'],
  5: ['advisoryBoard'],
  6: ['owner'],
  7: ['owner'],
  8: ['owner'],
  9: ['owner'],
};

/** Whether the viewer is the transition's actor for this tale (its status apart). */
export function isActor(actor: TransitionActor, tale: TaleAccess, viewer: Viewer): boolean {
  switch (actor) {
    case 'owner':
      return tale.userId === viewer.userId;
    case 'assignedEditor':
      return isAssignedEditor(tale, viewer);
    default:
      return hasPermission(viewer.roleIds, TRANSITION_ACTOR_PERMISSION[actor]);
  }
}

/** The regular transitions to `to` this viewer could take on this tale from some status, then an admin's change. */
function candidates(tale: TaleAccess, viewer: Viewer, to: ActionId): Transition[] {
  const regular = (TRANSITIONS as readonly Transition[]).filter(
    (t) => t.to === to && isActor(t.actor, tale, viewer),
  );
  const override = isActor('admin', tale, viewer) ? adminChange(tale.actionId as ActionId, to) : undefined;
  return override ? [...regular, override] : regular;
}

export type TransitionChoice =
  | { ok: true; transition: Transition }
  /** role: nobody in the viewer's place may move this tale to `to` (401); state: not from its status (409). */
  | { ok: false; refused: 'role' | 'state' };

/**
 * The transition PUT /v1/tales/ {actionId: to} means for this viewer on this tale. A regular transition wins
 * over an admin's change (which needs a note). Refused for the role when the viewer could move no tale of
 * theirs like this one to `to`, for the state when they could, but not from its status.
 */
export function chooseTransition(tale: TaleAccess, viewer: Viewer, to: number): TransitionChoice {
  const possible = candidates(tale, viewer, to as ActionId);
  const here = possible.find((t) => t.from === tale.actionId);
  if (here) return { ok: true, transition: here };
  // An admin may move any tale but a draft to any status but draft: from a draft it is the state that refuses.
  const anyAdmin = isActor('admin', tale, viewer) && to !== ACTION.draft;
  return { ok: false, refused: possible.length > 0 || anyAdmin ? 'state' : 'role' };
}

/** Every transition this viewer may take on this tale now (the web app's decision buttons). */
export function availableTransitions(tale: TaleAccess, viewer: Viewer): Transition[] {
  const regular = (TRANSITIONS as readonly Transition[]).filter(
    (t) => t.from === tale.actionId && isActor(t.actor, tale, viewer),
  );
  if (!isActor('admin', tale, viewer)) return regular;
  const taken = new Set(regular.map((t) => t.to));
  const overrides = ([2, 3, 4, 5, 6, 7, 8, 9] as ActionId[])
    .filter((to) => !taken.has(to))
    .map((to) => adminChange(tale.actionId as ActionId, to))
    .filter((t): t is Transition => t !== undefined);
  return [...regular, ...overrides];
}

/** Statuses whose arrival creates the compiler's payment (once per tale). */
export const PAYMENT_STATUSES: readonly ActionId[] = [ACTION.completed, ACTION.privateContent];

export const ADVISORY_BOARD_DECISIONS: Readonly<
  Record<AdvisoryBoardDecision, { label: string; to: ActionId }>
> = {
  approved: { label: ADVISORY_BOARD_LABELS.approved, to: ACTION.completed },
  approvedPrivate: { label: ADVISORY_BOARD_LABELS.approvedPrivate, to: ACTION.privateContent },
  returned: { label: ADVISORY_BOARD_LABELS.returned, to: ACTION.inReview },
  rejected: { label: ADVISORY_BOARD_LABELS.rejected, to: ACTION.rejected },
};

/** What forwarding to the advisory board (or an admin's move to 5) still misses, all at once, by field. */
export function forwardProblems(t: {
  groupId: number | null;
  subGroupId: number | null;
  taleTextEnd: string | null;
  hasAbstract: boolean;
}): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!t.groupId) problems.push({ field: 'groupId', message: MSG.groupRequired });
  if (!t.subGroupId) problems.push({ field: 'subGroupId', message: MSG.subGroupRequired });
  if (!t.hasAbstract) problems.push({ field: 'abstract', message: MSG.abstractRequired });
  if (!t.taleTextEnd?.trim()) problems.push({ field: 'taleTextEnd', message: MSG.taleTextEndRequired });
  return problems;
}

/** The note's message when a transition requires one: a reason for refusals and withdrawals, a note otherwise. */
export function noteRequiredMessage(t: Transition): string {
  return t.to === ACTION.rejected || t.key === 'unpublish' || t.key === 'adminChange'
    ? MSG.reasonRequired
    : MSG.noteRequired;
}
