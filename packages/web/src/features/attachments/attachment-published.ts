/**
 * Staff keep a compiler's file out of the reading room, or let it back (POST /v1/upload/taleAttachmentPublished):
 * they never delete it. The answer is the attachment as it is now; refusals are the client's toast.
 */
import type { Attachment } from '@masal/shared';
import { showToast } from '../../components/toast-store.ts';
import { WORKFLOW_TOPIC } from '../workflow/decision-rules.ts';
import { attachmentApi } from './attachments-api.ts';

export async function setAttachmentPublished(id: number, published: boolean): Promise<Attachment | null> {
  const result = await attachmentApi.setPublished(id, published);
  if (!result.ok) return null;
  // An editorial action among the page's others: the next one's message replaces it.
  showToast(result.data.message, 'success', WORKFLOW_TOPIC);
  return result.data.attachment;
}

/** The list with `changed` in place of its old row. */
export const withAttachment = (list: readonly Attachment[], changed: Attachment): Attachment[] =>
  list.map((a) => (a.id === changed.id ? changed : a));
