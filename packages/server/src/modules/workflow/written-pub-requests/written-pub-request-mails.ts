/**
 * What the outbox sends for a 'written_pub_request_decided' job: the request's decision, note and tales are read when
 * the mail is sent. Nothing is sent to a proposer who is gone, inactive or anonymised, nor for a request that
 * is gone or (never in practice) still pending.
 */
import type { ComposeMail } from '../../../mail/mail-queue.ts';
import { writtenPubRequestDecidedMail } from '../../../mail/templates.ts';
import type { WrittenPubRequestRepository } from './written-pub-request.repository.ts';

export const isWrittenPubRequestMail = (kind: string) => kind === 'written_pub_request_decided';

export function writtenPubRequestMailComposer(deps: {
  repo: WrittenPubRequestRepository;
  publicUrl: string;
}): ComposeMail {
  const { repo, publicUrl } = deps;
  return async (job) => {
    if (job.userId === null || job.writtenPubRequestId === null) return null;
    const request = await repo.byId(job.writtenPubRequestId);
    if (!request || request.status === 'pending' || request.proposerUserId !== job.userId) return null;
    const person = await repo.recipient(job.userId);
    if (!person) return null;
    return writtenPubRequestDecidedMail({
      to: person.email,
      name: person.name,
      publicUrl,
      accepted: request.status === 'accepted',
      taleNames: request.tales.map((t) => t.taleName),
      note: request.decisionNote,
    });
  };
}
