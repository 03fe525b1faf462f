/**
 * What the outbox sends for each tale workflow job. The job names only its kind, person and tale: the tale's
 * name and the note of the transition into its present status are read when the mail is sent. A job whose
 * person is gone, inactive or anonymised, or whose tale is gone or has since moved on, sends nothing.
 */
import { ACTION, type ActionId, hasPermission } from '@masal/shared';
import type { MailJobKind } from '../../../mail/mail-job.repository.ts';
import type { ComposeMail } from '../../../mail/mail-queue.ts';
import type { MailMessage } from '../../../mail/mailer.ts';
import {
  reviewDigestMail,
  type TaleMail,
  taleAdvisoryBoardReturnMail,
  taleApprovedMail,
  taleAssignedMail,
  talePublishedMail,
  taleReceivedMail,
  taleRejectedMail,
  taleResubmitReceivedMail,
  taleResubmittedMail,
  taleRevisionMail,
  taleToAdvisoryBoardMail,
} from '../../../mail/templates.ts';
import type { WorkflowMailRepository } from './workflow-mail.repository.ts';

interface TaleMailRule {
  /** Whom it is for: the tale's owner, the editor assigned to it, a member (or the chair) of the advisory board. */
  to: 'owner' | 'editor' | 'advisoryBoard';
  /** The statuses in which it still applies. */
  at: readonly ActionId[];
  /** The status the tale must have come from into its present one, where the status alone does not tell. */
  from?: ActionId;
  template: (mail: TaleMail) => MailMessage;
}

const TALE_MAILS = {
  tale_revision: { to: 'owner', at: [ACTION.revisionRequested], template: taleRevisionMail },
  tale_rejected: { to: 'owner', at: [ACTION.rejected], template: taleRejectedMail },
  tale_approved: { to: 'owner', at: [ACTION.completed, ACTION.privateContent], template: taleApprovedMail },
  tale_published: { to: 'owner', at: [ACTION.published], template: talePublishedMail },
  tale_assigned: { to: 'editor', at: [ACTION.inReview], template: taleAssignedMail },
  tale_received: { to: 'owner', at: [ACTION.submitted], template: taleReceivedMail },
  tale_resubmit_received: {
    to: 'owner',
    at: [ACTION.inReview],
    from: ACTION.revisionRequested,
    template: taleResubmitReceivedMail,
  },
  tale_resubmitted: {
    to: 'editor',
    at: [ACTION.inReview],
    from: ACTION.revisionRequested,
    template: taleResubmittedMail,
  },
  tale_advisory_board_return: {
    to: 'editor',
    at: [ACTION.inReview],
    from: ACTION.advisoryBoard,
    template: taleAdvisoryBoardReturnMail,
  },
  tale_to_advisory_board: {
    to: 'advisoryBoard',
    at: [ACTION.advisoryBoard],
    template: taleToAdvisoryBoardMail,
  },
} satisfies Partial<Record<MailJobKind, TaleMailRule>>;
type TaleMailKind = keyof typeof TALE_MAILS;

const isTaleMail = (kind: MailJobKind): kind is TaleMailKind => Object.hasOwn(TALE_MAILS, kind);

/** The kinds this composer sends; the others are the auth composer's. */
export const isWorkflowMail = (kind: MailJobKind) => kind === 'review_digest' || isTaleMail(kind);

export function workflowMailComposer(deps: {
  repo: WorkflowMailRepository;
  publicUrl: string;
  reminderDays: number;
}): ComposeMail {
  const { repo, publicUrl, reminderDays } = deps;

  async function digest(userId: number, person: { email: string; name: string; roleIds: number[] }) {
    const advisoryBoardMember = hasPermission(person.roleIds, 'advisoryBoard');
    // Read now, not when queued: a tale decided since is no longer listed, and an empty list sends nothing.
    const waiting = await repo.waitingFor(userId, advisoryBoardMember, reminderDays, new Date());
    if (waiting.length === 0) return null;
    return reviewDigestMail(person.email, person.name, publicUrl, reminderDays, waiting);
  }

  return async (job) => {
    if (job.userId === null) return null;
    const person = await repo.recipient(job.userId);
    if (!person) return null;
    if (job.kind === 'review_digest') return digest(job.userId, person);
    if (!isTaleMail(job.kind) || job.taleId === null) return null;
    const rule: TaleMailRule = TALE_MAILS[job.kind];
    const tale = await repo.tale(job.taleId);
    if (!tale || !rule.at.includes(tale.actionId as ActionId)) return null;
    // A tale put in its status by hand has no history row to tell where it came from: its status decides.
    if (rule.from !== undefined && tale.entry && tale.entry.fromActionId !== rule.from) return null;
    if (!isConcerned(rule.to, tale, job.userId, person.roleIds)) return null;
    return rule.template({
      to: person.email,
      name: person.name,
      publicUrl,
      taleId: tale.taleId,
      taleName: tale.taleName,
      note: noteOf(rule.to, tale),
    });
  };
}

/** The transition's note; to the compiler only one meant for them (an admin's reason stays with the staff). */
function noteOf(
  to: TaleMailRule['to'],
  tale: {
    lastNote: string | null;
    ownerNote: string | null;
    entry?: { note: string | null; noteForOwner: boolean } | undefined;
  },
): string | null {
  if (to !== 'owner') return tale.entry ? tale.entry.note : tale.lastNote;
  if (!tale.entry) return tale.ownerNote;
  return tale.entry.noteForOwner ? tale.entry.note : null;
}

/** Whether the person is still the one the mail is for (e.g. not an editor the tale was reassigned from). */
function isConcerned(
  to: TaleMailRule['to'],
  tale: { userId: number; editorId: number | null },
  userId: number,
  roleIds: readonly number[],
): boolean {
  if (to === 'owner') return tale.userId === userId;
  if (to === 'editor') return tale.editorId === userId;
  return hasPermission(roleIds, 'advisoryBoard');
}
