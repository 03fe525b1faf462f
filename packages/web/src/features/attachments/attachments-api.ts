/**
 * Tale attachments: deleting one, keeping one out of the reading room, and the tale's list. Files are sent
 * resumably with tus (tus-upload.ts); the seed's multipart route stays on the server for old clients.
 */
import type { Attachment, AttachmentPublishedAnswer, MessageAnswer } from '@masal/shared';
import { request } from '../../api/api-client.ts';

export const attachmentApi = {
  /** POST /v1/upload/deleteTaleAttachment {id}; a missing attachment (NOT_FOUND) is the caller's to report. */
  remove: (id: number) =>
    request<MessageAnswer>('POST', '/upload/deleteTaleAttachment', {
      body: { id },
      loader: true,
      handles: ['NETWORK', 'NOT_FOUND'],
    }),
  /** GET /v1/utils/fileUploadByTaleId/{taleId}: null when the list could not be read. */
  async listOfTale(taleId: number): Promise<Attachment[] | null> {
    const result = await request<Attachment[]>('GET', `/utils/fileUploadByTaleId/${taleId}`, {
      mode: 'quiet',
    });
    return result.ok ? result.data : null;
  },
  /**
   * POST /v1/upload/taleAttachmentPublished: staff keep a compiler's file out of the reading room, or let it
   * back; they never delete it. Refusals are the client's toast.
   */
  setPublished: (id: number, published: boolean) =>
    request<AttachmentPublishedAnswer>('POST', '/upload/taleAttachmentPublished', {
      loader: true,
      body: { id, published },
    }),
};
