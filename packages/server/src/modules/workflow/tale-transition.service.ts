/**
 * PUT /v1/tales/ for every role: the state machine of packages/shared (chooseTransition) decides what the
 * request means; this checks what the transition needs and writes it in one transaction.
 */
import {
  ACTION,
  type ActionId,
  chooseTransition,
  forwardProblems,
  MSG,
  noteRequiredMessage,
  PAYMENT_STATUSES,
  submitProblems,
  type TaleFull,
  type Transition,
  type Viewer,
} from '@masal/shared';
import type { AuditActor } from '../../db/audit-row.ts';
import { Invalid, NotAllowed, NotFound, WrongState } from '../../errors.ts';
import type { MailJobKind } from '../../mail/mail-job.repository.ts';
import type { MailQueue } from '../../mail/mail-queue.ts';
import type { TaleReader } from '../tales/tale-reader.ts';
import { copyChecksIn } from './copy-detection/copy-check.ts';
import type { TransitionMail, TransitionRepository } from './transition.repository.ts';

export interface TransitionInput {
  taleId: number;
  /** The status the tale is to reach. */
  actionId: number;
  note?: string | undefined;
  editorId?: number | undefined;
  /** The version the decision was taken on; a different one is refused as stale (409). */
  version?: number | undefined;
}

/** The mail of a transition, by the status it reaches; the two that say more than their status by key. */
const MAIL_ON_REACHING: Partial<Record<ActionId, MailJobKind>> = {
  [ACTION.inReview]: 'tale_assigned',
  [ACTION.revisionRequested]: 'tale_revision',
  [ACTION.advisoryBoard]: 'tale_to_advisory_board',
  [ACTION.completed]: 'tale_approved',
  [ACTION.privateContent]: 'tale_approved',
  [ACTION.rejected]: 'tale_rejected',
  [ACTION.published]: 'tale_published',
};
const MAIL_BY_KEY: Partial<Record<Transition['key'], MailJobKind>> = {
  resubmit: 'tale_resubmitted',
  advisoryBoardReturn: 'tale_advisory_board_return',
};
/** The compiler's receipt of their own sending (its number, what happens next): the first one and a resubmit. */
const RECEIPT_BY_KEY: Partial<Record<Transition['key'], MailJobKind>> = {
  submit: 'tale_received',
  resubmit: 'tale_resubmit_received',
};

/**
 * The transitions whose note the compiler reads (decisions.md): the revision request and the final decision's
 * reason; their own notes too. The advisory board's return to the editor, the unpublishing and an admin's forced
 * change are between staff.
 */
const NOTE_FOR_OWNER: readonly Transition['key'][] = [
  'requestRevision',
  'reject',
  'advisoryBoardApprove',
  'advisoryBoardApprovePrivate',
  'advisoryBoardReject',
  'publish',
];

const COPY_CHECKED: readonly Transition['key'][] = ['submit', 'resubmit'];

type TaleRow = Awaited<ReturnType<TaleReader['visibleTale']>>;

const fieldError = (field: string, message: string) => new Invalid(message, [{ field, message }]);

export function taleTransitions(deps: {
  repo: TransitionRepository;
  /** The tales module's reading of a tale (`app.tales.reader`). */
  reader: TaleReader;
  mailQueue: Pick<MailQueue, 'kick'>;
}) {
  const { repo, reader, mailQueue } = deps;

  /** The editor a transition to review gives the tale to: sent, active, editor-type, and a change on reassignment. */
  async function chosenEditor(t: Transition, row: TaleRow, editorId: number | undefined): Promise<number> {
    if (editorId === undefined) {
      // An admin's change back to review may keep the editor the tale had, while they still are one.
      if (t.key === 'adminChange' && row.editorId && (await repo.isActiveEditor(row.editorId))) {
        return row.editorId;
      }
      throw fieldError('editorId', MSG.editorRequired);
    }
    if (t.key === 'reassign' && editorId === row.editorId) throw fieldError('editorId', MSG.editorUnchanged);
    // A compiler who is also an editor never reviews their own tale.
    if (editorId === row.userId) throw fieldError('editorId', MSG.editorIsOwner);
    if (!(await repo.isActiveEditor(editorId))) throw fieldError('editorId', MSG.editorInvalid);
    return editorId;
  }

  /** What the tale itself must have: every submit field (1→2), the classification and abstract (→5). */
  async function requireReady(t: Transition, row: TaleRow): Promise<void> {
    if (t.key === 'submit') {
      const data = await reader.formData(row);
      // Its source person goes only with the tale: the draft was deleted since it was read (not "incomplete").
      if (data === undefined) throw new NotFound();
      const problems = submitProblems(data);
      if (problems.length > 0) throw new Invalid(MSG.submitIncomplete, problems);
    }
    if (t.needsClassification) {
      const problems = forwardProblems({ ...row, hasAbstract: await repo.hasAbstract(row.taleId) });
      if (problems.length > 0) throw new Invalid(MSG.forwardIncomplete, problems);
    }
  }

  /** The transition's mails: its notice to the owner, the (new) editor, the advisory board; the owner's receipt. */
  function mailsOf(t: Transition, row: TaleRow, editorId: number | null): TransitionMail[] {
    const mails: TransitionMail[] = [];
    const kind = MAIL_BY_KEY[t.key] ?? MAIL_ON_REACHING[t.to];
    if (kind && t.notify.length > 0) {
      const userIds = [
        ...(t.notify.includes('owner') ? [row.userId] : []),
        ...(t.notify.includes('editor') && editorId ? [editorId] : []),
      ];
      mails.push({ kind, userIds, advisoryBoard: t.notify.includes('advisoryBoard') });
    }
    const receipt = RECEIPT_BY_KEY[t.key];
    if (receipt) mails.push({ kind: receipt, userIds: [row.userId], advisoryBoard: false, receipt: true });
    return mails;
  }

  return {
    /**
     * Takes the decision `actionId` on the tale: 404 no tale; 401 not the viewer's to see or to take; 409 not
     * from its status, or on a stale `version`; 400 a missing note, editor or precondition. Answers the tale.
     */
    async transition(viewer: Viewer & AuditActor, input: TransitionInput): Promise<TaleFull> {
      const row = await reader.visibleTale(input.taleId, viewer);
      const choice = chooseTransition(row, viewer, input.actionId);
      if (!choice.ok) {
        throw choice.refused === 'role' ? new NotAllowed() : new WrongState(MSG.transitionNotAllowed);
      }
      const t = choice.transition;
      if (input.version !== undefined && input.version !== row.version)
        return reader.stale(row.taleId, viewer);
      const note = input.note?.trim() || undefined;
      if (t.note === 'required' && !note) throw fieldError('note', noteRequiredMessage(t));
      const editorId = t.needsEditor ? await chosenEditor(t, row, input.editorId) : undefined;
      await requireReady(t, row);

      const mails = mailsOf(t, row, editorId ?? row.editorId);
      const owners = t.actor === 'owner';
      const moved = await repo.transition(
        {
          taleId: row.taleId,
          from: row.actionId,
          to: t.to,
          actorUserId: viewer.userId,
          note,
          noteForOwner: owners || NOTE_FOR_OWNER.includes(t.key),
          // The checks above read this version: a tale changed since is decided again, on what it is now.
          version: row.version,
          editorId,
          advisoryBoardDecision: t.advisoryBoardDecision,
          accruePayment: PAYMENT_STATUSES.includes(t.to),
          mails,
          // A submit (1→2, 4→3) is checked against the archive; the score is stored with the move.
          alsoWrite: COPY_CHECKED.includes(t.key) ? (tx) => copyChecksIn(tx).check(row.taleId) : undefined,
        },
        {
          actorUserId: viewer.userId,
          ip: viewer.ip,
          // The owner's submit and resubmit keep the action and details they were audited with before.
          action: owners ? 'tale.submit' : 'tale.transition',
          entityId: row.taleId,
          details: owners
            ? { from: row.actionId, to: t.to }
            : { from: row.actionId, to: t.to, key: t.key, ...(editorId ? { editorId } : {}) },
        },
      );
      if (!moved) {
        if (input.version !== undefined) return reader.stale(row.taleId, viewer);
        throw new WrongState(MSG.transitionNotAllowed);
      }
      if (mails.length > 0) mailQueue.kick();
      return reader.fullById(row.taleId, viewer);
    },
  };
}
